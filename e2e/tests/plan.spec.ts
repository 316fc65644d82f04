import type { Page } from '@playwright/test';
import { data, joinTeamApi, uniqueEmail } from './support/api';
import { expect, FIRST_LOAD, liveStreamOpened, pageFor, test } from './support/fixtures';
import {
  swContext,
  waitForOfflineReady,
  waitForRemoteStored,
  waitForSavedQuery,
} from './support/offline';

/**
 * Plan, shop, eat: the team plans once (the week's menu, live for every member), shops once (the
 * week's ingredients merged into a list) and each member logs their own portion with one tap.
 */

interface Me {
  user: { id: string; team: { id: string } };
}
interface Recipe {
  id: string;
  name: string;
  perServing: { energy: number };
}
interface ListItem {
  name: string;
  quantity?: string | null;
}

/** The browser's local day `offset` days from today (the suite runs in Europe/Zagreb). */
const isoDay = (page: Page, offset: number) =>
  page.evaluate((days) => {
    const d = new Date();
    d.setDate(d.getDate() + days);
    return d.toLocaleDateString('sv-SE');
  }, offset);

/**
 * Waits until the saved query cache (IndexedDB) holds a queued change whose key starts with
 * `root`: the page saves a moment after the change, and a reload before that would not have it.
 */
async function waitForSavedMutation(page: Page, root: string) {
  await expect
    .poll(() =>
      page.evaluate(
        (wanted) =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('organizator');
            open.onerror = () => resolve(false);
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('query-cache')) return resolve(false);
              const get = db
                .transaction('query-cache')
                .objectStore('query-cache')
                .get('query-client');
              get.onerror = () => resolve(false);
              get.onsuccess = () => {
                const saved = get.result as
                  | { clientState?: { mutations?: { mutationKey?: unknown[] }[] } }
                  | undefined;
                const mutations = saved?.clientState?.mutations ?? [];
                resolve(mutations.some((m) => m.mutationKey?.[0] === wanted));
              };
            };
          }),
        root,
      ),
    )
    .toBe(true);
}

const cell = (page: Page, date: string, meal: string) =>
  page.getByTestId(`plan-cell-${date}-${meal}`);
const dinner = (page: Page) => page.getByRole('region', { name: 'Večera' });

