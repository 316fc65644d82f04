import type { Page } from '@playwright/test';
import { data } from './support/api';
import { expect, FIRST_LOAD, test } from './support/fixtures';

/**
 * docs/product.md#screens-diary, #behaviour (optimistic diary edits), #constants (goal 1800, per 100 g, 1 serving) against
 * the real API and the production builds.
 */

const meal = (page: Page, name: string) => page.getByRole('region', { name });
const summary = (page: Page) => page.getByTestId('diary-summary');
const remaining = (page: Page) => page.getByTestId('diary-remaining');
const dayLabel = (page: Page) => page.getByTestId('diary-day-label');
const toast = (page: Page) => page.getByTestId('toast');

/** The browser's local day, as the page computes it (the suite runs in Europe/Zagreb). */
const isoDay = (page: Page, offset: number) =>
  page.evaluate((days) => {
    const d = new Date();
    d.setDate(d.getDate() + days);
    return d.toLocaleDateString('sv-SE');
  }, offset);

test('adds a grocery with 2 servings and an activity, keeps them over a reload, and deletes @phone', async ({
  signedIn: { page, api },
}) => {
  const name = `Zobene pahuljice ${Date.now().toString(36)}`;
  await data(
    api.post('/api/groceries', {
      data: { name, energy: 372, fat: 7, protein: 13, carb: 58, isPublic: false },
    }),
  );

  // The nav links to /food-diary/day/today.
  await page.goto('/dashboard');
  const sidebar = page.locator('.org-sidebar');
  await expect(page.getByTestId('app-header')).toBeVisible(FIRST_LOAD);
  if (await sidebar.isVisible()) {
    await sidebar.getByRole('link', { name: 'Dnevnik prehrane' }).click();
  } else {
    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('mobile-menu').getByRole('link', { name: 'Dnevnik prehrane' }).click();
  }
  await expect(page).toHaveURL(/\/food-diary\/day\/today$/i);
  await expect(dayLabel(page)).toHaveText('Danas', FIRST_LOAD);
  await expect(remaining(page)).toHaveText('1800 kcal');

  // Picker: name prefix (>= 3 characters), then servings with the pack and nutrition shown.
  await meal(page, 'Doručak').getByRole('button', { name: 'Dodaj u obrok: Doručak' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox').fill('zo');
  await expect(dialog.getByText('Upišite barem 3 znaka za pretragu.')).toBeVisible();
  await dialog.getByRole('searchbox').fill('zob');
  await dialog.getByRole('button', { name: new RegExp(name) }).click();
  await expect(dialog.getByText('100g / 100ml')).toBeVisible();
  // Energy per pack, and the total for the default single serving.
  await expect(dialog.getByText('372 kcal', { exact: true })).toHaveCount(2);
  // Each nutrient per pack, and again in the total for the amount typed.
  for (const label of ['Masti', 'Ugljikohidrati', 'Bjelančevine']) {
    await expect(dialog.getByText(label, { exact: true })).toHaveCount(2);
  }
  await expect(dialog.getByLabel('Broj porcija')).toHaveValue('1');
  await dialog.getByLabel('Broj porcija').fill('2');
  await expect(dialog.getByText('744 kcal', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Dodaj', exact: true }).click();

  await expect(meal(page, 'Doručak').getByText(name)).toBeVisible();
  await expect(meal(page, 'Doručak').getByText('744 kcal', { exact: true })).toBeVisible();
  await expect(remaining(page)).toHaveText('1056 kcal');
  await expect(toast(page)).toContainText('Food diary updated');

  // Editing it offers the four meals, each by its whole name, on a small phone too (none cut to
  // "Međuo…").
  await page.setViewportSize({ width: 360, height: 780 });
  await meal(page, 'Doručak')
    .getByRole('button', { name: `Uredi ${name}` })
    .click();
  const meals = page.getByRole('dialog').getByRole('radiogroup', { name: 'Obrok' });
  await expect(meals.getByRole('radio')).toHaveCount(4);
  for (const label of await meals.locator('label').all()) {
    // The text laid out at its whole width, against the room inside the item's padding.
    const { text, room } = await label.evaluate((el) => {
      const inner = el.querySelector('div') ?? el;
      const words = document.createRange();
      words.selectNodeContents(inner);
      const box = inner.getBoundingClientRect();
      const style = getComputedStyle(inner);
      return {
        text: words.getBoundingClientRect().width,
        room:
          box.width - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
      };
    });
    expect(text).toBeLessThanOrEqual(room + 0.5);
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Activity: goal + activity - eaten = remaining.
  await page.getByRole('button', { name: 'Dodaj aktivnost' }).click();
  const activity = page.getByRole('dialog');
  await activity.getByLabel('Naziv aktivnosti').fill('Trčanje');
  await activity.getByLabel('Trajanje (min)').fill('30');
  await activity.getByLabel('Potrošena energija (kcal)').fill('300');
  await activity.getByRole('button', { name: 'Dodaj' }).click();
  await expect(page.getByRole('region', { name: 'Aktivnosti' }).getByText('Trčanje')).toBeVisible();
  await expect(summary(page)).toContainText('1800');
  await expect(summary(page)).toContainText('300');
  await expect(summary(page)).toContainText('744');
  await expect(remaining(page)).toHaveText('1356 kcal');

  // Stored: a reload shows the same day.
  await page.reload();
  await expect(meal(page, 'Doručak').getByText(name)).toBeVisible(FIRST_LOAD);
  await expect(remaining(page)).toHaveText('1356 kcal');
  const { foodDiaries } = await data<{
    foodDiaries: { date: string; groceries: { quantity: number; meal: string }[] }[];
  }>(api.get('/api/food-diaries'));
  const today = await isoDay(page, 0);
  expect(foodDiaries.find((d) => d.date === today)?.groceries).toEqual([
    expect.objectContaining({ quantity: 2, meal: 'breakfast' }),
  ]);

  // Previous and next days are ISO dates with their own (empty) diaries.
  await page.getByRole('button', { name: 'Sljedeći dan' }).click();
  await expect(page).toHaveURL(new RegExp(`/food-diary/day/${await isoDay(page, 1)}$`));
  await expect(dayLabel(page)).toHaveText('Sutra');
  await expect(remaining(page)).toHaveText('1800 kcal');
  await page.getByRole('button', { name: 'Prethodni dan' }).click();
  await page.getByRole('button', { name: 'Prethodni dan' }).click();
  await expect(page).toHaveURL(new RegExp(`/food-diary/day/${await isoDay(page, -1)}$`));
  await expect(dayLabel(page)).toHaveText('Jučer');
  await page.getByRole('button', { name: 'Sljedeći dan' }).click();
  await expect(dayLabel(page)).toHaveText('Danas');

  // Delete the entry; Poništi puts it back; deleted again, it stays deleted.
  const deleteEntry = () =>
    meal(page, 'Doručak')
      .getByRole('button', { name: `Obriši ${name}` })
      .click();
  await deleteEntry();
  await expect(meal(page, 'Doručak').getByText(name)).toHaveCount(0);
  await page.getByTestId('toast').getByRole('button', { name: 'Poništi' }).click();
  await expect(meal(page, 'Doručak').getByText(name)).toBeVisible();
  await page.reload();
  await expect(meal(page, 'Doručak').getByText(name)).toBeVisible(FIRST_LOAD);
  await deleteEntry();
  await expect(meal(page, 'Doručak').getByText(name)).toHaveCount(0);
  await expect(remaining(page)).toHaveText('2100 kcal');
  await page.reload();
  await expect(meal(page, 'Doručak').getByText('Ništa još nije upisano.')).toBeVisible(FIRST_LOAD);
});

test('date keywords in any case, ISO dates and the user goal', async ({
  signedIn: { page, api },
}) => {
  await data(api.put('/api/me', { data: { dailyEnergyGoal: 2200 } }));
  await page.goto('/food-diary/day/TOMORROW');
  await expect(dayLabel(page)).toHaveText('Sutra', FIRST_LOAD);
  await expect(remaining(page)).toHaveText('2200 kcal');

  await page.goto('/food-diary/day/2024-02-29');
  await expect(dayLabel(page)).toHaveText(/29\. .* 2024\./, FIRST_LOAD);
  await expect(page.getByRole('button', { name: 'Sljedeći dan' })).toBeVisible();
  await page.getByRole('button', { name: 'Sljedeći dan' }).click();
  await expect(page).toHaveURL(/\/food-diary\/day\/2024-03-01$/);

  await page.goto('/food-diary/day/nekad');
  await expect(page.getByText('Neispravan datum')).toBeVisible(FIRST_LOAD);
});
