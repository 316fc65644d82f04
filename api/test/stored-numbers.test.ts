import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  apiMessages,
  ITEM_QUANTITY_MAX,
  listItemResponse,
  listResponse,
  type Recipe,
  recipeItemsResponse,
  recipeResponse,
  recipesResponse,
} from '@organizator/shared/contract';
import { sql } from 'drizzle-orm';
import { body, joinTeam, type Session, useSignedInSuite } from './helpers';

/*
 * Issue 50: a number the contract let through (5e-324 grams, a cooked weight of 5e-324) was stored
 * despite its 400, and from then on every read that computed with it failed, for its owner, their
 * teammates and every user of a public recipe. Now such numbers are refused before anything is
 * written, a failed read-back undoes its write, a database error is a 500 (never a 400 that hides
 * it), and the migration that repairs stored values makes old rows readable again.
 */

const suite = useSignedInSuite({ ana: 'ana@a.example', bob: 'bob@b.example' });
const { call } = suite;

const idOf = (response: { body: string }, key: string) =>
  (body<Record<string, { id: string }>>(response).data[key] as { id: string }).id;

async function grocery(session: Session = suite.ana, visibility = 'private') {
  const response = await call(
    'POST',
    '/groceries',
    { name: 'Brašno', energy: 364, fat: 1, protein: 10, carb: 76, visibility },
    session,
  );
  expect(response.statusCode).toBe(200);
  return idOf(response, 'grocery');
}

async function recipe(extra: Record<string, unknown> = {}, session: Session = suite.ana) {
  const groceryId = await grocery(session, 'public');
  const response = await call(
    'POST',
    '/recipes',
    { name: 'Kruh', servings: 2, ingredients: [{ groceryId, grams: 500 }], ...extra },
    session,
  );
  expect(response.statusCode).toBe(200);
  return recipeResponse.parse(JSON.parse(response.body)).data.recipe;
}

const recipes = async (url: string, session: Session = suite.ana) => {
  const response = await call('GET', url, undefined, session);
  expect(response.statusCode).toBe(200);
  return recipesResponse.parse(JSON.parse(response.body)).data.recipes;
};

const stored = async () => {
  const [row] = await suite.database.rows<{ recipes: number }>(
    sql`select count(*)::int as recipes from recipes`,
  );
  return row?.recipes;
};

/** The statements of the migration that repairs values stored before the bounds. */
const repairMigration = readFileSync(
  path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../drizzle/0007_repair_out_of_bounds.sql',
  ),
  'utf8',
)
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter((statement) => statement !== '');
const repair = async () => {
  for (const statement of repairMigration) await suite.database.rows(sql.raw(statement));
};

describe('a number the contract refuses is never stored', () => {
  test.each([
    ['5e-324 grams', { grams: 5e-324 }, apiMessages.gramsMustBePositive],
    ['0.05 g', { grams: 0.05 }, apiMessages.gramsMustBePositive],
    ['1e308 grams', { grams: 1e308 }, apiMessages.gramsTooLarge],
  ])('POST /recipes with %s is a 400 and stores nothing', async (_label, ingredient, message) => {
    const groceryId = await grocery();
    const response = await call('POST', '/recipes', {
      name: 'pf sitno',
      servings: 1,
      ingredients: [{ groceryId, ...ingredient }],
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ success: false, message, data: null });
    expect(await stored()).toBe(0);
    expect(await recipes('/recipes')).toEqual([]);
  });

  test.each([
    ['5e-324', 5e-324, apiMessages.cookedWeightInvalid],
    ['0.5 g', 0.5, apiMessages.cookedWeightInvalid],
    ['past 100 kg', 100_001, apiMessages.cookedWeightTooLarge],
  ])(
    'PUT of a cooked weight of %s is a 400 and changes nothing',
    async (_l, cookedWeight, message) => {
      const kept = await recipe({ visibility: 'public' });
      const response = await call('PUT', `/recipes/${kept.id}`, { cookedWeight });
      expect(response.statusCode).toBe(400);
      expect(body(response).message).toBe(message);
      expect(await recipes('/recipes/public', suite.bob)).toHaveLength(1);
    },
  );

  test('the bounds themselves are accepted, and their nutrition is computed', async () => {
    const groceryId = await grocery();
    const many = Array.from({ length: 100 }, () => ({ groceryId, grams: 100_000 }));
    const heavy = await call('POST', '/recipes', {
      name: 'Najveći lonac',
      servings: 1,
      cookedWeight: 1,
      ingredients: many,
    });
    expect(heavy.statusCode).toBe(200);
    const big = recipeResponse.parse(JSON.parse(heavy.body)).data.recipe;
    // 100 x 100 kg of flour: 364 kcal per 100 g.
    expect(big.total.energy).toBe(36_400_000);
    expect(big.per100g?.energy).toBe(3_640_000_000);
    const light = await call('POST', '/recipes', {
      name: 'Prstohvat',
      servings: 1000,
      cookedWeight: 100_000,
      ingredients: [{ groceryId, grams: 0.1 }],
    });
    expect(light.statusCode).toBe(200);
    expect(recipeResponse.parse(JSON.parse(light.body)).data.recipe.perServing.energy).toBe(0);
    expect(await recipes('/recipes')).toHaveLength(2);
  });
});

