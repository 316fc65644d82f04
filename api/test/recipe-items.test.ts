import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  apiMessages,
  type ListItem,
  listResponse,
  recipeItemsResponse,
  recipeResponse,
} from '@organizator/shared/contract';
import { body, joinTeam, type Session, useSignedInSuite } from './helpers';
import { openStream, sleep, type TestStream } from './sse-client';

const suite = useSignedInSuite({ ana: 'ana@a.example', bob: 'bob@b.example' });
const { call } = suite;

const idOf = async (response: Promise<{ body: string }>, key: string) =>
  (body<Record<string, { id: string }>>(await response).data[key] as { id: string }).id;

/** Ana's list "Subota" and a recipe for 4: 200 g flour, 300 g milk, 100 g eggs. */
async function setUp(session: Session = suite.ana) {
  const grocery = (name: string) =>
    idOf(
      call('POST', '/groceries', { name, energy: 100, fat: 1, protein: 1, carb: 1 }, session),
      'grocery',
    );
  const flour = await grocery('Brašno');
  const milk = await grocery('Mlijeko');
  const eggs = await grocery('Jaja');
  const listId = await idOf(call('POST', '/lists', { name: 'Subota' }, session), 'list');
  const recipe = recipeResponse.parse(
    JSON.parse(
      (
        await call(
          'POST',
          '/recipes',
          {
            name: 'Palačinke',
            servings: 4,
            ingredients: [
              { groceryId: flour, grams: 200 },
              { groceryId: milk, grams: 300 },
              { groceryId: eggs, grams: 100 },
            ],
          },
          session,
        )
      ).body,
    ),
  ).data.recipe;
  return { listId, recipeId: recipe.id };
}

const addRecipe = (
  listId: string,
  payload: Record<string, unknown>,
  session: Session = suite.ana,
) => call('POST', `/lists/${listId}/recipe-items`, payload, session);
const itemsOf = (response: { body: string }) =>
  recipeItemsResponse.parse(JSON.parse(response.body)).data.items;
const listItems = async (listId: string, session: Session = suite.ana) =>
  listResponse.parse(JSON.parse((await call('GET', `/lists/${listId}`, undefined, session)).body))
    .data.list.items;
const shown = (items: ListItem[]) => items.map((i) => [i.name, i.quantity, i.category, i.isDone]);

/** The item names a stream has been told were added, once there are `count`. */
async function itemNamesHeard(stream: TestStream, count: number) {
  for (;;) {
    const names = new Set<string>();
    for (const event of stream.events) {
      if (event.type === 'list-item-added') names.add(String(event.data.itemName));
      const items = event.type === 'list-updated' ? (event.data.items as { name: string }[]) : [];
      for (const item of items ?? []) names.add(item.name);
    }
    if (names.size >= count) return names;
    await sleep(20);
  }
}

