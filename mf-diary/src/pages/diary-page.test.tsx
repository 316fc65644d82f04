import type { FoodDiary, Grocery } from '@organizator/shared/contract';
import { dayjs } from '@organizator/shared/i18n';
import { queries } from '@organizator/shared/query';
import { makeGrocery, makeUser, mockApi, renderWithProviders } from '@organizator/tooling/test';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { t } from '../texts';
import { DiaryPage } from './diary-page';

/**
 * The browser's idle callbacks, run when the test says: what waits for an idle moment (the kept
 * picker, its reading once shown) then happens at a known step, however loaded the machine is.
 */
function holdIdle() {
  const idle: (() => void)[] = [];
  Object.assign(window, {
    requestIdleCallback: (run: () => void) => idle.push(run),
    cancelIdleCallback: () => {},
  });
  return {
    /** Waits until something asked for an idle moment, then gives it. */
    runWhenAsked: async () => {
      await waitFor(() => expect(idle.length).toBeGreaterThan(0));
      await act(async () => {
        for (const run of idle.splice(0)) run();
      });
    },
  };
}

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
});

const today = dayjs().format('YYYY-MM-DD');
const me = { user: makeUser({ isTeamOwner: true, dailyEnergyGoal: 2000 }) };
const oats = makeGrocery({ name: 'Zobene pahuljice', energy: 372, fat: 7, protein: 13, carb: 58 });
const oatsPublicCopy: Grocery = { ...oats, isPublic: true };
const milk: Grocery = { ...oats, id: 'g2', userId: 'u2', name: 'Mlijeko', energy: 64 };
const stored: FoodDiary = {
  date: today,
  groceries: [
    {
      id: 'g1',
      name: 'Zobene pahuljice',
      energy: 372,
      fat: 7,
      protein: 13,
      carb: 58,
      quantity: 1,
      meal: 'lunch',
    },
  ],
  activities: [{ name: 'Šetnja', duration: 40, energy: 150 }],
  dailyEnergyGoal: null,
  version: 'v1',
};

/** The day's lunch: the stored entry is there (the closed picker, kept in the page, names it too). */
const lunch = () => screen.getByTestId('meal-lunch');

function Location() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}
const renderDiary = (route = '/food-diary/day/today') =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/food-diary/day/:date" element={<DiaryPage />} />
      </Routes>
      <Location />
    </>,
    { route },
  );

/**
 * The API as a tiny store: a successful PUT replaces the day and gives it a new version, so the
 * refetch returns it; a PUT sent with another version than the stored one is refused with 409.
 */
function api(putStatus = 200, initial: FoodDiary = stored) {
  const server = { day: initial, versions: 1, down: false };
  const mocked = mockApi({
    'GET /me': () => ({ data: me }),
    'GET /food-diaries': () =>
      server.down ? { status: 503, message: 'down' } : { data: { foodDiaries: [server.day] } },
    'GET /groceries/my': () => ({ data: { groceries: [oats] } }),
    'GET /groceries/public': () => ({ data: { groceries: [oatsPublicCopy, milk] } }),
    [`PUT /food-diaries/${today}`]: (init) => {
      if (putStatus !== 200) return { status: putStatus, message: 'Diary is locked' };
      const { version, ...edit } = JSON.parse(String(init?.body));
      if (version !== undefined && version !== server.day.version) {
        return { status: 409, message: 'Dnevnik je u međuvremenu promijenjen' };
      }
      server.versions += 1;
      server.day = { ...server.day, ...edit, version: `v${server.versions}` };
      return { data: { foodDiary: server.day } };
    },
  });
  return { ...mocked, server };
}

