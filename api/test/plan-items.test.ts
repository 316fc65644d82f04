import { randomUUID } from 'node:crypto';
import {
  apiMessages,
  type ListItem,
  listResponse,
  planItemsResponse,
} from '@organizator/shared/contract';
import { body, joinTeam, type Session, useSignedInSuite } from './helpers';

const suite = useSignedInSuite({ ana: 'ana@a.example', bob: 'bob@b.example' });
const { call } = suite;

const idOf = async (response: Promise<{ body: string }>, key: string) =>
  (body<Record<string, { id: string }>>(await response).data[key] as { id: string }).id;

/**
 * Ana's list "Tjedan", groceries flour, milk and apples, and a recipe for 4 (200 g flour, 400 g
 * milk) planned for two dinners of the week (2 and 6 servings) beside 500 g of apples on Friday.
 */
async function planWeek(session: Session = suite.ana) {
  const grocery = (name: string) =>
    idOf(
      call('POST', '/groceries', { name, energy: 100, fat: 1, protein: 1, carb: 1 }, session),
      'grocery',
    );
  const flour = await grocery('Brašno');
  const milk = await grocery('Mlijeko');
  const apples = await grocery('Jabuke');
  const recipeId = await idOf(
    call(
      'POST',
      '/recipes',
      {
        name: 'Palačinke',
        servings: 4,
        ingredients: [
          { groceryId: flour, grams: 200 },
          { groceryId: milk, grams: 400 },
        ],
      },
      session,
    ),
    'recipe',
  );
  const listId = await idOf(call('POST', '/lists', { name: 'Tjedan' }, session), 'list');
  const plan = (date: string, entries: unknown[]) =>
    call('PUT', `/meal-plan/${date}`, { entries, version: null }, session);
  await plan('2026-11-30', [{ id: 'a', meal: 'dinner', recipeId, servings: 2 }]);
  await plan('2026-12-04', [
    { id: 'b', meal: 'dinner', recipeId, servings: 6 },
    { id: 'c', meal: 'snack', groceryId: apples, grams: 500 },
  ]);
  // Outside the week: never added.
  await plan('2026-12-07', [{ id: 'd', meal: 'lunch', groceryId: apples, grams: 900 }]);
  return { listId, recipeId, apples };
}

const addPlan = (listId: string, payload: Record<string, unknown>, session: Session = suite.ana) =>
  call('POST', `/lists/${listId}/plan-items`, payload, session);
const answerOf = (response: { body: string }) =>
  planItemsResponse.parse(JSON.parse(response.body)).data;
const itemsOn = async (listId: string, session: Session = suite.ana) =>
  listResponse.parse(JSON.parse((await call('GET', `/lists/${listId}`, undefined, session)).body))
    .data.list.items;
const shown = (items: ListItem[]) => items.map((i) => [i.name, i.quantity, i.isDone]);
const week = { from: '2026-11-30', to: '2026-12-06' };

