import { pausedChangeState } from '@organizator/tooling/test';
import { onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { get } from 'idb-keyval';
import { tokenStore } from '../runtime/token-store';
import { listChangeKey, listChangeScope } from './list-changes';
import { invalidateRestored, persistQueryCache } from './persistence';
import { createQueryClient } from './query-client';

/** Every `put` into the saved copy's store (key, value), and every commit of its transaction. */
const mockPut = jest.fn<void, [string, unknown]>();
const mockCommit = jest.fn();
// An open database: the write's transaction is handed over at once, as a real one is a microtask later.
jest.mock('idb-keyval', () => ({
  createStore: jest.fn(
    () => (_mode: IDBTransactionMode, use: (objects: unknown) => Promise<unknown>) =>
      use({
        put: (value: unknown, key: string) => mockPut(key, value),
        transaction: { commit: mockCommit },
      }),
  ),
  promisifyRequest: jest.fn(async () => undefined),
  get: jest.fn(async () => undefined),
  del: jest.fn(async () => {}),
}));

const saved = mockPut;
const restored = get as jest.MockedFunction<typeof get>;
const savedKeys = () => {
  const client = saved.mock.calls.at(-1)?.[1] as
    | { clientState: { queries: { queryKey: unknown }[] } }
    | undefined;
  return client?.clientState.queries.map((q) => q.queryKey) ?? [];
};

describe('the saved query cache', () => {
  let client: QueryClient;
  let stop: () => void;
  beforeEach(async () => {
    jest.useFakeTimers();
    saved.mockClear();
    client = new QueryClient();
    stop = await persistQueryCache(client, 'session');
  });
  afterEach(() => {
    stop();
    client.clear();
    jest.useRealTimers();
  });

  it('writes an answer from the server after the frame that draws it, not a batch later', async () => {
    const order: string[] = [];
    saved.mockImplementation(() => order.push('saved'));
    const observer = new QueryObserver(client, {
      queryKey: ['lists', 'detail', 'l1'],
      queryFn: async () => 'items',
    });
    const unsubscribe = observer.subscribe((result) => {
      if (result.data) order.push('drawn');
    });
    await jest.advanceTimersByTimeAsync(1);
    // Not inside the task that hands the answer to the page, nor before the frame that draws it.
    expect(order).toEqual(['drawn']);
    await jest.advanceTimersByTimeAsync(20);
    expect(order).toEqual(['drawn', 'saved']);
    expect(savedKeys()).toEqual([['lists', 'detail', 'l1']]);
    unsubscribe();
    saved.mockReset();
  });

  it('writes an answer at once when the page is left before it was drawn', async () => {
    await client.fetchQuery({ queryKey: ['lists', 'detail', 'l1'], queryFn: async () => 'items' });
    window.dispatchEvent(new Event('pagehide'));
    expect(savedKeys()).toEqual([['lists', 'detail', 'l1']]);
    jest.runOnlyPendingTimers();
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('commits the write on leaving at once, not when the left page would next run', async () => {
    mockCommit.mockClear();
    await client.fetchQuery({ queryKey: ['lists', 'detail', 'l1'], queryFn: async () => 'items' });
    window.dispatchEvent(new Event('pagehide'));
    expect(saved).toHaveBeenCalledTimes(1);
    expect(mockCommit).toHaveBeenCalledTimes(1);
  });

  it('writes a large answer (thousands of items) once the page is idle, not after the next frame', async () => {
    const idle: [() => void, { timeout: number }][] = [];
    Object.assign(window, {
      requestIdleCallback: jest.fn((run: () => void, options: { timeout: number }) => {
        idle.push([run, options]);
        return idle.length;
      }),
      cancelIdleCallback: jest.fn(),
    });
    try {
      const items = Array.from({ length: 5000 }, (_, i) => ({ id: `i${i}`, name: `Artikl ${i}` }));
      await client.fetchQuery({ queryKey: ['lists', 'detail', 'big'], queryFn: async () => items });
      await jest.advanceTimersByTimeAsync(100);
      // Its copy is a long task: it would delay the list's first screen if it drew in a later frame.
      expect(saved).not.toHaveBeenCalled();
      expect(idle).toHaveLength(1);
      expect(idle[0]?.[1].timeout).toBeGreaterThan(0);
      idle[0]?.[0]();
      expect(savedKeys()).toEqual([['lists', 'detail', 'big']]);
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    }
  });

  it('batches the cache’s own edits, and writes them when the tab is hidden', () => {
    client.setQueryData(['lists', 'detail', 'l1'], 'ticked');
    client.setQueryData(['lists', 'detail', 'l1'], 'ticked twice');
    expect(saved).not.toHaveBeenCalled();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(saved).toHaveBeenCalledTimes(1);
    expect(savedKeys()).toEqual([['lists', 'detail', 'l1']]);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('writes a batch of edits once its delay has passed', () => {
    client.setQueryData(['notes', 'list'], 'one');
    client.setQueryData(['notes', 'list'], 'two');
    jest.advanceTimersByTime(249);
    expect(saved).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers();
    expect(saved).toHaveBeenCalledTimes(1);
  });
});

describe('after a restore', () => {
  it('refetches what came from the saved copy, not what this visit asked for or is asking for', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const restoreStartedAt = Date.now();
    const reads = { saved: 0, answered: 0, asking: 0 };
    const read = (name: keyof typeof reads, value: string) => async () => {
      reads[name] += 1;
      return value;
    };
    // Restored: an answer of the previous visit.
    client.setQueryData(['saved'], 'old', { updatedAt: restoreStartedAt - 1 });
    // This visit's answer, already in.
    await client.fetchQuery({ queryKey: ['answered'], queryFn: async () => 'new' });
    // Restored too, and this visit's read of it still on its way (the shell's early answer, say).
    client.setQueryData(['asking'], 'old', { updatedAt: restoreStartedAt - 1 });
    let answer: (value: string) => void = () => {};
    const asking = client.fetchQuery({
      queryKey: ['asking'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
      staleTime: 0,
    });
    // All three on screen.
    const stops = [
      new QueryObserver(client, { queryKey: ['saved'], queryFn: read('saved', 'fresh') }),
      new QueryObserver(client, { queryKey: ['answered'], queryFn: read('answered', 'again') }),
      new QueryObserver(client, { queryKey: ['asking'], queryFn: read('asking', 'again') }),
    ].map((observer) => observer.subscribe(() => {}));

    const invalidated = invalidateRestored(client, restoreStartedAt);
    answer('first');
    await Promise.all([invalidated, asking]);

    expect(reads).toEqual({ saved: 1, answered: 0, asking: 0 });
    expect(client.getQueryData(['saved'])).toBe('fresh');
    expect(client.getQueryData(['asking'])).toBe('first');
    for (const stop of stops) stop();
    client.clear();
  });
});

type SavedChange = { mutationKey: unknown[]; state: { status: string; isPaused: boolean } };
const savedChanges = () =>
  (
    saved.mock.calls.at(-1)?.[1] as { clientState: { mutations: SavedChange[] } } | undefined
  )?.clientState.mutations.map((m) => [m.mutationKey, m.state.status, m.state.isPaused]) ?? [];

describe('the saved queue of changes', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    saved.mockClear();
    tokenStore.set('token-of-this-session');
  });
  afterEach(() => {
    restored.mockReset();
    onlineManager.setOnline(true);
    jest.useRealTimers();
  });

  it('keeps a change while it is being sent, as waiting, and only a change a later visit can send', async () => {
    const client = new QueryClient();
    client.setMutationDefaults(['change'], { mutationFn: () => new Promise(() => {}) });
    const stop = await persistQueryCache(client, 'session');
    // On its way on a dead connection: no answer yet, perhaps not for a long while.
    void client
      .getMutationCache()
      .build(client, { mutationKey: ['change'] })
      .execute('tick');
    // Not queued (no function registered by key): nothing a later visit could do with it.
    void client
      .getMutationCache()
      .build(client, { mutationKey: ['note'], mutationFn: () => new Promise(() => {}) })
      .execute('text');
    await jest.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('pagehide'));
    expect(savedChanges()).toEqual([[['change'], 'pending', true]]);
    stop();
    client.clear();
  });

  it('a change restored and sent before the page noticed it is offline waits on, still saved', async () => {
    const change = (name: string) => ({
      mutationKey: [...listChangeKey('toggle', 'l1')],
      scope: listChangeScope('l1'),
      state: pausedChangeState({ item: { id: name, name }, isDone: true }),
    });
    restored.mockResolvedValueOnce({
      buster: 'session',
      timestamp: Date.now(),
      clientState: { queries: [], mutations: [change('Mlijeko'), change('Kruh')] },
    });
    // Chromium says online after a reload without a network; the request gets no answer.
    onlineManager.setOnline(true);
    const send = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    global.fetch = send;
    const client = createQueryClient();
    const stop = await persistQueryCache(client, 'session');
    void client.resumePausedMutations();
    await jest.advanceTimersByTimeAsync(0);

    expect(send).toHaveBeenCalledTimes(1);
    expect(onlineManager.isOnline()).toBe(false);
    const waiting = [[...listChangeKey('toggle', 'l1')], 'pending', true];
    expect(
      client
        .getMutationCache()
        .getAll()
        .map((m) => m.state.isPaused),
    ).toEqual([true, true]);
    expect(savedChanges()).toEqual([waiting, waiting]);
    stop();
    client.clear();
  });
});

describe('answers that came while the saved copy was being read', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    saved.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('are saved once the saver listens (a list opened and left at once is there offline)', async () => {
    const client = new QueryClient();
    await client.fetchQuery({ queryKey: ['lists', 'detail', 'l1'], queryFn: async () => 'items' });
    const stop = await persistQueryCache(client, 'session');
    // As an answer is, after the next frame: not a batch later.
    jest.advanceTimersByTime(50);
    expect(savedKeys()).toEqual([['lists', 'detail', 'l1']]);
    stop();
    client.clear();
  });

  it('cost no write when none came', async () => {
    const client = new QueryClient();
    const stop = await persistQueryCache(client, 'session');
    jest.runOnlyPendingTimers();
    jest.runOnlyPendingTimers();
    expect(saved).not.toHaveBeenCalled();
    stop();
    client.clear();
  });
});

