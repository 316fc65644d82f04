import type { Page } from '@playwright/test';
import { data, signInApi, uniqueEmail } from './support/api';
import { expect, FIRST_LOAD, pageFor, test } from './support/fixtures';

/**
 * docs/product.md#screens-groceries, #behaviour (optimistic delete), #validation (name >= 3, numbers, integers), #permissions (public
 * groceries are read-only for others) against the real API and the production builds.
 */

/** Public groceries outlive a test (other users see them), so names carry a per-run suffix. */
const RUN = Date.now().toString(36);
const publicName = `Javna banana ${RUN}`;
const privateName = `Tajni kolač ${RUN}`;
const rows = (page: Page) => page.getByTestId('grocery-row');
const row = (page: Page, name: string) =>
  rows(page).filter({ has: page.getByText(name, { exact: true }) });

async function createGrocery(
  page: Page,
  values: { name: string; energy: string; protein: string; carb: string; fat: string },
  share = false,
) {
  await page.goto('/groceries');
  await page.getByRole('button', { name: 'Dodaj namirnicu' }).first().click();
  await expect(page).toHaveURL(/\/groceries\/create$/);
  await page.getByLabel('Naziv').fill(values.name);
  await page.getByLabel('Energija (kcal)').fill(values.energy);
  await page.getByLabel('Bjelančevine (g)').fill(values.protein);
  await page.getByLabel('Ugljikohidrati (g)').fill(values.carb);
  await page.getByLabel('Masti (g)').fill(values.fat);
  if (share) await page.getByRole('radio', { name: /^Svi korisnici/ }).check();
  await page.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(page).toHaveURL(/\/groceries$/);
}

test('creates a private and a public grocery, edits one and deletes one with confirmation @phone', async ({
  signedIn: { page, api },
}) => {
  await page.goto('/groceries');
  await expect(page.getByRole('heading', { name: 'Moje namirnice' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByText('Još nemate namirnica')).toBeVisible();

  await createGrocery(page, {
    name: 'Sir gauda',
    energy: '356,4',
    protein: '25',
    carb: '2',
    fat: '27.6',
  });
  await createGrocery(
    page,
    { name: 'Heljda, ljuštena', energy: '335', protein: '13', carb: '71', fat: '3' },
    true,
  );
  await expect(rows(page)).toHaveCount(2);
  // Energy is sent as an integer and shown per 100 g.
  await expect(row(page, 'Sir gauda')).toContainText('356 kcal / 100g');
  const { groceries } = await data<{
    groceries: { name: string; fat: number; isPublic: boolean }[];
  }>(api.get('/api/groceries/my'));
  expect(groceries.find((g) => g.name === 'Sir gauda')).toMatchObject({ fat: 28, isPublic: false });
  expect(groceries.find((g) => g.name === 'Heljda, ljuštena')?.isPublic).toBe(true);

  // Search by name prefix, case-insensitive, from the third character.
  await page.getByRole('searchbox', { name: 'Pretraga namirnica' }).fill('hel');
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Pretraga namirnica' }).fill('');

  // Edit: "Loading..." then the filled form; saving goes back to the list.
  await row(page, 'Sir gauda').getByRole('button', { name: 'Uredi Sir gauda' }).click();
  await expect(page).toHaveURL(/\/groceries\/[^/]+$/);
  await expect(page.getByLabel('Naziv')).toHaveValue('Sir gauda');
  await page.getByLabel('Naziv').fill('Sir gouda');
  await page.getByLabel('Energija (kcal)').fill('350');
  await page.getByRole('button', { name: 'Spremi' }).click();
  await expect(page).toHaveURL(/\/groceries$/);
  await expect(row(page, 'Sir gouda')).toContainText('350 kcal / 100g');

  // Delete asks first; cancel keeps it, delete removes it for good.
  await row(page, 'Sir gouda').getByRole('button', { name: 'Obriši Sir gouda' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Odustani' }).click();
  await expect(row(page, 'Sir gouda')).toBeVisible();
  await row(page, 'Sir gouda').getByRole('button', { name: 'Obriši Sir gouda' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Obriši' }).click();
  await expect(row(page, 'Sir gouda')).toHaveCount(0);
  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, 'Heljda, ljuštena')).toBeVisible();
});

test('the form refuses a short name and values that are not numbers', async ({
  signedIn: { page, api },
}) => {
  await page.goto('/groceries/create');
  await expect(page.getByLabel('Naziv')).toBeVisible(FIRST_LOAD);
  await page.getByLabel('Naziv').fill('Ab');
  await page.getByLabel('Energija (kcal)').fill('puno');
  await page.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(page.getByText('Naziv mora imati barem 3 znaka')).toBeVisible();
  await expect(page.getByText('Must be a number')).toHaveCount(4);
  await expect(page).toHaveURL(/\/groceries\/create$/);
  const { groceries } = await data<{ groceries: unknown[] }>(api.get('/api/groceries/my'));
  expect(groceries).toHaveLength(0);
});

test('another user sees a public grocery read-only and cannot edit it', async ({
  signedIn: { page, api },
}) => {
  const { grocery: shared } = await data<{ grocery: { id: string } }>(
    api.post('/api/groceries', {
      data: { name: publicName, energy: 89, fat: 0, protein: 1, carb: 23, isPublic: true },
    }),
  );
  await data(
    api.post('/api/groceries', {
      data: { name: privateName, energy: 420, fat: 20, protein: 5, carb: 55, isPublic: false },
    }),
  );

  const other = await signInApi(uniqueEmail('other'));
  await other.api.put('/api/me', { data: { name: 'Iva Druga' } });
  const otherPage = await pageFor(page, other.token);

  await otherPage.goto('/groceries');
  await expect(otherPage.getByText('Još nemate namirnica')).toBeVisible(FIRST_LOAD);
  await otherPage.getByRole('button', { name: 'Javne namirnice' }).click();
  await expect(otherPage).toHaveURL(/\/groceries\/public$/);
  await expect(row(otherPage, publicName)).toContainText('89 kcal / 100g');
  await expect(row(otherPage, privateName)).toHaveCount(0);
  // Read-only: no edit or delete on the public list.
  await expect(row(otherPage, publicName).getByRole('button')).toHaveCount(0);

  // Even at its address the form offers no save, and the API refuses a change.
  await otherPage.goto(`/groceries/${shared.id}`);
  await expect(otherPage.getByLabel('Naziv')).toHaveValue(publicName);
  await expect(otherPage.getByLabel('Naziv')).toBeDisabled();
  await expect(otherPage.getByRole('button', { name: 'Spremi' })).toHaveCount(0);
  const refused = await other.api.put(`/api/groceries/${shared.id}`, { data: { name: 'Moja' } });
  expect(refused.ok()).toBe(false);

  await otherPage.context().close();
  await other.api.dispose();
});
