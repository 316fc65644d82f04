import { afterNextPaint, onPageCommitted } from '@organizator/shared/runtime';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The longest the start may hold the worker back: a request that never answers must not leave the
 * app without offline support.
 */
const MOST_HELD_MS = 10_000;

const held: Promise<unknown>[] = [];

/**
 * Holds what waits for the arrival (the service worker's registration, the live stream's first
 * connection) until `work` settles (fulfilled or not). The start holds it for the arriving route's
 * code and first data: the worker's install downloads the whole app to precache it, and the stream
 * takes one of the browser's few connections to the origin for good; started while the route's own
 * files and data are still on their way, both compete with them for the network and the main thread
 * (docs/decisions/shell.md, "The worker waits for the first screen", "The live stream waits for
 * the first screen").
 */
export function holdUntilArrived(work: Promise<unknown>): void {
  held.push(work.catch(() => undefined));
}

let releasePage: (() => void) | null = null;

/**
 * Holds the gate for the arriving route's page itself: its code and early answers are in before
 * the page has been drawn and has asked `client` for the rest of its data, so without this the gate
 * opened before the first screen. Released once the page is committed (shared runtime's
 * `pageCommitted`, from every remote page's wrapper), the queries it asked for have answered and a
 * frame has painted them; or at once by `releaseArrivalPage`.
 */
export function holdForArrivalPage(client: QueryClient): void {
  holdUntilArrived(
    new Promise<void>((release) => {
      const stop = onPageCommitted(() => {
        stop();
        void queriesIdle(client).then(() => afterNextPaint(releaseArrivalPage));
      });
      releasePage = () => {
        stop();
        release();
      };
    }),
  );
}

/**
 * Releases the hold for the arriving route's page: drawn, or it will not be (its error panel
 * instead, or a redirect to sign in). Later calls do nothing.
 */
export function releaseArrivalPage(): void {
  const release = releasePage;
  releasePage = null;
  release?.();
}

/** Resolves once everything held (including what is held while waiting) has settled, or at the cap. */
export function arrivalSettled(mostMs = MOST_HELD_MS): Promise<void> {
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
export function resetArrivalGate(): void {
  held.length = 0;
  releaseArrivalPage();
}
