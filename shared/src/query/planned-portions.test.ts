import { mockApi, pausedChangeState } from '@organizator/tooling/test';
import { hydrate, onlineManager } from '@tanstack/react-query';
import type { DiaryGrocery } from '../contract';
import { tokenStore } from '../runtime/token-store';
import { plannedPortionKey, sendPlannedPortion } from './planned-portions';
import { createQueryClient } from './query-client';

const date = '2026-11-28';
const entry: DiaryGrocery = {
  id: 'recipe-1',
  name: 'Šalša',
  energy: 420,
  fat: 10,
  protein: 20,
  carb: 60,
  quantity: 1,
  meal: 'dinner',
  recipeId: 'recipe-1',
  portion: 'serving',
  plannedEntryId: 'a1b2c3d4-0000-4000-8000-000000000001',
};
const bread = {
  ...entry,
  id: 'bread',
  name: 'Kruh',
  recipeId: undefined,
  plannedEntryId: undefined,
};
const day = (groceries: DiaryGrocery[], version: string | null) => ({
  data: {
    foodDiary: { date, groceries, activities: [], dailyEnergyGoal: null, version, planned: [] },
  },
});

beforeEach(() => tokenStore.set('token-of-this-session'));

test('adds the portion to the day as the server has it when sent, with its version', async () => {
  const { calls } = mockApi({
    [`GET /food-diaries/${date}`]: () => day([bread], 'v7'),
    [`PUT /food-diaries/${date}`]: () => ({ data: null }),
  });
  await sendPlannedPortion({ date, entry });
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
    groceries: [bread, entry],
    activities: [],
    version: 'v7',
  });
});

test('a replay of a portion already logged sends nothing', async () => {
  const { calls } = mockApi({ [`GET /food-diaries/${date}`]: () => day([entry], 'v8') });
  await sendPlannedPortion({ date, entry });
  expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
});

test('a day changed between the read and the write is read and written again', async () => {
  let reads = 0;
  let writes = 0;
  const { calls } = mockApi({
    [`GET /food-diaries/${date}`]: () => (++reads === 1 ? day([], null) : day([bread], 'v9')),
    [`PUT /food-diaries/${date}`]: () =>
      ++writes === 1 ? { status: 409, message: 'Conflict' } : { data: null },
  });
  await sendPlannedPortion({ date, entry });
  const puts = calls.filter((c) => c.method === 'PUT');
  expect(puts).toHaveLength(2);
  expect(puts[1]?.body).toEqual({ groceries: [bread, entry], activities: [], version: 'v9' });
});

test('a portion logged offline is sent after a reload, by its key alone', async () => {
  const { calls } = mockApi({
    [`GET /food-diaries/${date}`]: () => day([], null),
    [`PUT /food-diaries/${date}`]: () => ({ data: null }),
    'GET /food-diaries': () => ({ data: { foodDiaries: [] } }),
  });
  const after = createQueryClient();
  hydrate(after, {
    queries: [],
    mutations: [
      {
        mutationKey: [...plannedPortionKey(date)],
        state: pausedChangeState({ date, entry }),
      },
    ],
  });
  await after.resumePausedMutations();
  expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ groceries: [entry] });
});

test('a portion sent with no answer (offline, the page not knowing it yet) waits for the network', async () => {
  jest.useFakeTimers();
  try {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const client = createQueryClient();
    const mutation = client
      .getMutationCache()
      .build(client, { mutationKey: [...plannedPortionKey(date)] });
    void mutation.execute({ date, entry }).catch(() => undefined);
    await jest.advanceTimersByTimeAsync(0);
    expect(mutation.state).toMatchObject({ status: 'pending', isPaused: true });
  } finally {
    onlineManager.setOnline(true);
    jest.useRealTimers();
  }
});
