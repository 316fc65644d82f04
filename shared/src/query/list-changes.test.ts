import { mockApi, pausedChangeState } from '@organizator/tooling/test';
import { hydrate, onlineManager } from '@tanstack/react-query';
import { toastBus } from '../runtime/toast-bus';
import { tokenStore } from '../runtime/token-store';
import { listChangeKey, listChangeScope } from './list-changes';
import { createQueryClient } from './query-client';

const item = {
  id: 'i1',
  listId: 'l1',
  name: 'Mlijeko',
  category: 'Ostalo',
  isDone: false,
  images: [],
};

beforeEach(() => tokenStore.set('token-of-this-session'));

/** The list's reads the app makes after a change is settled: the list and the overview. */
const listReads = (items: (typeof item)[] = []) => ({
  'GET /lists/l1': () => ({
    data: { list: { id: 'l1', name: 'L', items, categoriesOrder: [] } },
  }),
  'GET /lists': () => ({ data: { lists: [] } }),
});

/**
 * A change made offline in an earlier page load (a tick, unless told otherwise): saved paused,
 * restored into a fresh client.
 */
async function resumedAfterReload(
  kind: Parameters<typeof listChangeKey>[0] = 'toggle',
  variables: unknown = { item, isDone: true },
) {
  const after = createQueryClient();
  hydrate(after, {
    queries: [],
    mutations: [
      {
        mutationKey: [...listChangeKey(kind, 'l1')],
        scope: listChangeScope('l1'),
        state: pausedChangeState(variables),
      },
    ],
  });
  await after.resumePausedMutations();
  return after;
}

test('a change saved offline is sent after a reload, by its key alone', async () => {
  const { calls } = mockApi({
    'PUT /lists/l1/items/i1': () => ({ data: { item: { ...item, isDone: true } } }),
    ...listReads(),
  });
  await resumedAfterReload();
  expect(calls.filter((c) => c.method === 'PUT')).toEqual([
    { method: 'PUT', path: '/lists/l1/items/i1', body: { isDone: true } },
  ]);
});

test('an item a teammate deleted meanwhile is not brought back, and the member is told', async () => {
  const { calls } = mockApi({
    'PUT /lists/l1/items/i1': () => ({ status: 404, message: 'Not found' }),
    ...listReads(),
  });
  await resumedAfterReload();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  expect(toastBus.get()?.description).toContain('Mlijeko');
  expect(toastBus.get()?.description).toContain('obrisao netko iz tima');
});

test("a recipe's ingredients added offline are sent after a reload with the request id chosen when they were added", async () => {
  const { calls } = mockApi({
    'POST /lists/l1/recipe-items': () => ({ data: { items: [item] } }),
    ...listReads([item]),
  });
  const requestId = '6f1c1a52-3f0e-4c55-9d0e-2f8f1d6b7a10';
  await resumedAfterReload('recipe-items', { recipeId: 'r1', servings: 4, requestId });
  expect(calls.filter((c) => c.method === 'POST')).toEqual([
    {
      method: 'POST',
      path: '/lists/l1/recipe-items',
      body: { recipeId: 'r1', servings: 4, requestId },
    },
  ]);
});

test('a change the balancer could not deliver (a process restarting) is sent again, once it gets through', async () => {
  let attempts = 0;
  const { calls } = mockApi({
    'PUT /lists/l1/items/i1': () =>
      ++attempts === 1
        ? { status: 502, message: 'Bad Gateway' }
        : { data: { item: { ...item, isDone: true } } },
    ...listReads(),
  });
  const client = await resumedAfterReload();
  expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2);
  expect(client.getMutationCache().getAll()[0]?.state.status).toBe('success');
  expect(toastBus.get()?.description ?? '').not.toContain('Server error');
});

test('a change the server refused is not sent again', async () => {
  const { calls } = mockApi({
    'PUT /lists/l1/items/i1': () => ({ status: 400, message: 'Neispravni podaci' }),
    ...listReads(),
  });
  await resumedAfterReload();
  expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
});

test('a change sent with no answer (offline, the page not knowing it yet) waits, and is sent when the network is back', async () => {
  jest.useFakeTimers();
  try {
    const noNetwork = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    global.fetch = noNetwork;
    const client = createQueryClient();
    // Mounted, as in the app: the network coming back resumes what waits.
    client.mount();
    const mutation = client.getMutationCache().build(client, {
      mutationKey: listChangeKey('toggle', 'l1'),
      scope: listChangeScope('l1'),
    });
    const sent = mutation.execute({ item, isDone: true });
    await jest.advanceTimersByTimeAsync(0);
    expect(noNetwork).toHaveBeenCalledTimes(1);
    expect(mutation.state).toMatchObject({ status: 'pending', isPaused: true });
    expect(toastBus.get()?.description ?? '').not.toContain('Network error');

    const { calls } = mockApi({
      'PUT /lists/l1/items/i1': () => ({ data: { item: { ...item, isDone: true } } }),
      ...listReads(),
    });
    onlineManager.setOnline(true);
    await sent;
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(mutation.state.status).toBe('success');
    client.unmount();
  } finally {
    onlineManager.setOnline(true);
    jest.useRealTimers();
  }
});
