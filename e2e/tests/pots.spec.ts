import { devices, type Page } from '@playwright/test';
import { data, joinTeamApi } from './support/api';
import { expect, FIRST_LOAD, test } from './support/fixtures';

/**
 * The household's pot (issue 53): the menu's dinner cooked once and weighed, each member taking a
 * portion on their phone, the rest planned for the next day's lunch (shopping adds nothing for it),
 * and the trends counting both days.
 */

/** yyyy-mm-dd of the browser's day, `offset` days away. */
const dayOf = (offset: number) => {
  const at = new Date();
  at.setDate(at.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
};

const SHOTS = process.env.POTS_SHOTS;
/** Screenshots of the new UI (360 px and desktop, light and dark) when POTS_SHOTS names a folder. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [label, width] of [
      ['360', 360],
      ['desktop', 1280],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/${name}-${label}-${scheme}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  if (size) await page.setViewportSize(size);
}

test('two members eat from one pot, the rest is tomorrow’s lunch, the list untouched, the trends show both days @phone', async ({
  signedIn: { page, api },
  browser,
}) => {
  // Two phones, two days and the trends: more steps than a journey's default time allows under load.
  test.setTimeout(300_000);
  const yesterday = dayOf(-1);
  const today = dayOf(0);
  // Ana's team recipe, planned for yesterday's dinner; Mia is in her team.
  const { grocery: beef } = await data<{ grocery: { id: string } }>(
    api.post('/api/groceries', {
      data: { name: 'Junetina', energy: 200, fat: 10, protein: 20, carb: 0, visibility: 'team' },
    }),
  );
  const { grocery: potato } = await data<{ grocery: { id: string } }>(
    api.post('/api/groceries', {
      data: { name: 'Krumpir', energy: 80, fat: 0, protein: 2, carb: 20, visibility: 'team' },
    }),
  );
  const { recipe } = await data<{ recipe: { id: string } }>(
    api.post('/api/recipes', {
      data: {
        name: 'Gulaš',
        servings: 4,
        cookedWeight: 2000,
        visibility: 'team',
        ingredients: [
          { groceryId: beef.id, grams: 1000 },
          { groceryId: potato.id, grams: 1000 },
        ],
      },
    }),
  );
  const { team } = await data<{ team: { id: string } }>(api.get('/api/my-team'));
  const mia = await joinTeamApi(api, team.id);
  await data(mia.api.put('/api/me', { data: { name: 'Mia' } }));
  await data(
    api.put(`/api/meal-plan/${yesterday}`, {
      data: {
        entries: [{ id: 'dinner-1', meal: 'dinner', recipeId: recipe.id, servings: 4 }],
        version: null,
      },
    }),
  );

  // Ana cooked it: the dish weighed 2100 g.
  await page.goto(`/food-diary/day/${yesterday}`);
  const anaDinner = page.getByTestId('meal-dinner');
  const weight = anaDinner.getByLabel('Težina skuhanog jela u gramima: Gulaš');
  // The recipe's cooked weight first.
  await expect(weight).toHaveValue('2000', FIRST_LOAD);
  await weight.fill('2100');
  await anaDinner.getByRole('button', { name: 'Skuhano: Gulaš' }).click();
  await expect(anaDinner.getByTestId('pot-left')).toContainText('ostalo 2100 g od 2100 g');
  // Nobody has eaten yet: half of it for each of the two.
  const anaGrams = anaDinner.getByLabel('Grama iz lonca: Gulaš');
  await expect(anaGrams).toHaveValue('1050');
  // One serving of the recipe's four.
  await anaDinner.getByRole('button', { name: '1 porcija' }).click();
  await expect(anaGrams).toHaveValue('525');
  await anaDinner.getByRole('button', { name: 'pola' }).click();
  await expect(anaGrams).toHaveValue('1050');
  await shoot(page, 'pot-offered');
  await anaGrams.fill('700');
  await anaDinner.getByRole('button', { name: 'Uzmi iz lonca: Gulaš' }).click();
  await expect(anaDinner.getByTestId('pot-left')).toContainText('ostalo 1400 g od 2100 g');

  // Mia, on her own phone, sees what is left and takes hers.
  const miaContext = await browser.newContext({ ...devices['Pixel 7'], locale: 'hr-HR' });
  await miaContext.addInitScript((t) => localStorage.setItem('access_token', t), mia.token);
  const miaPage = await miaContext.newPage();
  await miaPage.goto(`/food-diary/day/${yesterday}`);
  const miaDinner = miaPage.getByTestId('meal-dinner');
  await expect(miaDinner.getByTestId('pot-left')).toContainText(
    'ostalo 1400 g od 2100 g',
    FIRST_LOAD,
  );
  await expect(miaDinner.getByText('Uzeli: Ana Test 700 g')).toBeVisible();
  await miaDinner.getByLabel('Grama iz lonca: Gulaš').fill('760');
  await miaDinner.getByRole('button', { name: 'Uzmi iz lonca: Gulaš' }).click();
  await expect(miaDinner.getByTestId('pot-left')).toContainText('ostalo 640 g od 2100 g');
  // Live on Ana's phone.
  await expect(anaDinner.getByTestId('pot-left')).toContainText('ostalo 640 g od 2100 g');

  // The rest is today's lunch.
  await shoot(page, 'pot-eaten');
  await anaDinner.getByLabel('Dan ostatka').selectOption({ label: 'sutra' });
  await anaDinner.getByLabel('Obrok ostatka').selectOption({ label: 'Ručak' });
  await anaDinner.getByRole('button', { name: 'Ostatak jela Gulaš u jelovnik' }).click();
  await expect
    .poll(async () => {
      const { days } = await data<{
        days: { entries: { meal: string; potId: string | null; grams: number | null }[] }[];
      }>(api.get(`/api/meal-plan?from=${today}&to=${today}`));
      return days[0]?.entries.map((e) => [e.meal, e.potId !== null, e.grams]);
    })
    .toEqual([['lunch', true, 640]]);

  // The menu shows it as a leftover with what the pot holds.
  await page.goto(`/food-diary/plan/${today}`);
  await expect(page.getByTestId('leftover-mark').first()).toContainText(
    'ostatak · u loncu 640 g',
    FIRST_LOAD,
  );
  await shoot(page, 'pot-menu');

  // Shopping for today adds nothing for the leftover.
  const { list } = await data<{ list: { id: string } }>(
    api.post('/api/lists', { data: { name: 'Trgovina' } }),
  );
  const shopping = await data<{ added: unknown[]; unavailable: unknown[] }>(
    api.post(`/api/lists/${list.id}/plan-items`, { data: { from: today, to: today } }),
  );
  expect(shopping).toMatchObject({ added: [], unavailable: [] });
  const { list: untouched } = await data<{ list: { items: unknown[] } }>(
    api.get(`/api/lists/${list.id}`),
  );
  expect(untouched.items).toEqual([]);

  // Today Mia eats the rest at lunch.
  await miaPage.goto(`/food-diary/day/${today}`);
  const miaLunch = miaPage.getByTestId('meal-lunch');
  await expect(miaLunch.getByTestId('pot-left')).toContainText(
    'ostalo 640 g od 2100 g',
    FIRST_LOAD,
  );
  await miaLunch.getByLabel('Grama iz lonca: Gulaš').fill('640');
  await miaLunch.getByRole('button', { name: 'Uzmi iz lonca: Gulaš' }).click();
  // The pot is empty: nothing more to take, and the lunch holds her portion.
  await expect(miaLunch.getByRole('button', { name: 'Uzmi iz lonca: Gulaš' })).toHaveCount(0);
  await expect(miaLunch.getByText('Gulaš')).toBeVisible();

  // Mia's trends count both days: 760 g and 640 g at 133,3 kcal per 100 g.
  await miaPage.goto('/food-diary/trends');
  await miaPage.locator('summary', { hasText: 'Dani razdoblja u brojkama' }).click(FIRST_LOAD);
  await expect(
    miaPage.locator(`[data-testid="trends-row"][data-date="${yesterday}"]`),
  ).toContainText('1013 kcal');
  await expect(miaPage.locator(`[data-testid="trends-row"][data-date="${today}"]`)).toContainText(
    '853 kcal',
  );
  await miaContext.close();
  await mia.api.dispose();

  // "Skuhano" from the recipe page: today's pot, weighed, with less beef than the recipe says.
  await page.goto(`/groceries/recipes/${recipe.id}`);
  await page.getByTestId('cook-recipe').click(FIRST_LOAD);
  const cookPanel = page.getByTestId('cook-pot');
  await expect(cookPanel.getByLabel('Težina skuhanog jela (g)')).toHaveValue('2000');
  await cookPanel.getByLabel('Težina skuhanog jela (g)').fill('1800');
  await cookPanel.getByLabel('Junetina (g)').fill('800');
  await shoot(page, 'pot-from-recipe');
  await cookPanel.getByTestId('cook-pot-save').click();
  await expect(page.getByText('Lonac je spremljen: ostalo 1800 g od 1800 g')).toBeVisible();
  const { pots } = await data<{
    pots: { date: string; cookedWeight: number; ingredients: { grams: number }[] }[];
  }>(api.get('/api/pots?open=true'));
  expect(pots.map((p) => [p.date, p.cookedWeight, p.ingredients.map((i) => i.grams)])).toEqual([
    [today, 1800, [800, 1000]],
  ]);

  // What was thrown away from it shows in the trends.
  const [fresh] = await data<{ pots: { id: string }[] }>(api.get('/api/pots?open=true')).then(
    (d) => d.pots,
  );
  await data(api.put(`/api/pots/${fresh?.id}`, { data: { thrownAway: 300, finished: true } }));
  await page.goto('/food-diary/trends');
  await expect(page.getByTestId('trends-thrown-away')).toHaveText(
    'Bačeno iz lonaca tima u razdoblju: 300 g',
    FIRST_LOAD,
  );
});
