import type { Page, Route } from '@playwright/test';
import { BASE_URL, data, joinTeamApi } from './support/api';
import { expect, FIRST_LOAD, pageFor, test } from './support/fixtures';
import {
  CHANGES,
  type Change,
  editorOf,
  offlineThenClosedTab,
  row,
  type Seeded,
  type StoredList,
  seedList,
  storedList,
} from './support/list-changes';
import { startSseCuttingProxy } from './support/sse-cutting-proxy';

/**
 * The seam suite (issue 49): every change a member makes to a shopping list, through each fault a
 * phone meets. One row per change and fault; its `sees` says what the member (or the teammate)
 * sees afterwards, and the test checks exactly that against the server. `pnpm test` runs this file
 * on PGlite with the other journeys, and again on PostgreSQL (scripts/test.mjs).
 *
 * | fault                                   | what is seen afterwards                                       |
 * |-----------------------------------------|---------------------------------------------------------------|
 * | offline, then the tab closed            | reopened offline: the change, marked as waiting; online: sent once |
 * | a teammate's stream cut inside the frame| the teammate's list shows the change, without a reload       |
 * | a second tab changing the same thing    | both tabs show the server's list; the change is in it        |
 * | a reload before the server had it       | the change, waiting, then sent once                          |
 * | a reload after the server had it        | the change, once (the resend adds nothing twice)              |
 * | a 502 from the balancer                 | the change, sent again and stored once; no error shown        |
 */

test.describe.configure({ mode: 'parallel' });

/** The list's changes on one page (a recipe's ingredients have their own page and journey). */
const LIST_CHANGES = CHANGES.filter((change) => change.name !== 'recipe');

/** A change's own write: any request of the list's API but a read. */
const isWrite = (route: Route) =>
  route.request().method() !== 'GET' &&
  new URL(route.request().url()).pathname.startsWith('/api/lists/');

/** The editor with its ticked items shown: every item of the server's list has a row. */
const openList = async (page: Page, seeded: Seeded) => {
  await page.goto(`${editorOf(seeded)}?showDone`);
  await expect(page.getByTestId('item-row').first()).toBeVisible(FIRST_LOAD);
};

/** The page shows exactly the server's list: its name, each item by name and state, none more. */
async function showsServerList(page: Page, list: StoredList) {
  await expect(page.getByTestId('list-title')).toHaveText(list.name);
  await expect(page.getByTestId('item-row')).toHaveCount(list.items.length);
  for (const item of list.items) {
    await expect(row(page, item.name).first()).toHaveAttribute('data-done', String(item.isDone));
  }
  await expect(page.getByTestId('item-waiting')).toHaveCount(0);
}

interface Fault {
  name: string;
  sees: string;
  run: (args: {
    page: Page;
    api: Parameters<typeof storedList>[0];
    token: string;
    change: Change;
  }) => Promise<void>;
}

