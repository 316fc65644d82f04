import type { MealPlanDay } from '@organizator/shared/contract';
import { renderWithProviders } from '@organizator/tooling/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { weekDays } from '../domain/week';
import { PlanWeek } from './plan-week';

const MONDAY = '2026-11-23';
const days = weekDays(MONDAY);
const id = (day: number, n: number) =>
  `00000000-0000-4000-8000-0000000${day}${String(n).padStart(4, '0')}`;
// Every meal of every day planned: a recipe and two groceries.
const plan: MealPlanDay[] = days.map((date, day) => ({
  date,
  version: '1',
  entries: (['breakfast', 'lunch', 'dinner', 'snack'] as const).flatMap((meal, m) => [
    {
      id: id(day, m * 3),
      meal,
      recipeId: id(9, m),
      groceryId: null,
      potId: null,
      name: `Jelo ${date} ${meal}`,
      servings: 2,
      grams: null,
    },
    ...[1, 2].map((k) => ({
      id: id(day, m * 3 + k),
      meal,
      recipeId: null,
      groceryId: id(8, k),
      potId: null,
      name: `Namirnica ${k} ${date} ${meal}`,
      servings: null,
      grams: 100 * k,
    })),
  ]),
}));

function renderWeek(deferCells = false) {
  const calls = { add: [] as string[], edit: [] as string[], remove: [] as string[] };
  renderWithProviders(
    <PlanWeek
      days={days}
      plan={plan}
      today={MONDAY}
      deferCells={deferCells}
      onPreload={() => undefined}
      onAdd={(date, meal) => calls.add.push(`${date} ${meal}`)}
      onEdit={(date, entry) => calls.edit.push(`${date} ${entry.name}`)}
      onRemove={(date, entry) => calls.remove.push(`${date} ${entry.name}`)}
    />,
  );
  return calls;
}

test('a fully planned week shows every day, the later days right after the first ones', async () => {
  renderWeek();
  await waitFor(() => expect(screen.getAllByTestId('plan-entry')).toHaveLength(7 * 12));
  for (const date of days) expect(screen.getByTestId(`plan-day-${date}`)).toBeInTheDocument();
  const sunday = screen.getByTestId(`plan-cell-${days[6]}-snack`);
  expect(within(sunday).getAllByTestId('plan-entry')).toHaveLength(3);
});

test("a later day's entries are edited, removed and added to like the first day's", async () => {
  const calls = renderWeek();
  const sunday = days[6] ?? MONDAY;
  const cell = await screen.findByTestId(`plan-cell-${sunday}-dinner`);
  await userEvent.click(
    within(cell).getByRole('button', { name: `Uredi ili premjesti Jelo ${sunday} dinner` }),
  );
  await userEvent.click(
    within(cell).getByRole('button', { name: `Ukloni Namirnica 2 ${sunday} dinner iz jelovnika` }),
  );
  await userEvent.click(within(cell).getByRole('button', { name: /^Dodaj u jelovnik: / }));
  expect(calls).toEqual({
    add: [`${sunday} dinner`],
    edit: [`${sunday} Jelo ${sunday} dinner`],
    remove: [`${sunday} Namirnica 2 ${sunday} dinner`],
  });
});

test('reached by an arrow, the week draws all its days in the render after its label', async () => {
  renderWeek(true);
  await waitFor(() => expect(screen.getAllByTestId('plan-entry')).toHaveLength(7 * 12));
});