describe('a recipe’s ingredients onto a list', () => {
  test('scaled to the servings, merged into open items of the same name, with the team’s categories', async () => {
    const { listId, recipeId } = await setUp();
    // The team once put milk under dairy on another list; flour is already on this one, eggs are done.
    const other = await idOf(call('POST', '/lists', { name: 'Prošli tjedan' }), 'list');
    await call('POST', `/lists/${other}/items`, {
      name: 'mlijeko',
      category: 'mliječni proizvodi',
    });
    await call('POST', `/lists/${listId}/items`, {
      name: 'brašno',
      category: 'žitarice i tjestenina',
      quantity: '300 g',
    });
    const eggsDone = await idOf(
      call('POST', `/lists/${listId}/items`, {
        name: 'Jaja',
        category: 'jaja',
        quantity: '10 kom',
      }),
      'item',
    );
    await call('PUT', `/lists/${listId}/items/${eggsDone}`, { isDone: true });

    const response = await addRecipe(listId, { recipeId, servings: 8 });
    expect(response.statusCode).toBe(200);
    expect(body(response).message).toBe(apiMessages.recipeItemsAdded);
    const answered = itemsOf(response);
    expect(shown(answered)).toEqual([
      ['brašno', '700 g', 'žitarice i tjestenina', false],
      ['Mlijeko', '600 g', 'mliječni proizvodi', false],
      ['Jaja', '200 g', 'jaja', false],
    ]);
    expect(shown(await listItems(listId))).toEqual([
      ['brašno', '700 g', 'žitarice i tjestenina', false],
      ['Jaja', '10 kom', 'jaja', true],
      ['Mlijeko', '600 g', 'mliječni proizvodi', false],
      ['Jaja', '200 g', 'jaja', false],
    ]);
  });

  test('an amount in another unit is kept beside the grams; half a recipe halves the grams', async () => {
    const { listId, recipeId } = await setUp();
    await call('POST', `/lists/${listId}/items`, { name: 'Jaja', quantity: '2 kom' });
    const answered = itemsOf(await addRecipe(listId, { recipeId, servings: 2 }));
    expect(answered.map((i) => [i.name, i.quantity])).toEqual([
      ['Brašno', '100 g'],
      ['Mlijeko', '150 g'],
      ['Jaja', '2 kom + 50 g'],
    ]);
  });

  test('the same request sent twice adds nothing twice, also when both arrive at once', async () => {
    const { listId, recipeId } = await setUp();
    const requestId = randomUUID();
    const first = await addRecipe(listId, { recipeId, servings: 4, requestId });
    const again = await addRecipe(listId, { recipeId, servings: 4, requestId });
    expect(again.statusCode).toBe(200);
    expect(itemsOf(again)).toEqual(itemsOf(first));
    expect(shown(await listItems(listId)).map(([name, quantity]) => [name, quantity])).toEqual([
      ['Brašno', '200 g'],
      ['Mlijeko', '300 g'],
      ['Jaja', '100 g'],
    ]);

    const replay = randomUUID();
    const both = await Promise.all([
      addRecipe(listId, { recipeId, servings: 4, requestId: replay }),
      addRecipe(listId, { recipeId, servings: 4, requestId: replay }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await listItems(listId)).map((i) => i.quantity)).toEqual(['400 g', '600 g', '200 g']);
    // Without a request id each request is a new intent.
    await addRecipe(listId, { recipeId, servings: 4 });
    expect((await listItems(listId)).map((i) => i.quantity)).toEqual(['600 g', '900 g', '300 g']);
  });

  test('two different requests on one list at once merge into the same items, never duplicate', async () => {
    const { listId, recipeId } = await setUp();
    const both = await Promise.all([
      addRecipe(listId, { recipeId, servings: 4 }),
      addRecipe(listId, { recipeId, servings: 2 }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(shown(await listItems(listId)).map(([name, quantity]) => [name, quantity])).toEqual([
      ['Brašno', '300 g'],
      ['Mlijeko', '450 g'],
      ['Jaja', '150 g'],
    ]);
  });

  test('a recipe changed after it was put on a list goes on as it is now', async () => {
    const { listId, recipeId } = await setUp();
    await addRecipe(listId, { recipeId, servings: 4 });
    const recipe = recipeResponse.parse(
      JSON.parse((await call('GET', `/recipes/${recipeId}`)).body),
    ).data.recipe;
    const [flour] = recipe.ingredients;
    const changed = await call('PUT', `/recipes/${recipeId}`, {
      ingredients: [{ groceryId: flour?.groceryId, grams: 50 }],
    });
    expect(changed.statusCode).toBe(200);
    const again = await addRecipe(listId, { recipeId, servings: 4 });
    expect(itemsOf(again).map((i) => [i.name, i.quantity])).toEqual([['Brašno', '250 g']]);
  });

  test('a teammate sees the items arrive live', async () => {
    const mia = await joinTeam(suite.app, suite.ana, 'mia@a.example');
    const { listId, recipeId } = await setUp();
    await suite.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (suite.app.server.address() as AddressInfo).port;
    const stream = await openStream(port, mia.userId, mia.auth.authorization);
    try {
      await addRecipe(listId, { recipeId, servings: 4 });
      // Three adds close together: delivered one by one or as one coalesced list update.
      const names = await itemNamesHeard(stream, 3);
      expect([...names].sort()).toEqual(['Brašno', 'Jaja', 'Mlijeko']);
    } finally {
      stream.close();
    }
  });
});

describe('what is refused', () => {
  test('another team’s list or recipe is a 404 and nothing is added', async () => {
    const { listId, recipeId } = await setUp();
    const bobs = await setUp(suite.bob);
    const onAnasList = await addRecipe(listId, { recipeId: bobs.recipeId, servings: 1 }, suite.bob);
    expect(onAnasList.statusCode).toBe(404);
    const anasRecipe = await addRecipe(bobs.listId, { recipeId, servings: 1 }, suite.bob);
    expect(anasRecipe.statusCode).toBe(404);
    expect(body(anasRecipe).message).toBe(apiMessages.recipeNotFound);
    expect(await listItems(listId)).toEqual([]);
    expect(await listItems(bobs.listId, suite.bob)).toEqual([]);
  });

  test('servings of 0, a vanishing number of servings or a malformed request id are a 400', async () => {
    const { listId, recipeId } = await setUp();
    for (const servings of [0, 5e-324, 0.001]) {
      const refused = await addRecipe(listId, { recipeId, servings });
      expect(refused.statusCode).toBe(400);
      expect(body(refused).message).toBe(apiMessages.mealPlanServingsPositive);
    }
    expect((await addRecipe(listId, { recipeId, servings: 1, requestId: 'x' })).statusCode).toBe(
      400,
    );
    expect(await listItems(listId)).toEqual([]);
  });
});