describe('a query asked for while the saved copy was being read', () => {
  const key = ['lists', 'detail', 'l1'];
  const savedAt = Date.now() - 60_000;
  const savedList = (data: string) => ({
    queryKey: key,
    queryHash: JSON.stringify(key),
    dehydratedAt: savedAt,
    state: {
      data,
      dataUpdateCount: 1,
      dataUpdatedAt: savedAt,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success' as const,
      fetchStatus: 'idle' as const,
    },
  });
  let client: QueryClient;
  let stop: () => void;
  beforeEach(async () => {
    jest.useFakeTimers();
    saved.mockClear();
    // Offline: the shell's early read of the arriving list waits, paused, before the copy is read.
    onlineManager.setOnline(false);
    restored.mockResolvedValueOnce({
      buster: 'session',
      timestamp: Date.now(),
      clientState: { mutations: [], queries: [savedList('saved list')] },
    });
    client = new QueryClient();
    client.mount();
    void client.prefetchQuery({ queryKey: key, queryFn: async () => 'server list' });
    stop = await persistQueryCache(client, 'session');
  });
  afterEach(() => {
    stop();
    client.unmount();
    client.clear();
    restored.mockReset();
    onlineManager.setOnline(true);
    jest.useRealTimers();
  });

  it('keeps the saved answer when a change offline cancels its paused read', async () => {
    expect(client.getQueryData(key)).toBe('saved list');
    // What a list change does first (so the read cannot overwrite it), then its optimistic edit.
    await client.cancelQueries({ queryKey: key });
    expect(client.getQueryData(key)).toBe('saved list');
    client.setQueryData<string>(key, (list) => `${list}, ticked`);
    window.dispatchEvent(new Event('pagehide'));
    const written = saved.mock.calls.at(-1)?.[1] as {
      clientState: { queries: { queryHash: string; state: { data: unknown } }[] };
    };
    expect(written.clientState.queries.map((q) => [q.queryHash, q.state.data])).toEqual([
      [JSON.stringify(key), 'saved list, ticked'],
    ]);
  });

  it('still counts as the saved copy (refetched when the network is back) and its read goes on', async () => {
    const query = client.getQueryCache().find({ queryKey: key });
    expect(query?.state.dataUpdatedAt).toBe(savedAt);
    expect(query?.state.fetchStatus).toBe('paused');
    onlineManager.setOnline(true);
    await jest.advanceTimersByTimeAsync(0);
    expect(client.getQueryData(key)).toBe('server list');
  });
});
