import {
  type PersistedClient,
  type Persister,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/query-persist-client-core';
import { type Mutation, notifyManager, type Query, type QueryClient } from '@tanstack/react-query';
import { createStore, del, get, promisifyRequest, type UseStore } from 'idb-keyval';
import { afterNextPaint } from '../runtime/after-next-paint';
import { whenIdle } from '../runtime/when-idle';

/** How long a saved cache is trusted offline; queries live as long in memory, or they would not be saved. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const KEY = 'query-client';
// Writes are batched: a burst of ticks costs one IndexedDB write, not one per tick.
const WRITE_DELAY_MS = 250;

/**
 * How many values (fields and array entries) the saved copy may hold and still be written right
 * after the frame that draws an answer: its copy then takes a few milliseconds. A larger one (a list
 * of thousands of items) is a long task of its own, which would delay the list's first screen when
 * the list draws in a later frame; it waits for the page to be idle, at most `IDLE_WAIT_MS`, and a
 * page left before that writes it on leaving.
 */
const SMALL_COPY_VALUES = 5000;
const IDLE_WAIT_MS = 2000;

/** Whether `value` holds more than `limit` values; counting stops at the limit, so it is cheap. */
function holdsMoreThan(value: unknown, limit: number): boolean {
  let left = limit;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (next === null || typeof next !== 'object') continue;
    const inner = Array.isArray(next) ? next : Object.values(next);
    left -= inner.length;
    if (left < 0) return true;
    stack.push(...inner);
  }
  return false;
}

let database: UseStore | null = null;
const store = () => {
  database ??= createStore('organizator', 'query-cache');
  return database;
};

/**
 * Writes the saved copy in a transaction committed at once. Left to commit by itself, it would
 * commit only once the page next returned to its event loop after the write's answer; a page left
 * right after (frozen in the back/forward cache, or unloaded) never gets there, and Chromium aborts
 * the waiting write when the next page of the app reads the saved copy: the answer was lost.
 */
const writeCommitted = (value: PersistedClient) =>
  store()('readwrite', (objects) => {
    objects.put(value, KEY);
    objects.transaction.commit?.();
    return promisifyRequest(objects.transaction);
  });

/**
 * A change queued by key (its function registered on the client, so a later visit can send it) that
 * is not settled yet: waiting for the network, or being sent. TanStack's default saves only paused
 * mutations: a change left the saved copy the moment its send began, and a tab closed before the
 * answer (a send on a dead connection can take long to fail) lost it. A change sent twice is
 * harmless (docs/decisions/lists.md, "Sent at least once").
 */
const isUnsentChange = (client: QueryClient, mutation: Mutation) => {
  const key = mutation.options.mutationKey;
  return (
    mutation.state.status === 'pending' &&
    key !== undefined &&
    client.getMutationDefaults(key).mutationFn !== undefined
  );
};

/**
 * The saved copy as the next visit must read it: a change still being sent is waiting there (it is
 * resumed and counted as such), not running.
 */
const asWaiting = (saved: PersistedClient): PersistedClient => ({
  ...saved,
  clientState: {
    ...saved.clientState,
    mutations: saved.clientState.mutations.map((mutation) =>
      mutation.state.isPaused
        ? mutation
        : { ...mutation, state: { ...mutation.state, isPaused: true } },
    ),
  },
});

/**
 * TanStack Query's persister over IndexedDB (idb-keyval): structured clone, no JSON round trip.
 * `flush` writes what waits now; `flushSoon` once the page has drawn what it was just handed, or
 * when it is idle if the copy is large.
 */
function indexedDbPersister(): Persister & {
  flush(): void;
  flushSoon(): void;
  cancel(): void;
} {
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const client = pending;
    pending = null;
    if (!client) return;
    try {
      void writeCommitted(asWaiting(client)).catch(() => {});
    } catch {
      /* no IndexedDB: nothing is saved, the app works online as before */
    }
  };
  // The write copies the whole saved cache on the main thread (IndexedDB's structured clone). Made
  // in the task that hands an answer over, it would sit between the answer and its first screen;
  // so a small copy follows the frame that draws it, queued behind the page's own notifications of
  // the answer, and a large one waits for an idle moment (`SMALL_COPY_VALUES`). Waiting for idle
  // time whatever the size left even a short list unsaved while the page stayed busy, and a page
  // left meanwhile lost it (its write on leaving was not committed).
  const isLarge = () => pending !== null && holdsMoreThan(pending.clientState, SMALL_COPY_VALUES);
  // Sized again when it is written: a larger answer may have come in between.
  const flushIfSmall = () => {
    if (isLarge()) whenIdle(flush, IDLE_WAIT_MS);
    else flush();
  };
  const flushSoon = () => {
    if (isLarge()) whenIdle(flush, IDLE_WAIT_MS);
    else notifyManager.schedule(() => afterNextPaint(flushIfSmall));
  };
  return {
    persistClient(client) {
      pending = client;
      timer ??= setTimeout(flushSoon, WRITE_DELAY_MS);
    },
    restoreClient: () => get<PersistedClient>(KEY, store()),
    removeClient: () => del(KEY, store()),
    flush,
    flushSoon,
    cancel: () => {
      clearTimeout(timer);
      timer = undefined;
      pending = null;
    },
  };
}

