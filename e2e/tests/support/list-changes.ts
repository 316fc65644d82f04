import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { data } from './api';
import { expect, FIRST_LOAD, test } from './fixtures';
import { swContext, waitForOfflineReady, waitForRemoteStored, waitForSavedQuery } from './offline';

/** How late the saved copy answers in a "slow storage" run: after the arriving page has asked. */
const SLOW_STORAGE_MS = 1000;

/**
 * The changes a member can make to a shopping list (each queued offline like any list change), as
 * the seam journeys make them: where, how, what the list shows after, and what lands on the server.
 * Shared by the closed-tab journey (offline-closed-tab.spec.ts) and the seam suite (seams.spec.ts).
 */
export const ITEMS = ['Mlijeko', 'Kruh', 'Jaja'];

export interface StoredList {
  name: string;
  items: { id: string; name: string; isDone: boolean; quantity: string | null }[];
}

export interface Seeded {
  listId: string;
  recipeId?: string;
}

/** One change a member can make offline: where it is made, how, what shows after, what lands. */
export interface Change {
  name: string;
  /** Run on the phone project too (the issue's own case). */
  phone?: boolean;
  /** The page the change is made on (opened online first, then reloaded offline). */
  page: (seeded: Seeded) => string;
  seed?: (api: APIRequestContext) => Promise<{ recipeId: string }>;
  make: (page: Page) => Promise<void>;
  /** The reopened list, offline: the change is there and marked as waiting. */
  shown: (page: Page, seeded: Seeded) => Promise<void>;
  /** The list on the server once the change is sent: exactly what one send makes. */
  landed: (list: StoredList) => void;
}

export const row = (page: Page, name: string) =>
  page.getByTestId('item-row').filter({ has: page.getByText(name, { exact: true }) });
export const banner = (page: Page) => page.getByTestId('offline-banner');
export const oneWaiting = async (page: Page) =>
  expect(banner(page)).toContainText('1 promjena popisa čeka slanje.');
export const names = (list: StoredList) => list.items.map((item) => item.name).sort();
export const editorOf = ({ listId }: Seeded) => `/editor/${listId}`;

