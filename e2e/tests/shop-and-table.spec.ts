import type { Page } from '@playwright/test';
import { data } from './support/api';
import { expect, FIRST_LOAD, test } from './support/fixtures';

/**
 * In the shop and at the table: quantities on items, smart add bringing back category and quantity,
 * several items in one go, the team's category order on a new list, and the app's starter foods in
 * the diary, against the real API and the production builds.
 */

const row = (page: Page, name: string) =>
  page.getByTestId('item-row').filter({ has: page.getByText(name, { exact: true }) });
const headings = (page: Page) => page.getByTestId('category-heading');

test('quantity, smart add, several at once and the team order on a new list @phone', async ({
  signedIn: { page, api },
}) => {
  // Last week's list, in the order of the team's shop.
  const { list: old } = await data<{ list: { id: string } }>(
    api.post('/api/lists', { data: { name: 'Prošli tjedan' } }),
  );
  for (const [name, category, quantity] of [
    ['Jabuke', 'voće i povrće', '1 kg'],
    ['Mlijeko', 'mliječni proizvodi', '2 l'],
  ]) {
    await data(api.post(`/api/lists/${old.id}/items`, { data: { name, category, quantity } }));
  }
  await data(
    api.put(`/api/lists/${old.id}`, {
      data: { categoriesOrder: ['mliječni proizvodi', 'voće i povrće'] },
    }),
  );

  // A new list, made in the app, starts in that order.
  await page.goto('/lists/new');
  await expect(page).toHaveURL(/\/editor\//, FIRST_LOAD);
  const newId = page.url().split('/editor/')[1]?.split('?')[0] ?? '';
  const { list: fresh } = await data<{ list: { categoriesOrder: string[] } }>(
    api.get(`/api/lists/${newId}`),
  );
  expect(fresh.categoriesOrder).toEqual(['mliječni proizvodi', 'voće i povrće']);

  // One tap on a used name brings back its category and quantity; the row shows the quantity.
  await page.getByRole('button', { name: 'Dodaj stavku', exact: true }).click();
  await page.getByTestId('quick-picks').getByRole('button', { name: 'Mlijeko' }).click();
  await expect(page.getByLabel('Količina')).toHaveValue('2 l');
  await page.getByLabel('Količina').fill('3 l');
  await page.getByRole('button', { name: 'Dodaj na popis' }).click();
  await expect(row(page, 'Mlijeko').getByTestId('item-quantity')).toHaveText('3 l');

  // Several in one go: one per line, each with its own smart-add category.
  await page.getByRole('button', { name: 'Dodaj stavku', exact: true }).click();
  await page.getByRole('button', { name: 'Više stavki odjednom' }).click();
  await page.getByLabel('Stavke, svaka u svom retku').fill('jabuke\nKruh 2 kom\n500 g sir');
  await page.getByRole('button', { name: 'Dodaj stavke na popis (3)' }).click();
  await expect(row(page, 'jabuke').getByTestId('item-quantity')).toHaveText('1 kg');
  await expect(row(page, 'Kruh').getByTestId('item-quantity')).toHaveText('2 kom');
  await expect(row(page, 'sir').getByTestId('item-quantity')).toHaveText('500 g');
  // The team's order first, new categories after it.
  await expect(headings(page)).toHaveText(['Mliječni proizvodi', 'Voće i povrće', 'Ostalo']);

  // Stored, in the order typed, after a reload.
  await page.reload();
  await expect(row(page, 'Kruh').getByTestId('item-quantity')).toHaveText('2 kom', FIRST_LOAD);
  const { list: stored } = await data<{
    list: { items: { name: string; category: string; quantity: string | null }[] };
  }>(api.get(`/api/lists/${newId}`));
  expect(stored.items.map((i) => [i.name, i.category, i.quantity])).toEqual([
    ['Mlijeko', 'mliječni proizvodi', '3 l'],
    ['jabuke', 'voće i povrće', '1 kg'],
    ['Kruh', 'ostalo', '2 kom'],
    ['sir', 'ostalo', '500 g'],
  ]);
});

test('a new user logs a meal from the app’s starter foods at once @phone', async ({
  signedIn: { page, api },
}) => {
  await page.goto('/food-diary/day/today');
  await expect(page.getByTestId('diary-day-label')).toHaveText('Danas', FIRST_LOAD);
  await page.getByRole('button', { name: 'Dodaj u obrok: Doručak' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox').fill('mli');
  const milk = dialog.getByRole('button', { name: /Mlijeko 2,8 % m\. m\./ });
  await expect(milk.getByTestId('starter-mark')).toHaveText('Iz aplikacije');
  await milk.click();
  await dialog.getByLabel('Broj porcija').fill('2');
  await expect(dialog.getByText('114 kcal', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Doručak' }).getByText('114 kcal', { exact: true }),
  ).toBeVisible();

  // Nobody can change it: the page says so, and the API refuses in Croatian.
  const refused = await api.put('/api/groceries/starter-mlijeko', { data: { energy: 1 } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(
    'Namirnice iz kataloga aplikacije ne mogu se mijenjati ni brisati',
  );
  await page.goto('/groceries/starter-mlijeko');
  await expect(page.getByRole('note')).toContainText('Ova namirnica dolazi s aplikacijom');
  await expect(page.getByRole('button', { name: 'Spremi' })).toHaveCount(0);
});