const FAULTS: Fault[] = [
  {
    name: 'offline, then the tab closed',
    sees: 'reopened offline, the change marked as waiting; back online, sent once',
    run: ({ page, api, token, change }) =>
      offlineThenClosedTab({ page, api, token, change, closedAfter: 1000, storage: 'slow' }),
  },
  {
    name: "a teammate's stream cut inside the change's frame",
    sees: "the teammate's list shows the change, without a reload",
    run: async ({ page, api, change }) => {
      const seeded = await seedList(api, change);
      const { team } = await data<{ team: { id: string } }>(api.get('/api/my-team'));
      const mate = await joinTeamApi(api, team.id);
      await data(mate.api.put('/api/me', { data: { name: 'Iva Test' } }));
      const mateId = (await data<{ user: { id: string } }>(mate.api.get('/api/me'))).user.id;
      const proxy = await startSseCuttingProxy(new URL(BASE_URL));
      try {
        // The teammate's first stream is cut halfway through its first event: the change's.
        let cut = false;
        proxy.planWith((userId) => {
          if (userId !== mateId || cut) return null;
          cut = true;
          return { frame: 0, keep: (length) => Math.floor(length / 2) };
        });
        const matePage = await pageFor(page, mate.token);
        const opened = matePage.waitForResponse((r) => r.url().includes('/api/sse?'));
        await matePage.goto(`${proxy.origin}${editorOf(seeded)}?showDone`);
        await expect(row(matePage, 'Jaja')).toBeVisible(FIRST_LOAD);
        await opened;

        await openList(page, seeded);
        await change.make(page);
        await expect(async () => change.landed(await storedList(api, seeded.listId))).toPass();
        await showsServerList(matePage, await storedList(api, seeded.listId));
        expect(proxy.cuts.filter((c) => c.where === 'inside')).toHaveLength(1);
        await matePage.context().close();
      } finally {
        await proxy.close();
        await mate.api.dispose();
      }
    },
  },
  {
    name: 'a second tab changing the same thing',
    sees: "both tabs show the server's list, the change in it",
    run: async ({ page, api, token, change }) => {
      const seeded = await seedList(api, change);
      const other = await pageFor(page, token);
      await openList(page, seeded);
      await openList(other, seeded);
      // This tab's change waits (its requests get no answer, as on a dead connection) while the
      // other tab makes the same one and it lands. The page's code stays reachable, as the service
      // worker keeps it on a phone.
      await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
      await change.make(page);
      await expect(page.getByTestId('offline-banner')).toBeVisible();
      await change.make(other);
      await expect(async () => change.landed(await storedList(api, seeded.listId))).toPass();
      await page.unroute('**/api/**');
      await expect(page.getByTestId('offline-banner')).toHaveCount(0, { timeout: 60_000 });
      // An add made twice is two items (it was made twice); every other change is the same once.
      await expect(async () => {
        const list = await storedList(api, seeded.listId);
        if (change.name === 'add') {
          expect(list.items.filter((item) => item.name === 'Banane')).toHaveLength(2);
        } else {
          change.landed(list);
        }
        await showsServerList(page, list);
        await showsServerList(other, list);
      }).toPass({ timeout: 30_000 });
      await other.context().close();
    },
  },
  {
    name: 'a reload before the server had it',
    sees: 'the change, waiting, then sent once',
    run: async ({ page, api, change }) => {
      const seeded = await seedList(api, change);
      await openList(page, seeded);
      let held: () => void = () => {};
      const reached = new Promise<void>((resolve) => {
        held = resolve;
      });
      // The request leaves the page but never reaches the server.
      await page.route('**/api/lists/**', (route) => (isWrite(route) ? held() : route.fallback()));
      await change.make(page);
      await reached;
      await page.unroute('**/api/lists/**');
      await page.reload();
      await expect(async () => change.landed(await storedList(api, seeded.listId))).toPass({
        timeout: 30_000,
      });
      await openList(page, seeded);
      await showsServerList(page, await storedList(api, seeded.listId));
      change.landed(await storedList(api, seeded.listId));
    },
  },
  {
    name: 'a reload after the server had it, before its answer',
    sees: 'the change, once: the resend adds nothing twice',
    run: async ({ page, api, change }) => {
      const seeded = await seedList(api, change);
      await openList(page, seeded);
      let stored: () => void = () => {};
      const reached = new Promise<void>((resolve) => {
        stored = resolve;
      });
      // The server makes the change; its answer never reaches the page.
      await page.route('**/api/lists/**', async (route) => {
        if (!isWrite(route)) return route.fallback();
        await route.fetch();
        stored();
      });
      await change.make(page);
      await reached;
      await page.unroute('**/api/lists/**');
      await page.reload();
      await openList(page, seeded);
      await expect(async () => {
        const list = await storedList(api, seeded.listId);
        change.landed(list);
        await showsServerList(page, list);
      }).toPass({ timeout: 30_000 });
    },
  },
  {
    name: 'a 502 from the balancer',
    sees: 'the change, sent again and stored once; no error shown',
    run: async ({ page, api, change }) => {
      const seeded = await seedList(api, change);
      await openList(page, seeded);
      let failed = false;
      // The balancer had no process for the first send (a rolling restart), as nginx answers it.
      await page.route('**/api/lists/**', (route) => {
        if (!isWrite(route) || failed) return route.fallback();
        failed = true;
        return route.fulfill({
          status: 502,
          contentType: 'text/html',
          body: '<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>',
        });
      });
      await change.make(page);
      await expect(async () => {
        const list = await storedList(api, seeded.listId);
        change.landed(list);
        await showsServerList(page, list);
      }).toPass({ timeout: 30_000 });
      expect(failed).toBe(true);
      await expect(page.getByTestId('toast').filter({ hasText: 'Greška' })).toHaveCount(0);
    },
  },
];

for (const fault of FAULTS) {
  for (const change of LIST_CHANGES) {
    test(`${change.name}, ${fault.name}: ${fault.sees}`, async ({
      signedIn: { page, api, token },
    }) => {
      test.setTimeout(180_000);
      await fault.run({ page, api, token, change });
    });
  }
}
