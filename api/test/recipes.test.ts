import type { AddressInfo } from 'node:net';
import {
  apiMessages,
  type Grocery,
  groceryResponse,
  liveEvent,
  type Recipe,
  recipeResponse,
  recipesResponse,
} from '@organizator/shared/contract';
import { sql } from 'drizzle-orm';
import { body, joinTeam, type Session, useSignedInSuite } from './helpers';
import { openStream } from './sse-client';

const suite = useSignedInSuite({ ana: 'ana@a.example', bob: 'bob@b.example' });
const { call } = suite;

const food = async (
  name: string,
  values: [number, number, number, number],
  extra: Record<string, unknown> = {},
  session: Session = suite.ana,
): Promise<Grocery> => {
  const [energy, fat, protein, carb] = values;
  const response = await call(
    'POST',
    '/groceries',
    { name, energy, fat, protein, carb, ...extra },
    session,
  );
  return groceryResponse.parse(JSON.parse(response.body)).data.grocery;
};
const recipeOf = (response: { body: string }): Recipe =>
  recipeResponse.parse(JSON.parse(response.body)).data.recipe;
const counts = async () => {
  const [row] = await suite.database.rows<{ recipes: number; ingredients: number }>(
    sql`select (select count(*)::int from recipes) as recipes,
      (select count(*)::int from recipe_ingredients) as ingredients`,
  );
  return row;
};

/** Flour, milk and eggs, per 100 g: energy, fat, protein, carbohydrate. */
async function pancakeGroceries(session: Session = suite.ana) {
  return {
    flour: await food('Brašno', [364, 1, 10, 76], {}, session),
    milk: await food('Mlijeko', [57, 3, 3, 5], {}, session),
    eggs: await food('Jaja', [143, 10, 13, 1], {}, session),
  };
}

async function pancakes(extra: Record<string, unknown> = {}, session: Session = suite.ana) {
  const { flour, milk, eggs } = await pancakeGroceries(session);
  const response = await call(
    'POST',
    '/recipes',
    {
      name: 'Palačinke',
      servings: 4,
      cookedWeight: 500,
      instructions: 'Sve izmiješati i peći.',
      ingredients: [
        { groceryId: flour.id, grams: 200 },
        { groceryId: milk.id, grams: 300 },
        { groceryId: eggs.id, grams: 100 },
      ],
      ...extra,
    },
    session,
  );
  expect(response.statusCode).toBe(200);
  return { recipe: recipeOf(response), flour, milk, eggs };
}