/**
 * A query this visit asked for while the saved copy was still being read (the shell's early read of
 * the arriving page, GET /me) has its read under way (paused offline) when the saved answer is put
 * into it. TanStack's hydrate writes that answer without moving the point a cancelled read goes
 * back to, which is still "no data": a change made offline cancels the list's read (so the read
 * cannot overwrite the change) and the list went back to nothing. The screen showed 'Učitavanje…',
 * the saved copy then dropped the list (it holds only queries with data) but kept the change, and
 * the list never opened offline again. Written again as the cache's own edit, the restored answer
 * is what such a cancel goes back to.
 */
function keepRestoredOnCancel(client: QueryClient, restoreStartedAt: number) {
  for (const query of client.getQueryCache().getAll()) {
    const { data, dataUpdatedAt, fetchStatus } = query.state;
    const restoredDuringRead =
      data !== undefined && dataUpdatedAt < restoreStartedAt && fetchStatus !== 'idle';
    if (restoredDuringRead) client.setQueryData(query.queryKey, data, { updatedAt: dataUpdatedAt });
  }
}

/**
 * Restores the saved query cache and paused mutations of this session, then keeps saving them.
 * `sessionKey` identifies the signed-in session: a cache saved under another one (another user,
 * or a session that signed out) is discarded, never shown.
 */
export async function persistQueryCache(
  client: QueryClient,
  sessionKey: string,
): Promise<() => void> {
  const startedAt = Date.now();
  const persister = indexedDbPersister();
  const options = {
    queryClient: client,
    persister,
    buster: sessionKey,
    maxAge: PERSIST_MAX_AGE_MS,
    // Whatever has data is kept, also when its last refetch failed (offline, before the page knew
    // it was): TanStack's default keeps only successes, and the next load offline lost them.
    dehydrateOptions: {
      shouldDehydrateQuery: (query: Query) => query.state.data !== undefined,
      shouldDehydrateMutation: (mutation: Mutation) => isUnsentChange(client, mutation),
    },
  };
  try {
    await persistQueryClientRestore(options);
  } catch {
    /* no IndexedDB (private mode, quota): the app works online as before */
  }
  keepRestoredOnCancel(client, startedAt);
  const unsubscribe = persistQueryClientSubscribe(options);
  // Answers that arrived while the saved copy was being read (the page's first read, which may be
  // the shell's early one) came before the saver listened: saved as an answer is (below), or a list
  // opened and left before any other change of the cache would not be there offline.
  const answeredMeanwhile = client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.data !== undefined && query.state.dataUpdatedAt >= startedAt);
  if (answeredMeanwhile) {
    void persistQueryClientSave(options);
    persister.flushSoon();
  }
  // A change queued offline is written at once, not with the next batch: the tab may be closed the
  // moment after (the write on pagehide is not always let finish).
  const unsubscribeQueued = client.getMutationCache().subscribe((event) => {
    if (event.mutation?.state.isPaused) persister.flush();
  });
  // An answer from the server is written when it arrives, for the same reason: a page left at once
  // (a list opened and closed again) must still be there offline. Only the cache's own edits (ticks,
  // live patches) wait for the batch; subscribed after the saver, so the answer is already pending.
  // It is written once the page has drawn it (the copy would delay the first screen), and at once
  // if the page is hidden or left before that (below).
  const unsubscribeAnswers = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && !event.action.manual) {
      persister.flushSoon();
    }
  });
  // A tab hidden (the phone's home button, another app) or closed must not lose what is waiting.
  const onHide = () => persister.flush();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') persister.flush();
  };
  window.addEventListener('pagehide', onHide);
  document.addEventListener('visibilitychange', onVisibility);
  // Stopping (sign-out) drops a write still waiting, so nothing is saved after the clear.
  return () => {
    unsubscribe();
    unsubscribeQueued();
    unsubscribeAnswers();
    persister.cancel();
    window.removeEventListener('pagehide', onHide);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/**
 * After a restore, what came from the saved copy (data older than `restoreStartedAt`) counts as
 * stale: it may be older than the server (a teammate's change, the previous visit's last answer not
 * saved), so what is on screen is fetched again, the rest when next used. An answer of this visit is
 * not asked for again, and a fetch in flight is not cancelled for a new one: the page's first read
 * (perhaps the shell's early one) would be thrown away and sent twice.
 */
export function invalidateRestored(client: QueryClient, restoreStartedAt: number) {
  return client.invalidateQueries(
    {
      predicate: (query) =>
        query.state.data !== undefined && query.state.dataUpdatedAt < restoreStartedAt,
    },
    { cancelRefetch: false },
  );
}

/** Sign-out: forget every saved answer and every change still waiting to be sent. */
export async function clearPersistedQueryCache(): Promise<void> {
  try {
    await del(KEY, store());
  } catch {
    /* nothing was stored */
  }
}

/** A key for the signed-in session that does not reveal the token (SHA-256, hex). */
export async function sessionKeyFor(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