test('A plans tomorrow’s dinner, B sees it live, A shops for the week, B logs a portion with one tap @phone', async ({
  signedIn: { page, api },
}) => {
  // Two browsers, four pages and a reload: more than the default on a shared, loaded machine.
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const { user } = await data<Me>(api.get('/api/me'));
  const member = await joinTeamApi(api, user.team.id, uniqueEmail('ivo'));
  await member.api.put('/api/me', { data: { name: 'Ivo Član' } });

  // The team's foods: a recipe of two team groceries, and a list that already holds one of them.
  const grocery = (name: string, energy: number) =>
    data<{ grocery: { id: string } }>(
      api.post('/api/groceries', {
        data: { name, energy, fat: 2, protein: 10, carb: 60, visibility: 'team' },
      }),
    ).then((d) => d.grocery);
  const pasta = await grocery(`Tjestenina ${stamp}`, 350);
  const tomato = await grocery(`Rajčica ${stamp}`, 20);
  const { recipe } = await data<{ recipe: Recipe }>(
    api.post('/api/recipes', {
      data: {
        name: `Šalša ${stamp}`,
        servings: 4,
        visibility: 'team',
        ingredients: [
          { groceryId: pasta.id, grams: 400 },
          { groceryId: tomato.id, grams: 600 },
        ],
      },
    }),
  );
  const { list } = await data<{ list: { id: string } }>(
    api.post('/api/lists', { data: { name: `Kupnja ${stamp}` } }),
  );
  await data(
    api.post(`/api/lists/${list.id}/items`, {
      data: { name: `Rajčica ${stamp}`, category: '', quantity: '200 g' },
    }),
  );

  const tomorrow = await isoDay(page, 1);
  // B watches the week of tomorrow (a dated URL: tomorrow may be in next week).
  const memberPage = await pageFor(page, member.token);
  const memberLive = liveStreamOpened(memberPage);
  await memberPage.goto(`/food-diary/plan/${tomorrow}`);
  await expect(memberPage.getByTestId('plan-week')).toBeVisible(FIRST_LOAD);
  await memberLive;

  // A adds the recipe to tomorrow's dinner, 4 servings.
  await page.goto(`/food-diary/plan/${tomorrow}`);
  await expect(page.getByRole('heading', { name: 'Tjedni jelovnik' })).toBeVisible(FIRST_LOAD);
  await cell(page, tomorrow, 'dinner')
    .getByRole('button', { name: /^Dodaj u jelovnik/ })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox').fill('Šal');
  await dialog.getByRole('button', { name: recipe.name }).click();
  await expect(dialog.getByLabel('Broj porcija')).toHaveValue('1');
  await dialog.getByLabel('Broj porcija').fill('4');
  await dialog.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(cell(page, tomorrow, 'dinner').getByText(recipe.name)).toBeVisible();
  await expect(cell(page, tomorrow, 'dinner')).toContainText('4 porcije');

  // B sees it live, with the toast naming who changed it.
  await expect(cell(memberPage, tomorrow, 'dinner').getByText(recipe.name)).toBeVisible();
  await expect(memberPage.getByTestId('toast')).toContainText('Jelovnik tima');

  // A puts the week's ingredients on the list: merged into what is there, never a duplicate.
  await page.getByTestId('plan-to-list').click();
  const shop = page.getByRole('dialog');
  await shop.getByLabel('Popis', { exact: true }).selectOption({ label: `Kupnja ${stamp}` });
  await shop.getByRole('button', { name: 'Dodaj na popis' }).click();
  const result = page.getByTestId('plan-to-list-result');
  await expect(result).toContainText(`Tjestenina ${stamp}: 400 g`);
  await expect(result).toContainText(`Rajčica ${stamp}: 600 g`);
  const stored = await data<{ list: { items: ListItem[] } }>(api.get(`/api/lists/${list.id}`));
  const named = (name: string) => stored.list.items.filter((item) => item.name === name);
  expect(named(`Rajčica ${stamp}`)).toHaveLength(1);
  expect(named(`Tjestenina ${stamp}`)).toHaveLength(1);
  await page.getByRole('dialog').getByText('Zatvori', { exact: true }).click();

  // Tomorrow, in B's diary: the dinner is planned and not counted; one tap logs B's portion.
  await memberPage.goto(`/food-diary/day/${tomorrow}`);
  const planned = dinner(memberPage).getByTestId('planned-entry');
  await expect(planned).toContainText('Planirano', FIRST_LOAD);
  await expect(planned).toContainText(recipe.name);
  await expect(memberPage.getByTestId('diary-remaining')).toHaveText('1800 kcal');
  const portion = Math.round(recipe.perServing.energy);
  await expect(memberPage.getByTestId('diary-if-plan-eaten')).toContainText(`${1800 - portion}`);
  await planned.getByRole('button', { name: `Upiši svoju porciju: ${recipe.name}` }).click();
  await expect(memberPage.getByTestId('diary-remaining')).toHaveText(`${1800 - portion} kcal`);
  await expect(dinner(memberPage).getByTestId('planned-entry')).toHaveCount(0);
  await expect(dinner(memberPage).getByText(recipe.name)).toBeVisible();
  // Kept by the server, not only on screen.
  await memberPage.reload();
  await expect(memberPage.getByTestId('diary-remaining')).toHaveText(
    `${1800 - portion} kcal`,
    FIRST_LOAD,
  );
  await expect(dinner(memberPage).getByTestId('planned-entry')).toHaveCount(0);

  // A's diary is untouched: the dinner is still planned for A, nothing eaten.
  await page.goto(`/food-diary/day/${tomorrow}`);
  await expect(dinner(page).getByTestId('planned-entry')).toContainText(recipe.name, FIRST_LOAD);
  await expect(page.getByTestId('diary-remaining')).toHaveText('1800 kcal');

  // The menu is the same for everyone: still planned in the week.
  await page.goto(`/food-diary/plan/${tomorrow}`);
  await expect(cell(page, tomorrow, 'dinner').getByText(recipe.name)).toBeVisible(FIRST_LOAD);
  await memberPage.context().close();
});

