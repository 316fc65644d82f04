import {
  allListChangesKey,
  clearPersistedQueryCache,
  invalidateRestored,
  persistQueryCache,
  sessionKeyFor,
} from '@organizator/shared/query';
import { tokenStore, whenIdle } from '@organizator/shared/runtime';
import type { QueryClient } from '@tanstack/react-query';
import {
  clearFirstScreens,
  keepFirstScreensOf,
  rememberFirstScreen,
  rememberFirstScreenWhenIdle,
} from '../layout/first-screen';

/** How long a first screen's record waits for the page to be idle after the cache changed. */
const FIRST_SCREEN_IDLE_WAIT_MS = 2000;

/**
 * Keeps the record of what a page painted (its copy and title, read by the boot frame before any
 * script) up to date: once the page is idle after the query cache changed, as the saved cache is,
 * in slices of idle time; and at once when the page is hidden or left (the last change before it
 * must not be lost). A change while a copy is being taken is copied again after it.
 */
function rememberFirstScreens(client: QueryClient, token: () => string | null): () => void {
  /** Cancels the copy waiting for idle time or being taken. */
  let pending: (() => void) | null = null;
  let changedMeanwhile = false;
  const content = () => document.querySelector('[data-screen]');
  const rememberWhenIdle = () => {
    pending = whenIdle(() => {
      const current = token();
      changedMeanwhile = false;
      pending = null;
      if (!current) return;
      pending = rememberFirstScreenWhenIdle(location.pathname, content(), current, () => {
        pending = null;
        if (changedMeanwhile) rememberWhenIdle();
      });
    }, FIRST_SCREEN_IDLE_WAIT_MS);
  };
  const rememberNow = () => {
    pending?.();
    pending = null;
    const current = token();
    if (current) rememberFirstScreen(location.pathname, content(), current);
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') rememberNow();
  };
  const unsubscribe = client.getQueryCache().subscribe(() => {
    if (pending) changedMeanwhile = true;
    else rememberWhenIdle();
  });
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', rememberNow);
  return () => {
    pending?.();
    unsubscribe();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', rememberNow);
  };
}

/**
 * Keeps the query cache and the queued list changes of the signed-in session in IndexedDB, so
 * pages opened before read offline after a reload and changes made offline survive a closed tab.
 * The saved copy belongs to one session (another user's never shows) and is deleted on sign-out.
 * Resolves once the saved copy of the current session is back in the cache.
 */
export function restoreSavedSession(client: QueryClient): Promise<void> {
  let stop: (() => void) | null = null;
  let generation = 0;

  const start = async (token: string | null) => {
    const mine = ++generation;
    const startedAt = Date.now();
    stop?.();
    stop = null;
    // The records of first screens go with the saved cache: another session's are dropped now.
    keepFirstScreensOf(token);
    if (!token) {
      clearFirstScreens();
      await clearPersistedQueryCache();
      return;
    }
    const stopPersisting = await persistQueryCache(client, await sessionKeyFor(token));
    if (mine !== generation) {
      stopPersisting();
      return;
    }
    const stopRemembering = rememberFirstScreens(client, tokenStore.get);
    stop = () => {
      stopPersisting();
      stopRemembering();
    };
    // The saved copy is shown at once but may be older than the server: what was restored refetches
    // now (or on reconnect, when offline); what this visit has already asked for is left alone.
    void invalidateRestored(client, startedAt);
    // Changes saved offline in an earlier visit: send them now if the network is there (they wait
    // paused otherwise, and TanStack resumes them when the browser is back online).
    if (client.getMutationCache().findAll({ mutationKey: allListChangesKey }).length > 0) {
      void client.resumePausedMutations();
    }
  };

  let current = tokenStore.get();
  tokenStore.subscribe(() => {
    const next = tokenStore.get();
    if (next === current) return;
    current = next;
    void start(next);
  });
  return start(current).catch(() => {});
}