export const CHANGES: Change[] = [
  {
    name: 'tick',
    phone: true,
    page: editorOf,
    make: (page) =>
      row(page, 'Mlijeko').getByRole('button', { name: 'Označi Mlijeko kao kupljeno' }).click(),
    shown: async (page, { listId }) => {
      // Ticked items are hidden unless asked for.
      await page.goto(`/editor/${listId}?showDone`);
      await expect(row(page, 'Mlijeko')).toHaveAttribute('data-done', 'true', FIRST_LOAD);
      await expect(row(page, 'Mlijeko').getByTestId('item-waiting')).toBeVisible();
      await oneWaiting(page);
    },
    landed: (list) => {
      expect(names(list)).toEqual(['Jaja', 'Kruh', 'Mlijeko']);
      expect(list.items.find((item) => item.name === 'Mlijeko')?.isDone).toBe(true);
    },
  },
  {
    name: 'add',
    page: editorOf,
    make: async (page) => {
      await page.getByRole('button', { name: 'Dodaj stavku', exact: true }).click();
      await page.getByLabel('Pretraži stavke').fill('Banane');
      await page.getByRole('button', { name: 'Dodaj na popis' }).click();
    },
    shown: async (page, seeded) => {
      await page.goto(editorOf(seeded));
      await expect(row(page, 'Banane').getByTestId('item-waiting')).toBeVisible(FIRST_LOAD);
      await oneWaiting(page);
    },
    // Added once, however often it was sent.
    landed: (list) => expect(names(list)).toEqual(['Banane', 'Jaja', 'Kruh', 'Mlijeko']),
  },
  {
    name: 'edit',
    page: editorOf,
    make: async (page) => {
      await page.getByRole('button', { name: 'Izbornik stavke Kruh' }).click();
      await page.getByRole('menuitem', { name: 'Uredi' }).click();
      const view = page.getByTestId('edit-item-view');
      await view.getByLabel('Naziv').fill('Kruh raženi');
      await view.getByRole('button', { name: 'Spremi' }).click();
    },
    shown: async (page, seeded) => {
      await page.goto(editorOf(seeded));
      await expect(row(page, 'Kruh raženi').getByTestId('item-waiting')).toBeVisible(FIRST_LOAD);
      await expect(row(page, 'Kruh')).toHaveCount(0);
      await oneWaiting(page);
    },
    landed: (list) => expect(names(list)).toEqual(['Jaja', 'Kruh raženi', 'Mlijeko']),
  },
  {
    name: 'rename',
    page: editorOf,
    make: async (page) => {
      await page.getByTestId('list-title').click();
      await page.getByLabel('Naziv popisa').fill('Nedjelja');
      await page.getByLabel('Naziv popisa').press('Enter');
    },
    shown: async (page, seeded) => {
      await page.goto(editorOf(seeded));
      await expect(page.getByTestId('list-title')).toHaveText('Nedjelja', FIRST_LOAD);
      await oneWaiting(page);
    },
    landed: (list) => {
      expect(list.name).toBe('Nedjelja');
      expect(names(list)).toEqual(['Jaja', 'Kruh', 'Mlijeko']);
    },
  },
  {
    name: 'remove',
    page: editorOf,
    make: async (page) => {
      await page.getByRole('button', { name: 'Izbornik stavke Jaja' }).click();
      await page.getByRole('menuitem', { name: 'Ukloni' }).click();
    },
    shown: async (page, seeded) => {
      await page.goto(editorOf(seeded));
      await expect(row(page, 'Mlijeko')).toBeVisible(FIRST_LOAD);
      await expect(row(page, 'Jaja')).toHaveCount(0);
      await oneWaiting(page);
    },
    landed: (list) => expect(names(list)).toEqual(['Kruh', 'Mlijeko']),
  },
  {
    name: 'recipe',
    page: ({ recipeId }) => `/groceries/recipes/${recipeId}`,
    seed: async (api) => {
      const ids: string[] = [];
      for (const [name, energy] of [
        ['Tjestenina', 350],
        ['Rajčica', 20],
      ] as const) {
        const { grocery } = await data<{ grocery: { id: string } }>(
          api.post('/api/groceries', {
            data: { name, energy, fat: 1, protein: 1, carb: 1, visibility: 'private' },
          }),
        );
        ids.push(grocery.id);
      }
      const { recipe } = await data<{ recipe: { id: string } }>(
        api.post('/api/recipes', {
          data: {
            name: 'Šalša',
            servings: 4,
            visibility: 'private',
            ingredients: [
              { groceryId: ids[0], grams: 400 },
              { groceryId: ids[1], grams: 600 },
            ],
          },
        }),
      );
      return { recipeId: recipe.id };
    },
    make: async (page) => {
      await page.getByRole('button', { name: 'Dodaj sastojke na popis' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: 'Subota' }).check();
      await dialog.getByLabel('Za koliko porcija').fill('4');
      await dialog.getByRole('button', { name: 'Dodaj na popis' }).click();
    },
    shown: async (page, seeded) => {
      await page.goto(editorOf(seeded));
      await expect(page.getByTestId('recipe-waiting')).toHaveText(
        /Sastojci recepta „Šalša” za 4 porcije dodat će se kad se veza vrati\./,
        FIRST_LOAD,
      );
      await expect(row(page, 'Mlijeko')).toBeVisible();
      await oneWaiting(page);
    },
    // Each ingredient once, at the recipe's amount: a second send would have doubled it or added it twice.
    landed: (list) => {
      expect(names(list)).toEqual(['Jaja', 'Kruh', 'Mlijeko', 'Rajčica', 'Tjestenina']);
      const quantity = (name: string) => list.items.find((item) => item.name === name)?.quantity;
      expect(quantity('Tjestenina')).toBe('400 g');
      expect(quantity('Rajčica')).toBe('600 g');
    },
  },
];

/** A list "Subota" of ITEMS, and what the change needs beside it. */
export async function seedList(api: APIRequestContext, change: Change): Promise<Seeded> {
  const { list } = await data<{ list: { id: string } }>(
    api.post('/api/lists', { data: { name: 'Subota' } }),
  );
  for (const name of ITEMS) {
    await data(api.post(`/api/lists/${list.id}/items`, { data: { name, category: '' } }));
  }
  return { listId: list.id, ...(await change.seed?.(api)) };
}

