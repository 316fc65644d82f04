import type { Locator, Page } from '@playwright/test';
import { data } from './support/api';
import { expect, FIRST_LOAD, test } from './support/fixtures';

/**
 * Every create is sent once, however fast the clicks (issue 49): two clicks within one frame on a
 * create button, before anything React draws could disable it, store one record.
 */

/** Two clicks in one task: nothing is drawn between them (a real double click is slower). */
const clickTwiceInOneFrame = (button: Locator) =>
  button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });

/** Counts the page's requests of `method` to a path ending in `path`. */
function requestsTo(page: Page, method: string, path: RegExp) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname))
      seen.push(request.url());
  });
  return seen;
}

test('a double click on "Dodaj" stores one grocery @phone', async ({ signedIn: { page, api } }) => {
  const name = `Dvoklik ${Date.now().toString(36)}`;
  const posts = requestsTo(page, 'POST', /^\/api\/groceries$/);
  await page.goto('/groceries');
  await page.getByRole('button', { name: 'Dodaj namirnicu' }).first().click(FIRST_LOAD);
  await page.getByLabel('Naziv').fill(name);
  for (const label of ['Energija (kcal)', 'Bjelančevine (g)', 'Ugljikohidrati (g)', 'Masti (g)'])
    await page.getByLabel(label).fill('10');
  await clickTwiceInOneFrame(page.getByRole('button', { name: 'Dodaj', exact: true }));
  await expect(page).toHaveURL(/\/groceries$/);
  await expect(page.getByTestId('grocery-row').filter({ hasText: name })).toHaveCount(1);
  expect(posts).toHaveLength(1);
  const { groceries } = await data<{ groceries: { name: string }[] }>(api.get('/api/groceries/my'));
  expect(groceries.filter((g) => g.name === name)).toHaveLength(1);
});

test('a real double click on "Dodaj" stores one grocery', async ({ signedIn: { page, api } }) => {
  const name = `Pravi dvoklik ${Date.now().toString(36)}`;
  const posts = requestsTo(page, 'POST', /^\/api\/groceries$/);
  await page.goto('/groceries/create');
  await page.getByLabel('Naziv').fill(name);
  for (const label of ['Energija (kcal)', 'Bjelančevine (g)', 'Ugljikohidrati (g)', 'Masti (g)'])
    await page.getByLabel(label).fill('10');
  await page.getByRole('button', { name: 'Dodaj', exact: true }).dblclick();
  await expect(page).toHaveURL(/\/groceries$/);
  await expect(page.getByTestId('grocery-row').filter({ hasText: name })).toHaveCount(1);
  expect(posts).toHaveLength(1);
  const { groceries } = await data<{ groceries: { name: string }[] }>(api.get('/api/groceries/my'));
  expect(groceries.filter((g) => g.name === name)).toHaveLength(1);
});

test('a double click on "Spremi recept" stores one recipe @phone', async ({
  signedIn: { page, api },
}) => {
  const grocery = `Tjestenina ${Date.now().toString(36)}`;
  await data(
    api.post('/api/groceries', {
      data: { name: grocery, energy: 350, protein: 12, carb: 70, fat: 2, visibility: 'private' },
    }),
  );
  const posts = requestsTo(page, 'POST', /^\/api\/recipes$/);
  await page.goto('/groceries/recipes/new');
  await expect(page.getByRole('heading', { name: 'Novi recept' })).toBeVisible(FIRST_LOAD);
  await page.getByLabel('Naziv recepta').fill('Dvostruka pasta');
  await page.getByLabel('Broj porcija').fill('2');
  await page.getByRole('searchbox', { name: 'Dodaj sastojak' }).fill('Tje');
  await page
    .getByRole('list', { name: 'Dodaj sastojak' })
    .getByRole('button', { name: grocery })
    .click();
  await page.getByLabel(`Količina: ${grocery} (g)`).fill('200');
  await clickTwiceInOneFrame(page.getByRole('button', { name: 'Spremi recept' }));
  await expect(page.getByRole('heading', { name: /Dvostruka pasta/, level: 1 })).toBeVisible();
  expect(posts).toHaveLength(1);
  const { recipes } = await data<{ recipes: { name: string }[] }>(api.get('/api/recipes'));
  expect(recipes.filter((r) => r.name === 'Dvostruka pasta')).toHaveLength(1);
});

test('a double click adds one diary entry and one activity', async ({
  signedIn: { page, api },
}) => {
  const name = `Jogurt ${Date.now().toString(36)}`;
  await data(
    api.post('/api/groceries', {
      data: { name, energy: 60, protein: 4, carb: 5, fat: 3, visibility: 'private' },
    }),
  );
  await page.goto('/food-diary/day/today');
  await page.getByRole('button', { name: 'Dodaj u obrok: Doručak' }).click(FIRST_LOAD);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox').fill('Jog');
  await dialog.getByRole('button', { name: new RegExp(name) }).click();
  await clickTwiceInOneFrame(dialog.getByRole('button', { name: 'Dodaj', exact: true }));
  const breakfast = page.getByRole('region', { name: 'Doručak' });
  await expect(breakfast.getByText(name)).toBeVisible();

  await page.getByRole('button', { name: 'Dodaj aktivnost' }).click();
  const activity = page.getByRole('dialog');
  await activity.getByLabel('Naziv aktivnosti').fill('Plivanje');
  await activity.getByLabel('Trajanje (min)').fill('30');
  await activity.getByLabel('Potrošena energija (kcal)').fill('250');
  await clickTwiceInOneFrame(activity.getByRole('button', { name: 'Dodaj' }));
  await expect(
    page.getByRole('region', { name: 'Aktivnosti' }).getByText('Plivanje'),
  ).toBeVisible();

  const today = await page.evaluate(() => new Date().toLocaleDateString('sv-SE'));
  await expect
    .poll(async () => {
      const { foodDiary } = await data<{
        foodDiary: { groceries: { name: string }[]; activities: { name: string }[] } | null;
      }>(api.get(`/api/food-diaries/${today}`));
      return [
        foodDiary?.groceries.filter((g) => g.name === name).length,
        foodDiary?.activities.filter((a) => a.name === 'Plivanje').length,
      ];
    })
    .toEqual([1, 1]);
  await expect(breakfast.getByText(name)).toHaveCount(1);
});