describe('recipes', () => {
  test('a recipe answers its ingredients and its nutrition in total, per serving and per 100 g cooked', async () => {
    const { recipe, flour } = await pancakes();
    // 200 g flour + 300 g milk + 100 g eggs: 728 + 171 + 143 kcal; 2 + 9 + 10 g fat; ...
    expect(recipe).toMatchObject({
      name: 'Palačinke',
      userId: suite.ana.userId,
      servings: 4,
      cookedWeight: 500,
      instructions: 'Sve izmiješati i peći.',
      visibility: 'private',
      total: { energy: 1042, fat: 21, protein: 42, carb: 168 },
      perServing: { energy: 260.5, fat: 5.3, protein: 10.5, carb: 42 },
      per100g: { energy: 208.4, fat: 4.2, protein: 8.4, carb: 33.6 },
    });
    expect(recipe.ingredients[0]).toEqual({
      groceryId: flour.id,
      name: 'Brašno',
      grams: 200,
      per100g: { energy: 364, fat: 1, protein: 10, carb: 76 },
      available: true,
    });
    expect(recipe.ingredients.map((i) => i.name)).toEqual(['Brašno', 'Mlijeko', 'Jaja']);

    const all = recipesResponse.parse(JSON.parse((await call('GET', '/recipes')).body));
    expect(all.data.recipes).toEqual([recipe]);
    expect(recipeOf(await call('GET', `/recipes/${recipe.id}`))).toEqual(recipe);
  });

  test('without a cooked weight there are no values per 100 g of the dish', async () => {
    const { recipe } = await pancakes({ cookedWeight: undefined, instructions: undefined });
    expect(recipe).toMatchObject({ cookedWeight: null, per100g: null, instructions: '' });
  });

  test('an ingredient from the starter catalogue counts like any other', async () => {
    const response = await call('POST', '/recipes', {
      name: 'Jaja na oko',
      servings: 1,
      ingredients: [{ groceryId: 'starter-jaja', grams: 120 }],
    });
    expect(response.statusCode).toBe(200);
    expect(recipeOf(response).perServing.energy).toBe(171.6);
  });

  test('PUT changes any subset, ingredients replace them all; DELETE removes the recipe', async () => {
    const { recipe, milk } = await pancakes();
    const renamed = recipeOf(
      await call('PUT', `/recipes/${recipe.id}`, { name: 'Palačinke s mlijekom', servings: 2 }),
    );
    expect(renamed).toMatchObject({ name: 'Palačinke s mlijekom', servings: 2, cookedWeight: 500 });
    expect(renamed.perServing.energy).toBe(521);
    expect(renamed.ingredients).toHaveLength(3);

    const milkOnly = recipeOf(
      await call('PUT', `/recipes/${recipe.id}`, {
        ingredients: [{ groceryId: milk.id, grams: 1000 }],
      }),
    );
    expect(milkOnly.ingredients.map((i) => [i.name, i.grams])).toEqual([['Mlijeko', 1000]]);
    expect(milkOnly.total.energy).toBe(570);
    const noCookedWeight = recipeOf(
      await call('PUT', `/recipes/${recipe.id}`, { cookedWeight: null }),
    );
    expect(noCookedWeight.per100g).toBeNull();

    const empty = await call('PUT', `/recipes/${recipe.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(body(empty).message).toBe(apiMessages.noDataToUpdate);

    const deleted = await call('DELETE', `/recipes/${recipe.id}`);
    expect(body(deleted)).toEqual({
      success: true,
      message: apiMessages.recipeDeleted,
      data: null,
    });
    expect((await call('GET', `/recipes/${recipe.id}`)).statusCode).toBe(404);
    expect(await counts()).toEqual({ recipes: 0, ingredients: 0 });
  });

  test('a grocery’s new values show in the recipes that use it', async () => {
    const { recipe, flour } = await pancakes();
    await call('PUT', `/groceries/${flour.id}`, { energy: 400 });
    const after = recipeOf(await call('GET', `/recipes/${recipe.id}`));
    expect(after.total.energy).toBe(1042 + 72);
  });
});

describe('who sees a recipe', () => {
  test('private: the owner only; team: every member, read-only; public: everyone', async () => {
    const mia = await joinTeam(suite.app, suite.ana, 'mia@a.example');
    const { recipe } = await pancakes();
    const status = async (session: Session) =>
      (await call('GET', `/recipes/${recipe.id}`, undefined, session)).statusCode;
    const listed = async (session: Session, url = '/recipes') =>
      recipesResponse
        .parse(JSON.parse((await call('GET', url, undefined, session)).body))
        .data.recipes.map((r) => r.name);

    expect([await status(mia), await status(suite.bob)]).toEqual([404, 404]);
    expect(await listed(mia)).toEqual([]);

    await call('PUT', `/recipes/${recipe.id}`, { visibility: 'team' });
    expect([await status(mia), await status(suite.bob)]).toEqual([200, 404]);
    const seenByMia = recipeOf(await call('GET', `/recipes/${recipe.id}`, undefined, mia));
    expect(seenByMia).toMatchObject({ userId: null, visibility: 'team' });
    expect(await listed(mia)).toEqual(['Palačinke']);
    expect(await listed(suite.bob)).toEqual([]);
    // Only the owner writes: a teammate who sees it is refused (403), nothing changes.
    const edit = await call('PUT', `/recipes/${recipe.id}`, { name: 'Mijine palačinke' }, mia);
    expect(edit.statusCode).toBe(403);
    expect((await call('DELETE', `/recipes/${recipe.id}`, undefined, mia)).statusCode).toBe(403);
    expect(recipeOf(await call('GET', `/recipes/${recipe.id}`)).name).toBe('Palačinke');

    await call('PUT', `/recipes/${recipe.id}`, { visibility: 'public' });
    expect([await status(mia), await status(suite.bob)]).toEqual([200, 200]);
    expect(await listed(suite.bob, '/recipes/public')).toEqual(['Palačinke']);
    expect(await listed(suite.bob)).toEqual([]);
    expect(
      (await call('PUT', `/recipes/${recipe.id}`, { name: 'x x x' }, suite.bob)).statusCode,
    ).toBe(403);
  });

  test('a departing member takes their team recipes along; ingredients out of sight keep their stored values', async () => {
    const mia = await joinTeam(suite.app, suite.ana, 'mia@a.example');
    // Ana's team recipe uses Mia's team grocery; Mia's own team recipe uses Ana's flour.
    const ajvar = await food('Mijin ajvar', [120, 8, 2, 10], { visibility: 'team' }, mia);
    const { recipe, flour } = await pancakes({ visibility: 'team' });
    const withAjvar = recipeOf(
      await call('PUT', `/recipes/${recipe.id}`, {
        ingredients: [
          ...recipe.ingredients.map(({ groceryId, grams }) => ({ groceryId, grams })),
          { groceryId: ajvar.id, grams: 50 },
        ],
      }),
    );
    expect(withAjvar.total.energy).toBe(1042 + 60);
    await call('PUT', `/groceries/${flour.id}`, { visibility: 'team' });
    const miasRecipe = recipeOf(
      await call(
        'POST',
        '/recipes',
        {
          name: 'Mijin kruh',
          servings: 2,
          visibility: 'team',
          ingredients: [{ groceryId: flour.id, grams: 500 }],
        },
        mia,
      ),
    );

    expect((await call('POST', '/my-team/leave', undefined, mia)).statusCode).toBe(200);

    // Ana no longer sees Mia's recipe; Mia keeps it, now private, with Ana's flour from the snapshot.
    expect((await call('GET', `/recipes/${miasRecipe.id}`)).statusCode).toBe(404);
    const miaKeeps = recipeOf(await call('GET', `/recipes/${miasRecipe.id}`, undefined, mia));
    expect(miaKeeps).toMatchObject({ visibility: 'private', total: { energy: 1820 } });
    expect(miaKeeps.ingredients[0]).toMatchObject({ name: 'Brašno', available: false });

    // Ana's recipe still counts the ajvar, from the values stored with it.
    const after = recipeOf(await call('GET', `/recipes/${recipe.id}`));
    expect(after.ingredients.at(-1)).toEqual({
      groceryId: ajvar.id,
      name: 'Mijin ajvar',
      grams: 50,
      per100g: { energy: 120, fat: 8, protein: 2, carb: 10 },
      available: false,
    });
    expect(after.total).toEqual(withAjvar.total);
    // Saving the recipe again keeps the ingredient she can no longer pick...
    const resaved = await call('PUT', `/recipes/${recipe.id}`, {
      servings: 5,
      ingredients: after.ingredients.map(({ groceryId, grams }) => ({ groceryId, grams })),
    });
    expect(resaved.statusCode).toBe(200);
    expect(recipeOf(resaved).ingredients).toHaveLength(4);
    // ...but a grocery she cannot see is never added anew.
    const hidden = await food('Mijin tajni sir', [300, 25, 20, 1], {}, mia);
    const refused = await call('PUT', `/recipes/${recipe.id}`, {
      ingredients: [{ groceryId: hidden.id, grams: 10 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).message).toBe(apiMessages.unknownIngredient);
  });

  test('GET /recipes follows every change at once: values, recipes, who is in the team', async () => {
    const mia = await joinTeam(suite.app, suite.ana, 'mia@a.example');
    const mine = async () =>
      recipesResponse
        .parse(JSON.parse((await call('GET', '/recipes')).body))
        .data.recipes.map((r) => [r.name, r.total.energy]);
    const { recipe, flour } = await pancakes();
    expect(await mine()).toEqual([['Palačinke', 1042]]);
    await call('PUT', `/groceries/${flour.id}`, { energy: 400 });
    expect(await mine()).toEqual([['Palačinke', 1114]]);
    const bread = await food('Kruh', [250, 3, 9, 49], { visibility: 'team' }, mia);
    await call(
      'POST',
      '/recipes',
      {
        name: 'Mijini sendviči',
        servings: 2,
        visibility: 'team',
        ingredients: [{ groceryId: bread.id, grams: 200 }],
      },
      mia,
    );
    expect(await mine()).toEqual([
      ['Mijini sendviči', 500],
      ['Palačinke', 1114],
    ]);
    await call('POST', '/my-team/leave', undefined, mia);
    expect(await mine()).toEqual([['Palačinke', 1114]]);
    await call('DELETE', `/recipes/${recipe.id}`);
    expect(await mine()).toEqual([]);
  });

  test('a teammate sees a team recipe arrive, change and go, live', async () => {
    const mia = await joinTeam(suite.app, suite.ana, 'mia@a.example');
    const port = await listening();
    const miaStream = await openStream(port, mia.userId, mia.auth.authorization);
    const bobStream = await openStream(port, suite.bob.userId, suite.bob.auth.authorization);
    try {
      const { recipe } = await pancakes({ visibility: 'team' });
      const created = await miaStream.next('recipe-created');
      expect(liveEvent.parse({ type: created.type, ...created.data })).toEqual({
        type: 'recipe-created',
        recipeId: recipe.id,
        name: 'Palačinke',
        userId: suite.ana.userId,
        userName: 'ana@a.example',
      });
      // Made private: the team is told, so it drops the recipe.
      await call('PUT', `/recipes/${recipe.id}`, { visibility: 'private' });
      await miaStream.next('recipe-updated');
      await call('DELETE', `/recipes/${recipe.id}`);
      // A private recipe's deletion is nobody else's news.
      await call('POST', '/groceries', {
        name: 'Timski sir',
        energy: 1,
        fat: 1,
        protein: 1,
        carb: 1,
        visibility: 'team',
      });
      await miaStream.next('grocery-created');
      expect(miaStream.events.map((e) => e.type)).toEqual([
        'recipe-created',
        'recipe-updated',
        'grocery-created',
      ]);
      expect(bobStream.events).toEqual([]);
    } finally {
      miaStream.close();
      bobStream.close();
    }
  });
});

let port: number | undefined;
async function listening() {
  if (!port) {
    await suite.app.listen({ port: 0, host: '127.0.0.1' });
    port = (suite.app.server.address() as AddressInfo).port;
  }
  return port;
}

describe('bad input is a 400 with a Croatian message, and nothing is stored', () => {
  const long = 'x'.repeat(121);
  const cases: [
    string,
    (ids: { flour: string; private: string }) => Record<string, unknown>,
    string,
  ][] = [
    ['no ingredients', () => ({ ingredients: [] }), apiMessages.recipeNeedsIngredient],
    ['ingredients left out', () => ({ ingredients: undefined }), apiMessages.recipeNeedsIngredient],
    [
      '0 grams',
      (ids) => ({ ingredients: [{ groceryId: ids.flour, grams: 0 }] }),
      apiMessages.gramsMustBePositive,
    ],
    [
      'negative grams',
      (ids) => ({ ingredients: [{ groceryId: ids.flour, grams: -5 }] }),
      apiMessages.gramsMustBePositive,
    ],
    [
      'over 100 ingredients',
      (ids) => ({
        ingredients: Array.from({ length: 101 }, () => ({ groceryId: ids.flour, grams: 1 })),
      }),
      apiMessages.tooManyIngredients,
    ],
    ['a name over the grocery name limit', () => ({ name: long }), apiMessages.recipeNameTooLong],
    ['a name too short', () => ({ name: 'Ab' }), apiMessages.recipeNameTooShort],
    [
      'an unknown grocery',
      () => ({ ingredients: [{ groceryId: 'nope', grams: 10 }] }),
      apiMessages.unknownIngredient,
    ],
    [
      'another user’s private grocery',
      (ids) => ({ ingredients: [{ groceryId: ids.private, grams: 10 }] }),
      apiMessages.unknownIngredient,
    ],
    ['0 servings', () => ({ servings: 0 }), apiMessages.servingsMustBePositive],
    ['a fraction of a serving', () => ({ servings: 1.5 }), apiMessages.servingsMustBeWhole],
    ['a cooked weight of 0', () => ({ cookedWeight: 0 }), apiMessages.cookedWeightInvalid],
    ['an unknown visibility', () => ({ visibility: 'friends' }), apiMessages.invalidVisibility],
  ];
  test.each(cases)('%s', async (label, change, message) => {
    const flour = await food('Brašno', [364, 1, 10, 76]);
    const hidden = await food('Bobov sir', [300, 25, 20, 1], {}, suite.bob);
    const valid = { name: 'Kruh', servings: 2, ingredients: [{ groceryId: flour.id, grams: 500 }] };
    const response = await call('POST', '/recipes', {
      ...valid,
      ...change({ flour: flour.id, private: hidden.id }),
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ success: false, message, data: null });
    expect(await counts()).toEqual({ recipes: 0, ingredients: 0 });

    // The same change to a stored recipe is refused the same way and leaves it as it was (a PUT
    // may leave the ingredients out: it keeps them).
    if (label === 'ingredients left out') return;
    const stored = recipeOf(await call('POST', '/recipes', valid));
    const put = await call(
      'PUT',
      `/recipes/${stored.id}`,
      change({ flour: flour.id, private: hidden.id }),
    );
    expect(put.statusCode).toBe(400);
    expect(body(put).message).toBe(message);
    expect(recipeOf(await call('GET', `/recipes/${stored.id}`))).toEqual(stored);
  });
});

describe('documentation', () => {
  test('the food routes are in the OpenAPI document, with their contract', async () => {
    const doc = JSON.parse((await suite.app.inject({ url: '/api/openapi.json' })).body) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const methods = (p: string) => Object.keys(doc.paths[p] ?? {}).sort();
    expect(methods('/api/recipes')).toEqual(['get', 'post']);
    expect(methods('/api/recipes/public')).toEqual(['get']);
    expect(methods('/api/recipes/{id}')).toEqual(['delete', 'get', 'put']);
    expect(methods('/api/groceries/barcode/{code}')).toEqual(['get']);
    expect(methods('/api/food-lookup/{code}')).toEqual(['get']);
    expect(methods('/api/lists/{listId}/recipe-items')).toEqual(['post']);
    const recipe = JSON.stringify(doc.paths['/api/recipes/{id}']);
    for (const field of ['perServing', 'ingredients', 'visibility', 'cookedWeight']) {
      expect(recipe).toContain(`"${field}"`);
    }
    expect(JSON.stringify(doc.paths['/api/groceries/{id}'])).toContain('"barcode"');
  });
});