describe('the plan onto a list', () => {
  test('every planned recipe scaled by its servings and every planned grocery, summed and merged', async () => {
    const { listId } = await planWeek();
    await call('POST', `/lists/${listId}/items`, { name: 'mlijeko', quantity: '1 l' });
    const response = await addPlan(listId, week);
    expect(response.statusCode).toBe(200);
    expect(body(response).message).toBe(apiMessages.planItemsAdded);
    const answer = answerOf(response);
    // Flour: 200 g x 2/4 + 200 g x 6/4 = 400 g; milk 800 g beside the litre already there.
    expect(shown(answer.items)).toEqual([
      ['Brašno', '400 g', false],
      ['mlijeko', '1 l + 800 g', false],
      ['Jabuke', '500 g', false],
    ]);
    expect(answer.added.map((a) => [a.name, a.grams])).toEqual([
      ['Brašno', 400],
      ['Mlijeko', 800],
      ['Jabuke', 500],
    ]);
    expect(answer.added.map((a) => a.itemId)).toEqual(answer.items.map((i) => i.id));
    expect([answer.bought, answer.unavailable]).toEqual([[], []]);
    expect(shown(await itemsOn(listId))).toEqual([
      ['mlijeko', '1 l + 800 g', false],
      ['Brašno', '400 g', false],
      ['Jabuke', '500 g', false],
    ]);
  });

  test('what the list holds as bought is skipped unless asked for', async () => {
    const { listId } = await planWeek();
    const flour = await idOf(
      call('POST', `/lists/${listId}/items`, { name: 'Brašno', quantity: '1 kg' }),
      'item',
    );
    await call('PUT', `/lists/${listId}/items/${flour}`, { isDone: true });
    const skipped = answerOf(await addPlan(listId, week));
    expect(skipped.bought).toEqual(['Brašno']);
    expect(skipped.items.map((i) => i.name)).toEqual(['Mlijeko', 'Jabuke']);
    const asked = answerOf(await addPlan(listId, { ...week, includeBought: true }));
    expect(asked.bought).toEqual([]);
    expect(shown(await itemsOn(listId))).toEqual([
      ['Brašno', '1 kg', true],
      ['Mlijeko', '1600 g', false],
      ['Jabuke', '1000 g', false],
      ['Brašno', '400 g', false],
    ]);
  });

  test('a retry adds nothing twice, also when both arrive at once, and answers as the first time', async () => {
    const { listId } = await planWeek();
    const requestId = randomUUID();
    const first = answerOf(await addPlan(listId, { ...week, requestId }));
    const again = await addPlan(listId, { ...week, requestId });
    expect(again.statusCode).toBe(200);
    expect(answerOf(again)).toEqual(first);
    const replay = randomUUID();
    const both = await Promise.all([
      addPlan(listId, { ...week, requestId: replay }),
      addPlan(listId, { ...week, requestId: replay }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answerOf(both[0]!)).toEqual(answerOf(both[1]!));
    expect(shown(await itemsOn(listId))).toEqual([
      ['Brašno', '800 g', false],
      ['Mlijeko', '1600 g', false],
      ['Jabuke', '1000 g', false],
    ]);
  });

  test('a dish whose food is gone is named as unavailable; an empty range adds nothing', async () => {
    const { listId, recipeId } = await planWeek();
    await call('DELETE', `/recipes/${recipeId}`);
    const answer = answerOf(await addPlan(listId, week));
    expect(answer.unavailable).toEqual(['Palačinke']);
    expect(shown(answer.items)).toEqual([['Jabuke', '500 g', false]]);
    const none = answerOf(await addPlan(listId, { from: '2026-10-01', to: '2026-10-07' }));
    expect(none).toEqual({ items: [], added: [], bought: [], unavailable: [] });
  });

  test('a teammate’s shared recipe counts; one no longer shared is unavailable to the caller', async () => {
    const mia = await joinTeam(suite.app, suite.ana, 'mia@a.example');
    const flour = await idOf(
      call(
        'POST',
        '/groceries',
        { name: 'Heljda', energy: 340, fat: 3, protein: 13, carb: 70, visibility: 'team' },
        mia,
      ),
      'grocery',
    );
    const recipeId = await idOf(
      call(
        'POST',
        '/recipes',
        {
          name: 'Kaša',
          servings: 2,
          visibility: 'team',
          ingredients: [{ groceryId: flour, grams: 100 }],
        },
        mia,
      ),
      'recipe',
    );
    const listId = await idOf(call('POST', '/lists', { name: 'Tjedan' }), 'list');
    await call('PUT', '/meal-plan/2026-12-01', {
      entries: [{ id: 'k', meal: 'breakfast', recipeId, servings: 4 }],
      version: null,
    });
    expect(shown(answerOf(await addPlan(listId, week)).items)).toEqual([
      ['Heljda', '200 g', false],
    ]);
    await call('PUT', `/recipes/${recipeId}`, { visibility: 'private' }, mia);
    expect(answerOf(await addPlan(listId, week)).unavailable).toEqual(['Kaša']);
  });
});

describe('what is refused', () => {
  test('another team’s list is a 404 and nothing is added; a bad range is a 400', async () => {
    const { listId } = await planWeek();
    const bobs = await addPlan(listId, week, suite.bob);
    expect([bobs.statusCode, body(bobs).message]).toEqual([404, apiMessages.notFound]);
    expect(await itemsOn(listId)).toEqual([]);
    for (const [payload, message] of [
      [{ from: '2026-12-06', to: '2026-11-30' }, apiMessages.mealPlanRangeReversed],
      [{ from: '2026-01-01', to: '2026-06-30' }, apiMessages.mealPlanRangeTooLong],
      [{ ...week, requestId: 'x' }, undefined],
      [{ ...week, includeBought: 'da' }, undefined],
    ] as const) {
      const response = await addPlan(listId, payload);
      expect(response.statusCode).toBe(400);
      if (message) expect(body(response).message).toBe(message);
    }
    expect(await itemsOn(listId)).toEqual([]);
  });
});