test('a double click adds one item to a list, and one list from "Dodaj popis"', async ({
  signedIn: { page, api },
}) => {
  const { list } = await data<{ list: { id: string } }>(
    api.post('/api/lists', { data: { name: 'Tržnica' } }),
  );
  const listPosts = requestsTo(page, 'POST', /^\/api\/lists$/);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Popisi', exact: true })).toBeVisible(FIRST_LOAD);
  await clickTwiceInOneFrame(page.getByRole('link', { name: 'Dodaj popis' }).first());
  await expect(page).toHaveURL(/\/editor\/[\w-]+$/, FIRST_LOAD);
  await expect(page.getByRole('button', { name: 'Dodaj stavku', exact: true })).toBeVisible(
    FIRST_LOAD,
  );
  expect(listPosts).toHaveLength(1);
  const { lists } = await data<{ lists: unknown[] }>(api.get('/api/lists'));
  expect(lists).toHaveLength(2);

  await page.goto(`/editor/${list.id}`);
  await page.getByRole('button', { name: 'Dodaj stavku', exact: true }).click(FIRST_LOAD);
  await page.getByLabel('Pretraži stavke').fill('Paprika');
  const itemPosts = requestsTo(page, 'POST', new RegExp(`^/api/lists/${list.id}/items$`));
  // The list's changes are sent one after another: a second add would follow the first's answer,
  // before the list is read again after it.
  const reread = page.waitForResponse(
    (r) => r.request().method() === 'GET' && r.url().endsWith(`/api/lists/${list.id}`),
  );
  await clickTwiceInOneFrame(page.getByRole('button', { name: 'Dodaj na popis' }));
  await expect(page.getByTestId('add-item-view')).toHaveCount(0);
  await reread;
  expect(itemPosts).toHaveLength(1);
  const { list: stored } = await data<{ list: { items: { name: string }[] } }>(
    api.get(`/api/lists/${list.id}`),
  );
  expect(stored.items.filter((item) => item.name === 'Paprika')).toHaveLength(1);
});

test('a double click on "Pošalji pozivnicu" sends one invite', async ({ signedIn: { page } }) => {
  const posts = requestsTo(page, 'POST', /^\/api\/team-invites$/);
  await page.goto('/settings');
  await expect(page.getByLabel('E-mail adresa')).toBeVisible(FIRST_LOAD);
  await page.getByLabel('E-mail adresa').fill(`dvoklik.${Date.now().toString(36)}@example.com`);
  await clickTwiceInOneFrame(page.getByRole('button', { name: 'Pošalji pozivnicu' }));
  await expect(page.getByTestId('toast')).toContainText('Invitation sent to');
  expect(posts).toHaveLength(1);
});

test('a double click adds one dish to the menu, and one note from "Dodaj bilješku"', async ({
  signedIn: { page, api },
}) => {
  const name = `Kelj ${Date.now().toString(36)}`;
  await data(
    api.post('/api/groceries', {
      data: { name, energy: 40, protein: 3, carb: 6, fat: 1, visibility: 'private' },
    }),
  );
  const planPuts = requestsTo(page, 'PUT', /^\/api\/meal-plan\//);
  await page.goto('/food-diary/plan');
  await page
    .getByRole('button', { name: /^Dodaj u jelovnik/ })
    .first()
    .click(FIRST_LOAD);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox').fill('Kel');
  await dialog.getByRole('button', { name: new RegExp(name) }).click();
  // The menu shows the dish before the server has it: the check below waits for the save's answer.
  const saved = page.waitForResponse(
    (r) =>
      r.request().method() === 'PUT' && new URL(r.url()).pathname.startsWith('/api/meal-plan/'),
  );
  await clickTwiceInOneFrame(dialog.getByRole('button', { name: 'Dodaj', exact: true }));
  await expect(page.getByTestId('plan-week').getByText(name)).toHaveCount(1);
  expect((await saved).ok()).toBe(true);
  await expect.poll(() => planPuts.length).toBe(1);
  const from = await page.evaluate(() => {
    const d = new Date();
    d.setDate(d.getDate() - 7);
    return d.toLocaleDateString('sv-SE');
  });
  const to = await page.evaluate(() => {
    const d = new Date();
    d.setDate(d.getDate() + 7);
    return d.toLocaleDateString('sv-SE');
  });
  const plan = await data<unknown>(api.get(`/api/meal-plan?from=${from}&to=${to}`));
  expect(JSON.stringify(plan).split(name).length - 1).toBe(1);
  expect(planPuts).toHaveLength(1);

  const notePosts = requestsTo(page, 'POST', /^\/api\/notes$/);
  await page.goto('/notes');
  await clickTwiceInOneFrame(page.getByRole('link', { name: 'Dodaj bilješku' }).last());
  await expect(page.getByRole('textbox', { name: 'Naslov bilješke' })).toBeVisible(FIRST_LOAD);
  expect(notePosts).toHaveLength(1);
  const { notes } = await data<{ notes: unknown[] }>(api.get('/api/notes'));
  expect(notes).toHaveLength(1);
});
