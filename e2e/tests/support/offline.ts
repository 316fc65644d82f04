import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { remoteAssetUrls } from '../../../shell/src/sw/remote-assets';
import { BASE_URL } from './api';
import { expect } from './fixtures';

/**
 * A context that lets the app's service worker run (the other journeys block it); `device` gives it
 * the project's phone (viewport, touch, user agent) where a journey runs as one.
 */
export async function swContext(
  page: Page,
  token: string,
  device: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await page
    .context()
    .browser()!
    .newContext({ ...device, baseURL: BASE_URL, locale: 'hr-HR', serviceWorkers: 'allow' });
  await context.addInitScript((t) => {
    if (!localStorage.getItem('access_token')) localStorage.setItem('access_token', t);
  }, token);
  return context;
}

/**
 * Waits until the page is ready for offline use (the worker controls it and has stored what the
 * page loaded past it, the remotes map of a page whose navigation went past it included:
 * `<html data-offline-ready>`, src/pwa/hand-off.ts), then until the worker's own write of `file`
 * (fetched through it) has landed.
 */
export async function waitForOfflineReady(page: Page, file: string) {
  // Installing the worker downloads the shell's precache first: slow on a loaded machine.
  await expect(page.locator('html[data-offline-ready=true]')).toBeAttached({ timeout: 60_000 });
  await expect
    .poll(() =>
      page.evaluate(async (wanted) => {
        for (const key of await caches.keys()) {
          const urls = (await (await caches.open(key)).keys()).map((r) => r.url);
          if (urls.some((url) => url.includes(wanted))) return true;
        }
        return false;
      }, file),
    )
    .toBe(true);
}

/**
 * Waits until the worker has stored every file a remote's pages may load: the worker warms them one
 * by one after the manifest, so the remote's entry being stored does not mean its item form or
 * dialogs are. The list is the one the worker warms (`remoteAssetUrls`).
 */
export async function waitForRemoteStored(page: Page, remote: string) {
  const manifestUrl = new URL(`/remotes/${remote}/mf-manifest.json`, BASE_URL).href;
  const files = remoteAssetUrls(await (await fetch(manifestUrl)).json(), manifestUrl);
  expect(files.length).toBeGreaterThan(0);
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          const stored = new Set<string>();
          for (const key of await caches.keys())
            for (const request of await (await caches.open(key)).keys()) stored.add(request.url);
          return wanted.filter((url) => !stored.has(url));
        }, files),
      { timeout: 60_000 },
    )
    .toEqual([]);
}

/** What the page saved of its query client (IndexedDB, shared/src/query/persistence.ts). */
interface SavedClient {
  queries: { queryHash: string; state: { data: unknown } }[];
  mutations: { mutationKey?: unknown[] }[];
}

/** The one reader of the saved client: what the page has saved so far (nothing yet: empty). */
function readSavedClient(page: Page): Promise<SavedClient> {
  return page.evaluate(
    () =>
      new Promise<SavedClient>((resolve) => {
        const nothing = { queries: [], mutations: [] };
        const open = indexedDB.open('organizator');
        open.onerror = () => resolve(nothing);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('query-cache')) return resolve(nothing);
          const get = db.transaction('query-cache').objectStore('query-cache').get('query-client');
          get.onerror = () => resolve(nothing);
          get.onsuccess = () => {
            const saved = get.result as { clientState?: Partial<SavedClient> } | undefined;
            resolve({
              queries: saved?.clientState?.queries ?? [],
              mutations: saved?.clientState?.mutations ?? [],
            });
          };
        };
      }),
  );
}

/**
 * Waits until the saved query cache holds the query `queryKey` with `text` in its data: the page
 * saves its cache a moment after data arrives, and a reload in that moment starts from the copy
 * saved before (a member reloading that fast would see the older copy too). The key matters: a
 * list's items are in the lists overview too, saved with the dashboard, before the list's own query.
 */
export async function waitForSavedQuery(page: Page, queryKey: readonly string[], text: string) {
  // TanStack Query's hash of a key made of strings is its JSON.
  const hash = JSON.stringify(queryKey);
  await expect
    .poll(async () => {
      const query = (await readSavedClient(page)).queries.find((q) => q.queryHash === hash);
      return !!query && JSON.stringify(query.state.data).includes(text);
    })
    .toBe(true);
}

/**
 * Waits until the saved query cache holds a queued change whose key starts with `root`: the page
 * saves a moment after the change, and a reload before that would not have it.
 */
export async function waitForSavedMutation(page: Page, root: string) {
  await expect
    .poll(async () =>
      (await readSavedClient(page)).mutations.some((m) => m.mutationKey?.[0] === root),
    )
    .toBe(true);
}