describe('food diary page', () => {
  it("shows today's entries with their kcal and the summary from the user's goal", async () => {
    api();
    renderDiary('/food-diary/day/TODAY');
    expect(await screen.findByText('Zobene pahuljice')).toBeInTheDocument();
    expect(screen.getByTestId('diary-day-label')).toHaveTextContent('Danas');
    const summary = screen.getByTestId('diary-summary');
    expect(summary).toHaveTextContent('2000');
    expect(summary).toHaveTextContent('150');
    expect(summary).toHaveTextContent('372');
    expect(screen.getByTestId('diary-remaining')).toHaveTextContent('1778 kcal');
    expect(screen.getByTestId('diary-macros')).toHaveTextContent(
      'Bjelančevine 13 gUgljikohidrati 58 gMasti 7 g',
    );
    expect(within(screen.getByTestId('meal-lunch')).getByText('372 kcal')).toBeInTheDocument();
  });

  it('writes numbers the Croatian way: decimal comma, thousands grouped by a space', async () => {
    const [oatsEntry] = stored.groceries;
    api(200, {
      ...stored,
      groceries: [
        { ...oatsEntry!, quantity: 0.6 },
        { ...oatsEntry!, name: 'Pizza', energy: 250, quantity: 89, meal: 'dinner' },
      ],
    });
    renderDiary();
    expect(await screen.findByText('0,6 × 100g / 100ml')).toBeInTheDocument();
    expect(within(screen.getByTestId('meal-dinner')).getByText('22 250 kcal')).toBeInTheDocument();
    expect(screen.getByTestId('diary-remaining')).toHaveTextContent('-20 323 kcal');
  });

  it('moves to the previous and next day as ISO dates', async () => {
    api();
    renderDiary();
    await userEvent.click(await screen.findByRole('button', { name: 'Sljedeći dan' }));
    const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
    expect(screen.getByTestId('location')).toHaveTextContent(`/food-diary/day/${tomorrow}`);
    expect(await screen.findByTestId('diary-day-label')).toHaveTextContent('Sutra');
    await userEvent.click(screen.getByRole('button', { name: 'Prethodni dan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Prethodni dan' }));
    expect(screen.getByTestId('diary-day-label')).toHaveTextContent('Jučer');
  });

  async function addOatsToBreakfast(servings: string) {
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj u obrok: Doručak' }));
    const dialog = await screen.findByRole('dialog', { hidden: false });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'zob');
    const results = await within(dialog).findAllByRole('button', { name: /Zobene pahuljice/ });
    expect(results).toHaveLength(1); // my grocery and its public copy are one
    await userEvent.click(results[0]!);
    expect(within(dialog).getByText('100g / 100ml')).toBeInTheDocument();
    const count = within(dialog).getByLabelText('Broj porcija');
    expect(count).toHaveValue('1');
    await userEvent.clear(count);
    await userEvent.type(count, servings);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj' }));
  }

  it('a new user finds the app’s starter foods in the picker, marked as the app’s own', async () => {
    const starterMilk: Grocery = {
      ...milk,
      id: 'starter-mlijeko',
      userId: null,
      name: 'Mlijeko 2,8 % m. m.',
      energy: 57,
      isStarter: true,
    };
    mockApi({
      'GET /me': () => ({ data: me }),
      'GET /food-diaries': () => ({ data: { foodDiaries: [] } }),
      'GET /groceries/my': () => ({ data: { groceries: [] } }),
      'GET /groceries/public': () => ({ data: { groceries: [starterMilk] } }),
    });
    renderDiary();
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj u obrok: Doručak' }));
    const dialog = await screen.findByRole('dialog', { hidden: false });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'mli');
    const result = await within(dialog).findByRole('button', { name: /Mlijeko 2,8 % m\. m\./ });
    expect(within(result).getByTestId('starter-mark')).toHaveTextContent('Iz aplikacije');
    expect(result).not.toHaveTextContent('(javno)');
    await userEvent.click(result);
    expect(within(dialog).getByTestId('starter-mark')).toBeInTheDocument();
  });

  it('takes an amount in grams with a decimal comma, totals updated as typed, and catches grams typed as servings', async () => {
    const { calls } = api();
    renderDiary();
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj u obrok: Doručak' }));
    const dialog = await screen.findByRole('dialog', { hidden: false });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'zob');
    await userEvent.click((await within(dialog).findAllByRole('button', { name: /Zobene/ }))[0]!);
    const count = within(dialog).getByLabelText('Broj porcija');
    await userEvent.clear(count);
    await userEvent.type(count, '250');
    // 250 servings would be 25 kg: the picker asks whether grams were meant.
    expect(
      within(dialog).getByText('To je 25 000 g. Jeste li mislili u gramima?'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Da, u gramima' }));
    const total = within(dialog).getByTestId('picked-total');
    expect(total).toHaveTextContent('930 kcal');
    expect(total).toHaveTextContent('32,5 g');
    const grams = within(dialog).getByLabelText('Količina u gramima (ili ml)');
    await userEvent.clear(grams);
    await userEvent.type(grams, '42,5');
    expect(total).toHaveTextContent('158 kcal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        groceries: [stored.groceries[0], { id: 'g1', quantity: 0.425, meal: 'breakfast' }],
      }),
    );
  });

  it('adds a grocery to a meal at once and sends the full day', async () => {
    const { calls } = api();
    renderDiary();
    await addOatsToBreakfast('2');
    const breakfast = await screen.findByTestId('meal-breakfast');
    expect(within(breakfast).getByText('744 kcal')).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Food diary updated');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      groceries: [
        stored.groceries[0],
        {
          id: 'g1',
          name: 'Zobene pahuljice',
          energy: 372,
          fat: 7,
          protein: 13,
          carb: 58,
          quantity: 2,
          meal: 'breakfast',
        },
      ],
      activities: stored.activities,
      version: 'v1',
    });
  });

  it('keeps an entry another tab added meanwhile: the change is applied again to the fresh day', async () => {
    const { calls, server } = api();
    renderDiary();
    await screen.findByTestId('meal-breakfast');
    // Another tab adds an activity after this page loaded the day.
    const swim = { name: 'Plivanje', duration: 30, energy: 250 };
    server.day = { ...stored, activities: [...stored.activities, swim], version: 'v9' };
    await addOatsToBreakfast('2');
    expect(await screen.findByRole('status')).toHaveTextContent('Food diary updated');
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((p) => (p.body as { version: string }).version)).toEqual(['v1', 'v9']);
    expect(server.day.activities).toEqual([...stored.activities, swim]);
    expect(server.day.groceries).toHaveLength(2);
    expect(await screen.findByText('Plivanje')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('rolls the added grocery back with an error toast when the update fails', async () => {
    api(500);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const mockedFetch = global.fetch;
    global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') await gate;
      return mockedFetch(input, init);
    }) as typeof fetch;
    renderDiary();
    await addOatsToBreakfast('2');
    // Shown before the server answers...
    expect(
      await within(screen.getByTestId('meal-breakfast')).findByText('744 kcal'),
    ).toBeInTheDocument();
    release();
    // ...and taken back when it refuses.
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error updating food diary');
    expect(toast).toHaveTextContent('Diary is locked');
    await waitFor(() =>
      expect(within(screen.getByTestId('meal-breakfast')).queryByText('744 kcal')).toBeNull(),
    );
  });

  it('adds an activity and counts it in the summary', async () => {
    const { calls } = api();
    renderDiary();
    await userEvent.click(await screen.findByRole('button', { name: /Dodaj aktivnost/ }));
    const dialog = await screen.findByRole('dialog', { hidden: false });
    await userEvent.type(within(dialog).getByLabelText('Naziv aktivnosti'), 'Plivanje');
    fireEvent.change(within(dialog).getByLabelText('Trajanje (min)'), { target: { value: '45' } });
    fireEvent.change(within(dialog).getByLabelText('Potrošena energija (kcal)'), {
      target: { value: '400' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj' }));
    expect(await screen.findByText('Plivanje')).toBeInTheDocument();
    expect(screen.getByTestId('diary-remaining')).toHaveTextContent('2178 kcal');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        activities: [...stored.activities, { name: 'Plivanje', duration: 45, energy: 400 }],
      }),
    );
  });

  it('deletes an entry', async () => {
    const { calls } = api();
    renderDiary();
    await userEvent.click(await screen.findByRole('button', { name: 'Obriši Zobene pahuljice' }));
    await waitFor(() => expect(within(lunch()).queryByText('Zobene pahuljice')).toBeNull());
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        groceries: [],
        activities: stored.activities,
        version: 'v1',
      }),
    );
  });

  it('puts a deleted entry back from the toast’s Poništi', async () => {
    const { calls } = api();
    renderDiary();
    await userEvent.click(await screen.findByRole('button', { name: 'Obriši Zobene pahuljice' }));
    await waitFor(() => expect(within(lunch()).queryByText('Zobene pahuljice')).toBeNull());
    const toast = await screen.findByTestId('toast');
    await userEvent.click(within(toast).getByRole('button', { name: 'Poništi' }));
    expect(await within(lunch()).findByText('Zobene pahuljice')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toMatchObject([
        { groceries: [], activities: stored.activities },
        { groceries: stored.groceries, activities: stored.activities },
      ]),
    );
  });

  it('copies yesterday’s meal into an empty meal in one tap', async () => {
    const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    const eggs = { ...stored.groceries[0]!, id: 'g9', name: 'Jaja', meal: 'breakfast' as const };
    let day = stored;
    const { calls } = mockApi({
      'GET /me': () => ({ data: me }),
      'GET /food-diaries': () => ({
        data: { foodDiaries: [day, { ...stored, date: yesterday, groceries: [eggs] }] },
      }),
      [`PUT /food-diaries/${today}`]: (init) => {
        day = { ...day, ...JSON.parse(String(init?.body)) };
        return { data: {} };
      },
    });
    renderDiary();
    const breakfast = await screen.findByTestId('meal-breakfast');
    await userEvent.click(
      within(breakfast).getByRole('button', {
        name: 'Kopiraj jučerašnji obrok Doručak (1 namirnica)',
      }),
    );
    expect(await within(breakfast).findByText('Jaja')).toBeInTheDocument();
    // Lunch has nothing yesterday: nothing to copy there.
    expect(
      within(screen.getByTestId('meal-lunch')).queryByRole('button', { name: /Kopiraj/ }),
    ).toBeNull();
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        groceries: [...stored.groceries, eggs],
        activities: stored.activities,
      }),
    );
  });

  it('has the picker ready before its first opening, which asks for the groceries only once it is shown', async () => {
    const idle = holdIdle();
    const { calls } = api();
    renderDiary();
    // Once the day is idle the picker is in the page, closed; it has asked for nothing yet.
    await idle.runWhenAsked();
    const closed = await screen.findByRole('dialog', { hidden: true });
    expect(closed).not.toBeVisible();
    const groceries = () => calls.filter((c) => c.path.startsWith('/groceries')).length;
    expect(groceries()).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj u obrok: Doručak' }));
    const dialog = await screen.findByRole('dialog', { hidden: false });
    expect(dialog).toBe(closed);
    await waitFor(() => expect(within(dialog).getByRole('searchbox')).toHaveFocus());
    expect(groceries()).toBe(0);
    // The page's next idle moment after the opening was painted.
    await idle.runWhenAsked();
    await waitFor(() => expect(groceries()).toBe(2));
  });

  it('keeps the picker opened before the page was idle once it has closed', async () => {
    const idle: (() => void)[] = [];
    Object.assign(window, {
      requestIdleCallback: (run: () => void) => idle.push(run),
      cancelIdleCallback: () => {},
    });
    try {
      api();
      renderDiary();
      await userEvent.click(await screen.findByRole('button', { name: 'Dodaj u obrok: Doručak' }));
      const lazy = await screen.findByRole('searchbox', { hidden: false });
      await userEvent.type(lazy, 'zob');
      await act(async () => {
        for (const run of idle.splice(0)) run();
      });
      // Open while its code arrived: still the same picker, with what was typed.
      expect(screen.getByRole('searchbox', { hidden: false })).toBe(lazy);
      expect(lazy).toHaveValue('zob');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(idle.length).toBeGreaterThan(0));
      await act(async () => {
        for (const run of idle.splice(0)) run();
      });
      const kept = await screen.findByRole('dialog', { hidden: true });
      expect(kept).not.toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Dodaj u obrok: Ručak' }));
      expect(await screen.findByRole('dialog', { hidden: false })).toBe(kept);
      expect(within(kept).getByRole('searchbox')).toHaveValue('');
    } finally {
      // Unmounted while the stub is there: the picker cancels its pending idle work on unmount.
      cleanup();
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    }
  });

  it('brings stale groceries up to date when the picker opens again, once it is shown', async () => {
    const idle = holdIdle();
    const { calls } = api();
    const { client } = renderDiary();
    await idle.runWhenAsked();
    await screen.findByRole('dialog', { hidden: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj u obrok: Doručak' }));
    await idle.runWhenAsked();
    const publicKey = queries.groceries.public().queryKey;
    await waitFor(() => expect(client.getQueryData(publicKey)).toBeDefined());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: false })).toBeNull());
    // Someone may have published a grocery since: no live event says so.
    client.setQueryData(publicKey, client.getQueryData(publicKey), { updatedAt: 0 });
    const asked = () => calls.filter((c) => c.path === '/groceries/public').length;
    const before = asked();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj u obrok: Ručak' }));
    await screen.findByRole('dialog', { hidden: false });
    expect(asked()).toBe(before);
    await idle.runWhenAsked();
    await waitFor(() => expect(asked()).toBe(before + 1));
  });

  it('a closed picker leaves no search behind and opens again empty, for the meal asked', async () => {
    api();
    renderDiary();
    // The kept picker: closing it hides it, and the next opening shows the same one again.
    await screen.findByRole('dialog', { hidden: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj u obrok: Doručak' }));
    let dialog = await screen.findByRole('dialog', { hidden: false });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'zob');
    await userEvent.click((await within(dialog).findAllByRole('button', { name: /Zobene/ }))[0]!);
    expect(within(dialog).getByTestId('picked-grocery')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('picked-grocery')).toBeNull());
    // The picker stays in the page for its next opening, hidden.
    expect(screen.queryByRole('searchbox', { hidden: false })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Dodaj u obrok: Ručak' }));
    dialog = await screen.findByRole('dialog', { hidden: false });
    expect(dialog).toHaveTextContent(t.diary.pickerTitle(t.diary.meals.lunch));
    expect(within(dialog).getByRole('searchbox')).toHaveValue('');
    expect(within(dialog).queryByTestId('picked-grocery')).toBeNull();
  });

  it('opened again right after adding a food, starts at the search for the meal pressed', async () => {
    const { calls } = api();
    renderDiary();
    await screen.findByRole('dialog', { hidden: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj u obrok: Doručak' }));
    let dialog = await screen.findByRole('dialog', { hidden: false });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'zob');
    await userEvent.click((await within(dialog).findAllByRole('button', { name: /Zobene/ }))[0]!);
    // A double click on "Dodaj", then at once the plus of another meal: no wait for the closing.
    const add = within(dialog).getByRole('button', { name: 'Dodaj' });
    fireEvent.click(add);
    fireEvent.click(add);
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj u obrok: Večera' }));
    dialog = await screen.findByRole('dialog', { hidden: false });
    expect(dialog).toHaveTextContent(t.diary.pickerTitle(t.diary.meals.dinner));
    expect(within(dialog).getByRole('searchbox')).toHaveValue('');
    expect(within(dialog).queryByTestId('picked-grocery')).toBeNull();
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      groceries: [...stored.groceries, { id: 'g1', meal: 'breakfast' }],
    });
  });

  it('offers recently logged foods as one-tap choices before any search', async () => {
    const { calls } = api();
    renderDiary();
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj u obrok: Večera' }));
    const dialog = await screen.findByRole('dialog', { hidden: false });
    const recent = within(dialog).getByTestId('recent-foods');
    await userEvent.click(within(recent).getByRole('button', { name: 'Zobene pahuljice' }));
    expect(within(dialog).getByTestId('picked-grocery')).toHaveTextContent('Zobene pahuljice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        groceries: [stored.groceries[0], { id: 'g1', quantity: 1, meal: 'dinner' }],
      }),
    );
  });

  it('edits a logged entry’s amount (decimal comma) and meal in place', async () => {
    const { calls } = api();
    renderDiary();
    await userEvent.click(await screen.findByRole('button', { name: 'Uredi Zobene pahuljice' }));
    const dialog = await screen.findByRole('dialog', { hidden: false });
    const count = within(dialog).getByLabelText('Broj porcija');
    expect(count).toHaveValue('1');
    await userEvent.clear(count);
    await userEvent.type(count, '1,5');
    expect(within(dialog).getByTestId('picked-total')).toHaveTextContent('558 kcal');
    await userEvent.click(within(dialog).getByText('Večera'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spremi' }));
    expect(
      await within(screen.getByTestId('meal-dinner')).findByText('558 kcal'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        groceries: [{ ...stored.groceries[0], quantity: 1.5, meal: 'dinner' }],
        activities: stored.activities,
      }),
    );
  });

  it('explains an unknown date', async () => {
    api();
    renderDiary('/food-diary/day/someday');
    expect(await screen.findByText('Neispravan datum')).toBeInTheDocument();
  });

  it('keeps the day on screen with a quiet notice when a background refetch fails', async () => {
    const { server } = api();
    const { client } = renderDiary();
    expect(
      await within(await screen.findByTestId('meal-lunch')).findByText('Zobene pahuljice'),
    ).toBeInTheDocument();
    server.down = true;
    await act(() => client.refetchQueries({ queryKey: queries.diaries.all() }));
    expect(await screen.findByTestId('stale-notice')).toBeInTheDocument();
    expect(within(lunch()).getByText('Zobene pahuljice')).toBeInTheDocument();
    expect(screen.queryByText(t.diary.loadError)).toBeNull();
  });
});