test('moves a planned dish to another meal and removes it', async ({ signedIn: { page, api } }) => {
  const stamp = Date.now().toString(36);
  const { grocery } = await data<{ grocery: { id: string } }>(
    api.post('/api/groceries', {
      data: { name: `Jogurt ${stamp}`, energy: 60, fat: 3, protein: 4, carb: 5, isPublic: false },
    }),
  );
  const today = await isoDay(page, 0);
  await data(
    api.put(`/api/meal-plan/${today}`, {
      data: {
        version: null,
        entries: [
          { id: crypto.randomUUID(), meal: 'breakfast', groceryId: grocery.id, grams: 200 },
        ],
      },
    }),
  );
  await page.goto('/food-diary/plan');
  const breakfast = cell(page, today, 'breakfast');
  await expect(breakfast.getByText(`Jogurt ${stamp}`)).toBeVisible(FIRST_LOAD);
  await breakfast.getByRole('button', { name: `Uredi ili premjesti Jogurt ${stamp}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Količina u gramima').fill('250');
  await dialog.getByText('Međuobrok').click();
  await dialog.getByRole('button', { name: 'Spremi' }).click();
  const snack = cell(page, today, 'snack');
  await expect(snack.getByText(`Jogurt ${stamp}`)).toBeVisible();
  await expect(snack).toContainText('250 g');
  await expect(breakfast.getByText(`Jogurt ${stamp}`)).toHaveCount(0);
  await snack.getByRole('button', { name: `Ukloni Jogurt ${stamp} iz jelovnika` }).click();
  await expect(snack.getByText(`Jogurt ${stamp}`)).toHaveCount(0);
  // Stored: a reload shows the same.
  await page.reload();
  await expect(page.getByTestId('plan-week')).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('plan-entry')).toHaveCount(0);
});

test('the week read before opens offline, and a portion logged offline is sent on reconnect', async ({
  signedIn: { page, api, token },
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const { grocery } = await data<{ grocery: { id: string } }>(
    api.post('/api/groceries', {
      data: { name: `Kefir ${stamp}`, energy: 60, fat: 3, protein: 4, carb: 5, isPublic: false },
    }),
  );
  const today = await isoDay(page, 0);
  const [monday, sunday] = await page.evaluate(() => {
    const d = new Date();
    d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
    const from = d.toLocaleDateString('sv-SE');
    d.setDate(d.getDate() + 6);
    return [from, d.toLocaleDateString('sv-SE')];
  });
  await data(
    api.put(`/api/meal-plan/${today}`, {
      data: {
        version: null,
        entries: [{ id: crypto.randomUUID(), meal: 'lunch', groceryId: grocery.id, grams: 200 }],
      },
    }),
  );

  // Online, once: the week, then the day from its link.
  const context = await swContext(page, token);
  const tab = await context.newPage();
  await tab.goto('/food-diary/plan');
  await expect(cell(tab, today, 'lunch').getByText(`Kefir ${stamp}`)).toBeVisible(FIRST_LOAD);
  await waitForOfflineReady(tab, '/remotes/mf-diary/remoteEntry.js');
  await tab.getByTestId(`plan-day-${today}`).getByRole('link').click();
  const lunch = tab.getByRole('region', { name: 'Ručak' });
  await expect(lunch.getByTestId('planned-entry')).toContainText(`Kefir ${stamp}`);
  await waitForRemoteStored(tab, 'mf-diary');
  await waitForSavedQuery(tab, ['meal-plan', 'range', monday, sunday], `Kefir ${stamp}`);
  await waitForSavedQuery(tab, ['food-diaries', 'day', today], `Kefir ${stamp}`);

  // No signal: the week seen before opens again after a full reload, from the worker's files
  // and the saved query cache.
  await context.setOffline(true);
  await tab.goto('/food-diary/plan');
  await expect(cell(tab, today, 'lunch').getByText(`Kefir ${stamp}`)).toBeVisible(FIRST_LOAD);
  await expect(tab.getByTestId('offline-banner')).toBeVisible();

  // A portion logged now counts at once and waits to be sent, a reload too.
  await tab.getByTestId(`plan-day-${today}`).getByRole('link').click();
  await expect(tab.getByTestId('diary-remaining')).toHaveText('1800 kcal', FIRST_LOAD);
  await lunch
    .getByTestId('planned-entry')
    .getByRole('button', { name: `Upiši svoju porciju: Kefir ${stamp}` })
    .click();
  await expect(tab.getByTestId('diary-remaining')).toHaveText('1740 kcal');
  await expect(lunch.getByTestId('planned-entry')).toHaveCount(0);
  await waitForSavedMutation(tab, 'diary-change');
  await tab.reload();
  await expect(tab.getByTestId('diary-remaining')).toHaveText('1740 kcal', FIRST_LOAD);
  await expect(lunch.getByTestId('planned-entry')).toHaveCount(0);

  // Signal again: sent, once.
  await context.setOffline(false);
  await expect
    .poll(async () => {
      const { foodDiary } = await data<{ foodDiary: { groceries: { name: string }[] } }>(
        api.get(`/api/food-diaries/${today}`),
      );
      return foodDiary.groceries.map((g) => g.name);
    })
    .toEqual([`Kefir ${stamp}`]);
  await context.close();
});