export const storedList = async (api: APIRequestContext, listId: string) =>
  (await data<{ list: StoredList }>(api.get(`/api/lists/${listId}`))).list;

/** A browser whose saved copy answers late while offline, as a slow phone's storage may. */
async function slowStorageOffline(context: BrowserContext) {
  await context.addInitScript((delay) => {
    if (navigator.onLine) return;
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (this: IDBFactory, ...args: [string, number?]) {
      const request = open.apply(this, args);
      if (args[0] !== 'organizator') return request;
      let handler: ((event: Event) => void) | null = null;
      request.addEventListener('success', (event) => {
        event.stopImmediatePropagation();
        setTimeout(() => handler?.call(request, event), delay);
      });
      Object.defineProperty(request, 'onsuccess', {
        get: () => handler,
        set: (next: ((event: Event) => void) | null) => {
          handler = next;
        },
      });
      return request;
    } as IDBFactory['open'];
  }, SLOW_STORAGE_MS);
}

/**
 * A change made offline on a page opened from the saved copy, the tab closed `closedAfter` ms
 * later, the app opened again still offline (the change shown, waiting), then online: sent, and
 * on the server once. The context is the test page's browser with the service worker allowed, on
 * the project's device.
 */
export async function offlineThenClosedTab({
  page,
  api,
  token,
  change,
  closedAfter,
  storage,
}: {
  page: Page;
  api: APIRequestContext;
  token: string;
  change: Change;
  closedAfter: number;
  storage: 'slow' | 'quick';
}) {
  const seeded = await seedList(api, change);
  const list = { id: seeded.listId };

  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = test.info().project.use;
  const context = await swContext(page, token, {
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
  });
  if (storage === 'slow') await slowStorageOffline(context);
  let tab = await context.newPage();
  // Online once: the lists, the list, and the page the change is made on.
  await tab.goto('/dashboard');
  await expect(tab.getByText('Subota')).toBeVisible(FIRST_LOAD);
  await tab.goto(editorOf(seeded));
  await expect(row(tab, 'Jaja')).toBeVisible(FIRST_LOAD);
  await waitForOfflineReady(tab, '/remotes/mf-lists/remoteEntry.js');
  await waitForRemoteStored(tab, 'mf-lists');
  await waitForSavedQuery(tab, ['lists', 'overview'], 'Subota');
  await waitForSavedQuery(tab, ['lists', 'detail', list.id], 'Jaja');
  const where = change.page(seeded);
  if (where !== editorOf(seeded)) {
    await tab.goto(where);
    await expect(tab.getByRole('heading', { name: 'Šalša' })).toBeVisible(FIRST_LOAD);
    await waitForOfflineReady(tab, '/remotes/mf-groceries/remoteEntry.js');
    await waitForRemoteStored(tab, 'mf-groceries');
    await waitForSavedQuery(tab, ['recipes', 'detail', seeded.recipeId ?? ''], 'Šalša');
  }

  // No signal: the page opened again from what was saved, the change made there.
  await context.setOffline(true);
  await tab.reload();
  await expect(banner(tab)).toBeVisible(FIRST_LOAD);
  await change.make(tab);
  if (closedAfter > 0) await tab.waitForTimeout(closedAfter);
  await tab.close();

  // Opened again, still offline.
  tab = await context.newPage();
  await change.shown(tab, seeded);

  // Signal again: sent, and on the server once.
  await context.setOffline(false);
  await expect(banner(tab)).toHaveCount(0);
  const stored = () => storedList(api, list.id);
  await expect(async () => change.landed(await stored())).toPass({ timeout: 15_000 });
  // The queue is done (the toast follows the last send), and the change still landed once.
  await expect(tab.getByTestId('toast').filter({ hasText: 'Promjene su poslane' })).toBeVisible();
  await expect(tab.getByTestId('item-waiting')).toHaveCount(0);
  await expect(tab.getByTestId('recipe-waiting')).toHaveCount(0);
  change.landed(await stored());
  await context.close();
}