describe('rows stored before the bounds', () => {
  /** Writes what the old code let through, past the contract, as it was stored then. */
  const storeLegacy = async (
    recipeId: string,
    values: { grams?: number; cookedWeight?: number },
  ) => {
    if (values.grams !== undefined) {
      await suite.database.rows(
        sql`update recipe_ingredients set grams = ${values.grams}::float8 where recipe_id = ${recipeId}`,
      );
    }
    if (values.cookedWeight !== undefined) {
      await suite.database.rows(
        sql`update recipes set cooked_weight = ${values.cookedWeight}::float8 where id = ${recipeId}`,
      );
    }
  };

  test('a read that fails on one is a 500 with its request id, not a 400', async () => {
    const publicOne = await recipe({ visibility: 'public', cookedWeight: 900 });
    await storeLegacy(publicOne.id, { cookedWeight: 5e-324 });
    const response = await call('GET', '/recipes/public', undefined, suite.bob);
    expect(response.statusCode).toBe(500);
    expect(body(response)).toEqual({
      success: false,
      message: apiMessages.somethingWentWrong,
      data: null,
    });
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  test('a write whose answer cannot be read back is undone', async () => {
    const legacy = await recipe({ cookedWeight: 900 });
    await storeLegacy(legacy.id, { cookedWeight: 5e-324 });
    const renamed = await call('PUT', `/recipes/${legacy.id}`, { name: 'Novo ime' });
    expect(renamed.statusCode).toBe(500);
    const [row] = await suite.database.rows<{ name: string }>(
      sql`select name from recipes where id = ${legacy.id}`,
    );
    expect(row?.name).toBe('Kruh');
  });

  test('after the repair migration every read works again, for the owner, teammates and everyone', async () => {
    const bob = await joinTeam(suite.app, suite.ana, 'bob@b.example');
    const tiny = await recipe({ visibility: 'team' });
    const publicOne = await recipe({ visibility: 'public', cookedWeight: 900 });
    // A planned dish and a diary day with amounts the old contract took.
    const date = '2026-03-02';
    const dish = { id: 'd1', meal: 'lunch', recipeId: tiny.id, servings: 1 };
    expect(
      (await call('PUT', `/meal-plan/${date}`, { entries: [dish], version: null })).statusCode,
    ).toBe(200);
    await suite.database.rows(sql`update meal_plan_entries set servings = 5e-324`);
    await storeLegacy(tiny.id, { grams: 5e-324 });
    await storeLegacy(publicOne.id, { cookedWeight: 5e-324 });
    const day = {
      groceries: [
        {
          id: tiny.id,
          name: 'Kruh',
          energy: 1,
          fat: 0,
          protein: 0,
          carb: 0,
          quantity: 1,
          meal: 'lunch',
        },
      ],
      activities: [{ name: 'Trčanje', duration: 30, energy: 300 }],
    };
    expect((await call('PUT', `/food-diaries/${date}`, day, bob)).statusCode).toBe(200);
    await suite.database.rows(sql`update food_diaries set
      groceries = jsonb_set(groceries, '{0,quantity}', '5e-324'::jsonb),
      activities = jsonb_set(activities, '{0,energy}', '50000'::jsonb)`);
    expect((await call('GET', '/recipes', undefined, bob)).statusCode).toBe(500);

    await repair();

    const teammates = await recipes('/recipes', bob);
    expect(teammates.map((r: Recipe) => r.ingredients[0]?.grams)).toContain(0.1);
    const everyone = await recipes('/recipes/public', bob);
    expect(everyone.find((r) => r.id === publicOne.id)?.cookedWeight).toBe(1);
    const diary = await call('GET', `/food-diaries/${date}`, undefined, bob);
    expect(diary.statusCode).toBe(200);
    const saved = body<{ foodDiary: typeof day }>(diary).data.foodDiary;
    expect(saved.groceries[0]?.quantity).toBe(0.001);
    expect(saved.activities[0]?.energy).toBe(20_000);
    // The day and the menu can be saved again as they are read.
    const plan = await call('GET', `/meal-plan?from=${date}&to=${date}`, undefined, bob);
    const planned = body<{ days: { version: string; entries: unknown[] }[] }>(plan).data.days[0];
    expect(planned?.entries).toMatchObject([{ servings: 0.01 }]);
    const again = await call(
      'PUT',
      `/meal-plan/${date}`,
      { entries: planned?.entries, version: planned?.version },
      bob,
    );
    expect(again.statusCode).toBe(200);
    expect((await call('PUT', `/food-diaries/${date}`, saved, bob)).statusCode).toBe(200);
  });
});

describe('merged quantities stay within what an item accepts', () => {
  test('an item merged with grams twice can be saved unchanged, and its removal undone', async () => {
    const bob = await joinTeam(suite.app, suite.ana, 'bob@b.example');
    const groceryId = await grocery();
    const made = await call('POST', '/recipes', {
      name: 'Tijesto',
      servings: 1,
      ingredients: [{ groceryId, grams: 10 }],
    });
    const recipeId = idOf(made, 'recipe');
    const listId = idOf(await call('POST', '/lists', { name: 'Subota' }), 'list');
    const added = await call('POST', `/lists/${listId}/items`, {
      name: 'Brašno',
      quantity: '3 pakiranja',
    });
    const itemId = listItemResponse.parse(JSON.parse(added.body)).data.item.id;
    for (let i = 0; i < 2; i++) {
      const merge = await call('POST', `/lists/${listId}/recipe-items`, { recipeId, servings: 1 });
      expect(merge.statusCode).toBe(200);
      expect(recipeItemsResponse.parse(JSON.parse(merge.body)).data.items[0]?.id).toBe(itemId);
    }
    const list = listResponse.parse(
      JSON.parse((await call('GET', `/lists/${listId}`, undefined, bob)).body),
    ).data.list;
    const item = list.items.find((i) => i.id === itemId)!;
    expect(item.quantity).toBe('3 pakiranja + 20 g');

    // A teammate saves it as they see it.
    const { name, category, quantity } = item;
    const put = await call(
      'PUT',
      `/lists/${listId}/items/${itemId}`,
      { name, category, quantity },
      bob,
    );
    expect(put.statusCode).toBe(200);
    // Removed, then the removal undone as the list does it: added again as it was.
    expect((await call('DELETE', `/lists/${listId}/items/${itemId}`)).statusCode).toBe(200);
    const undo = await call('POST', `/lists/${listId}/items`, {
      name,
      category,
      quantity,
      images: [],
    });
    expect(undo.statusCode).toBe(200);
    expect(listItemResponse.parse(JSON.parse(undo.body)).data.item.quantity).toBe(quantity);
  });

  test('a quantity the old merge made too long is shortened by the repair, and then saves', async () => {
    const listId = idOf(await call('POST', '/lists', { name: 'Nedjelja' }), 'list');
    const added = await call('POST', `/lists/${listId}/items`, {
      name: 'Šećer',
      quantity: '3 kom',
    });
    const itemId = listItemResponse.parse(JSON.parse(added.body)).data.item.id;
    await suite.database.rows(
      sql`update list_items set quantity = '3 pakiranja + 10 g + 10 g' where id = ${itemId}`,
    );
    await repair();
    const list = listResponse.parse(JSON.parse((await call('GET', `/lists/${listId}`)).body)).data
      .list;
    const quantity = list.items[0]?.quantity ?? '';
    expect(quantity.length).toBeLessThanOrEqual(ITEM_QUANTITY_MAX);
    expect(quantity.endsWith('…')).toBe(true);
    const put = await call('PUT', `/lists/${listId}/items/${itemId}`, { quantity });
    expect(put.statusCode).toBe(200);
  });
});

describe('documentation', () => {
  test('the OpenAPI document states the bounds and the lookup draft names its clamped fields', async () => {
    const doc = (await suite.app.inject({ url: '/api/openapi.json' })).body;
    const recipePost = JSON.stringify(JSON.parse(doc).paths['/api/recipes'].post);
    expect(recipePost).toContain('"minimum":0.1');
    expect(recipePost).toContain('"maximum":100000');
    const lookup = JSON.stringify(JSON.parse(doc).paths['/api/food-lookup/{code}'].get);
    expect(lookup).toContain('"clamped"');
  });
});
