import type { QueryClient } from '@tanstack/react-query';

/**
 * The longest the start may hold the worker back: a request that never answers must not leave the
 * app without offline support.
 */
const MOST_HELD_MS = 10_000;

const held: Promise<unknown>[] = [];

/**
 * Holds the service worker's registration until `work` settles (fulfilled or not). The start holds
 * it for the arriving route's code and first data: the worker's install downloads the whole app to
 * precache it, and started while the route's own files and data are still on their way it competes
 * with them for the network and the main thread (docs/decisions/shell.md, "The worker waits for
 * the first screen").
 */
export function holdWorkerUntil(work: Promise<unknown>): void {
  held.push(work.catch(() => undefined));
}

/** Resolves once everything held (including what is held while waiting) has settled, or at the cap. */
export function startSettled(mostMs = MOST_HELD_MS): Promise<void> {
  const all = (async () => {
    for (let i = 0; i < held.length; i++) await held[i];
  })();
  return Promise.race([all, new Promise<void>((resolve) => setTimeout(resolve, mostMs))]);
}

/** Resolves when `client` has no query fetching (a paused, offline query does not count). */
export function queriesIdle(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const cache = client.getQueryCache();
    const check = () => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = cache.subscribe(check);
    check();
  });
}

/** Tests only. */
export function resetWorkerStartGate(): void {
  held.length = 0;
}
