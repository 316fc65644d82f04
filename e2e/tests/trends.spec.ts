import type { Page } from '@playwright/test';
import { data } from './support/api';
import { expect, FIRST_LOAD, test } from './support/fixtures';
import {
  swContext,
  waitForOfflineReady,
  waitForRemoteStored,
  waitForSavedQuery,
} from './support/offline';

/** The diary's trends: eaten energy against the goal, the macro split, the numbers as a table. */

const isoDay = (page: Page, offset: number) =>
  page.evaluate((days) => {
    const d = new Date();
    d.setDate(d.getDate() + days);
    return d.toLocaleDateString('sv-SE');
  }, offset);

test('shows the logged days against the goal, with averages and a table, and opens a day @phone', async ({
  signedIn: { page, api },
}) => {
  // Two logged days in the last week (1000 and 2000 kcal) and one three weeks ago (1500 kcal).
  const entry = (quantity: number) => ({
    id: crypto.randomUUID(),
    name: 'Kruh',
    energy: 250,
    fat: 2,
    protein: 8,
    carb: 50,
    quantity,
    meal: 'lunch',
  });
  const days: [number, number][] = [
    [-1, 4],
    [-3, 8],
    [-21, 6],
  ];
  for (const [offset, quantity] of days) {
    const date = await isoDay(page, offset);
    await data(
      api.put(`/api/food-diaries/${date}`, {
        data: { groceries: [entry(quantity)], activities: [] },
      }),
    );
  }
  const yesterday = await isoDay(page, -1);

  await page.goto('/food-diary/trends');
  await expect(page.getByRole('heading', { name: 'Trendovi prehrane' })).toBeVisible(FIRST_LOAD);
  const averages = page.getByTestId('trends-averages');
  await expect(averages).toContainText('1500 kcal na dan');
  await expect(averages).toContainText('cilj 1800 kcal');
  await expect(averages).toContainText('upisano 2 od 7 dana');
  await expect(page.getByTestId('trends-day-bar')).toHaveCount(7);
  // Protein 8 g x 4, fat 2 g x 9, carbohydrate 50 g x 4 kcal: 13, 8 and 79 % of 250 kcal.
  await expect(page.getByTestId('trends-split-averages')).toContainText('Bjelančevine 13 %');

  // The same numbers as a table.
  await page.locator('summary', { hasText: 'Dani razdoblja u brojkama' }).click();
  const row = page.locator(`[data-testid="trends-row"][data-date="${yesterday}"]`);
  await expect(row).toContainText('1000 kcal');
  await expect(page.getByTestId('trends-row')).toHaveCount(7);

  // 30 days take in the older day too.
  await page.getByText('Zadnjih 30 dana').click();
  await expect(averages).toContainText('upisano 3 od 30 dana');
  await expect(averages).toContainText('1500 kcal na dan');
  await expect(page).toHaveURL(/dana=30/);

  // Tapping a day opens that day.
  await page.locator(`[data-testid="trends-day-bar"][data-date="${yesterday}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/food-diary/day/${yesterday}$`));
  await expect(page.getByTestId('diary-summary')).toContainText('1000', FIRST_LOAD);
});

test('the period seen online opens offline from the saved cache', async ({
  signedIn: { page, api, token },
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const yesterday = await isoDay(page, -1);
  const weekAgo = await isoDay(page, -6);
  const today = await isoDay(page, 0);
  await data(
    api.put(`/api/food-diaries/${yesterday}`, {
      data: {
        groceries: [
          {
            id: crypto.randomUUID(),
            name: `Kruh ${stamp}`,
            energy: 250,
            fat: 2,
            protein: 8,
            carb: 50,
            quantity: 4,
            meal: 'lunch',
          },
        ],
        activities: [],
      },
    }),
  );

  // Online, once: the week's trends, asked for as the period's days only.
  const context = await swContext(page, token);
  const tab = await context.newPage();
  const asked = tab.waitForRequest((request) =>
    request.url().includes(`/api/food-diaries?from=${weekAgo}&to=${today}`),
  );
  await tab.goto('/food-diary/trends');
  await asked;
  const averages = tab.getByTestId('trends-averages');
  await expect(averages).toContainText('upisano 1 od 7 dana', FIRST_LOAD);
  await waitForOfflineReady(tab, '/remotes/mf-diary/remoteEntry.js');
  await waitForRemoteStored(tab, 'mf-diary');
  await waitForSavedQuery(tab, ['food-diaries', 'range', weekAgo, today], `Kruh ${stamp}`);

  // No signal: the same page after a full reload, from the worker's files and the saved cache.
  await context.setOffline(true);
  await tab.goto('/food-diary/trends');
  await expect(averages).toContainText('1000 kcal na dan', FIRST_LOAD);
  await expect(averages).toContainText('upisano 1 od 7 dana');
  await expect(tab.getByTestId('offline-banner')).toBeVisible();
  await context.close();
});
