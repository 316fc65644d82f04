import type { MealPlanEntry } from '@organizator/shared/contract';
import { tokenStore } from '@organizator/shared/runtime';
import { mockApi } from '@organizator/tooling/test';
import { addPlanEntry } from '../domain/plan-edits';
import { savePlanChange } from './meal-plan';

const date = '2026-11-28';
const entry = (id: string, name: string): MealPlanEntry => ({
  id,
  meal: 'dinner',
  recipeId: `recipe-${name}`,
  groceryId: null,
  potId: null,
  name,
  servings: 2,
  grams: null,
});
const mine = entry('a1b2c3d4-0000-4000-8000-000000000001', 'Juha');
const theirs = entry('a1b2c3d4-0000-4000-8000-000000000002', 'Gulaš');
const answer = (entries: MealPlanEntry[], version: string) => ({
  data: { day: { date, version, entries } },
});

beforeEach(() => tokenStore.set('token-of-this-session'));

test('a stale version re-reads the day and adds to what the teammate stored, losing nothing', async () => {
  let writes = 0;
  const { calls } = mockApi({
    [`PUT /meal-plan/${date}`]: () =>
      ++writes === 1 ? { status: 409, message: 'Conflict' } : answer([theirs, mine], 'v3'),
    'GET /meal-plan': () => ({ data: { days: [{ date, version: 'v2', entries: [theirs] }] } }),
  });
  const saved = await savePlanChange({ date, version: 'v1', entries: [] }, addPlanEntry(mine));
  const puts = calls.filter((c) => c.method === 'PUT');
  expect(puts[1]?.body).toMatchObject({
    version: 'v2',
    entries: [{ id: theirs.id }, { id: mine.id }],
  });
  expect(saved.entries.map((e) => e.name)).toEqual(['Gulaš', 'Juha']);
});

test('a second conflict in a row is explained, not retried for ever', async () => {
  mockApi({
    [`PUT /meal-plan/${date}`]: () => ({ status: 409, message: 'Conflict' }),
    'GET /meal-plan': () => ({ data: { days: [{ date, version: 'v2', entries: [theirs] }] } }),
  });
  await expect(
    savePlanChange({ date, version: 'v1', entries: [] }, addPlanEntry(mine)),
  ).rejects.toThrow('Netko je u međuvremenu promijenio isti dan');
});
