import {
  apiMessages,
  foodDiariesResponse,
  foodDiaryResponse,
  recipeResponse,
} from '@organizator/shared/contract';
import { body, useSignedInSuite } from './helpers';

const suite = useSignedInSuite({ ana: 'ana@example.com', ivo: 'ivo@example.com' });
const { call } = suite;

const grocery = { name: 'Jogurt', energy: 61, fat: 3, protein: 4, carb: 5 };

describe('food diaries', () => {
  const entry = { ...grocery, id: 'g1', quantity: 1.5, meal: 'breakfast' };
  const activity = { name: 'Trčanje', duration: 30, energy: 300 };

  test('PUT upserts a day; GET returns all days with the goal falling back to 1800', async () => {
    const first = await call('PUT', '/food-diaries/2026-01-02', { groceries: [entry] });
    expect(first.statusCode).toBe(200);
    expect(foodDiaryResponse.parse(JSON.parse(first.body)).data.foodDiary).toEqual({
      date: '2026-01-02',
      groceries: [entry],
      activities: [],
      dailyEnergyGoal: 1800,
      version: expect.any(String),
    });
    await call('PUT', '/food-diaries/2026-01-02', { activities: [activity] });
    await call('PUT', '/food-diaries/2026-01-01', { activities: [] });
    const all = foodDiariesResponse.parse(JSON.parse((await call('GET', '/food-diaries')).body))
      .data.foodDiaries;
    expect(all.map((d) => d.date)).toEqual(['2026-01-01', '2026-01-02']);
    expect(all[1]).toMatchObject({ groceries: [entry], activities: [activity] });

    await call('PUT', '/me', { dailyEnergyGoal: 2200 });
    const after = body<{ foodDiaries: { dailyEnergyGoal: number }[] }>(
      await call('GET', '/food-diaries'),
    );
    expect(after.data.foodDiaries.every((d) => d.dailyEnergyGoal === 2200)).toBe(true);
  });

  test('validation: real dates, lower-case meals, non-empty updates', async () => {
    expect((await call('PUT', '/food-diaries/2026-13-45', { activities: [] })).statusCode).toBe(
      400,
    );
    expect((await call('PUT', '/food-diaries/today', { activities: [] })).statusCode).toBe(400);
    const meal = await call('PUT', '/food-diaries/2026-01-02', {
      groceries: [{ ...entry, meal: 'BREAKFAST' }],
    });
    expect(meal.statusCode).toBe(400);
    const empty = await call('PUT', '/food-diaries/2026-01-02', {});
    expect(empty.statusCode).toBe(400);
    expect(body(empty).message).toBe('No data to update');
  });

  const dayOf = (response: { body: string }) =>
    foodDiaryResponse.parse(JSON.parse(response.body)).data.foodDiary;

  test('a write made from a stale version of the day is refused with 409 and changes nothing', async () => {
    // Two tabs open on a day never saved: both think it has no version.
    const first = await call('PUT', '/food-diaries/2026-01-02', {
      groceries: [entry],
      version: null,
    });
    expect(first.statusCode).toBe(200);
    const seen = dayOf(first).version;
    expect(seen).toEqual(expect.any(String));

    const stale = await call('PUT', '/food-diaries/2026-01-02', {
      activities: [activity],
      version: null,
    });
    expect(stale.statusCode).toBe(409);
    expect(body(stale)).toEqual({
      success: false,
      message: 'Dnevnik je u međuvremenu promijenjen',
      data: null,
    });

    // The other tab re-applies its change on the fresh day, with that day's version.
    const second = await call('PUT', '/food-diaries/2026-01-02', {
      groceries: [entry],
      activities: [activity],
      version: seen,
    });
    expect(second.statusCode).toBe(200);
    expect(dayOf(second).version).not.toBe(seen);
    // The first tab's version is now stale too.
    const late = await call('PUT', '/food-diaries/2026-01-02', { groceries: [], version: seen });
    expect(late.statusCode).toBe(409);
    const stored = foodDiariesResponse.parse(JSON.parse((await call('GET', '/food-diaries')).body))
      .data.foodDiaries[0];
    expect(stored).toMatchObject({ groceries: [entry], activities: [activity] });
    expect(stored?.version).toBe(dayOf(second).version);
  });

  test('concurrent versioned writes of one day: exactly one wins, the others get 409', async () => {
    const base = dayOf(await call('PUT', '/food-diaries/2026-01-03', { groceries: [] }));
    const writes = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call('PUT', '/food-diaries/2026-01-03', {
          groceries: [{ ...entry, id: `g${i}` }],
          version: base.version,
        }),
      ),
    );
    expect(writes.filter((w) => w.statusCode === 200)).toHaveLength(1);
    expect(writes.filter((w) => w.statusCode === 409)).toHaveLength(7);
  });

  test('a PUT without a version still writes unconditionally (docs/product.md#api shape)', async () => {
    await call('PUT', '/food-diaries/2026-01-04', { groceries: [entry] });
    const again = await call('PUT', '/food-diaries/2026-01-04', { activities: [activity] });
    expect(again.statusCode).toBe(200);
    expect(dayOf(again)).toMatchObject({ groceries: [entry], activities: [activity] });
  });

  test('diaries are private', async () => {
    await call('PUT', '/food-diaries/2026-01-02', { activities: [activity] });
    const other = body<{ foodDiaries: unknown[] }>(
      await call('GET', '/food-diaries', undefined, suite.ivo),
    );
    expect(other.data.foodDiaries).toEqual([]);
  });
});

describe('a range of diary days (GET /food-diaries?from&to)', () => {
  const entry = { ...grocery, id: 'g1', quantity: 1, meal: 'lunch' };
  const datesOf = async (path: string, session = suite.ana) => {
    const response = await call('GET', path, undefined, session);
    expect(response.statusCode).toBe(200);
    return foodDiariesResponse
      .parse(JSON.parse(response.body))
      .data.foodDiaries.map((day) => day.date);
  };

  test("answers the caller's saved days from..to, both included; without a range every day", async () => {
    for (const date of ['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-28', '2026-03-01']) {
      await call('PUT', `/food-diaries/${date}`, { groceries: [entry] });
    }
    // Another user's day inside the range is not the caller's.
    await call('PUT', '/food-diaries/2026-02-10', { groceries: [entry] }, suite.ivo);

    expect(await datesOf('/food-diaries?from=2026-01-31&to=2026-02-28')).toEqual([
      '2026-01-31',
      '2026-02-01',
      '2026-02-28',
    ]);
    expect(await datesOf('/food-diaries?from=2026-02-01&to=2026-02-01')).toEqual(['2026-02-01']);
    expect(await datesOf('/food-diaries?from=2026-02-02&to=2026-02-27')).toEqual([]);
    expect(await datesOf('/food-diaries?from=2026-02-01&to=2026-02-28', suite.ivo)).toEqual([
      '2026-02-10',
    ]);
    expect(await datesOf('/food-diaries')).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-28',
      '2026-03-01',
    ]);
  });

  test('a range at most 62 days long, not reversed, with both real dates', async () => {
    for (const [query, message] of [
      ['from=2026-02-01', apiMessages.dateRangeIncomplete],
      ['to=2026-02-01', apiMessages.dateRangeIncomplete],
      ['from=2026-02-10&to=2026-02-01', apiMessages.mealPlanRangeReversed],
      ['from=2026-01-01&to=2026-03-04', apiMessages.mealPlanRangeTooLong],
      ['from=2026-02-30&to=2026-03-04', apiMessages.invalidDate],
      ['from=danas&to=2026-03-04', apiMessages.invalidDate],
    ]) {
      const response = await call('GET', `/food-diaries?${query}`);
      expect(response.statusCode).toBe(400);
      expect(body(response)).toEqual({ success: false, message, data: null });
    }
    expect(await datesOf('/food-diaries?from=2026-01-01&to=2026-03-03')).toEqual([]);
  });
});

describe('entries logged from a recipe', () => {
  test('keep the values they were logged with when the recipe changes or goes', async () => {
    const oats = body<{ grocery: { id: string } }>(
      await call('POST', '/groceries', {
        name: 'Zobene',
        energy: 372,
        fat: 7,
        protein: 13,
        carb: 58,
      }),
    ).data.grocery;
    const recipe = recipeResponse.parse(
      JSON.parse(
        (
          await call('POST', '/recipes', {
            name: 'Zobena kaša',
            servings: 2,
            cookedWeight: 400,
            ingredients: [{ groceryId: oats.id, grams: 100 }],
          })
        ).body,
      ),
    ).data.recipe;
    // Two servings, and 150 g of the cooked dish: per serving / per 100 g, as the recipe answers.
    const servings = {
      id: recipe.id,
      recipeId: recipe.id,
      portion: 'serving',
      name: recipe.name,
      ...recipe.perServing,
      quantity: 2,
      meal: 'breakfast',
    };
    const grams = {
      ...servings,
      portion: 'grams',
      ...recipe.per100g,
      quantity: 1.5,
      meal: 'snack',
    };
    const saved = await call('PUT', '/food-diaries/2026-03-01', { groceries: [servings, grams] });
    expect(saved.statusCode).toBe(200);
    expect(foodDiaryResponse.parse(JSON.parse(saved.body)).data.foodDiary.groceries).toEqual([
      servings,
      grams,
    ]);
    expect(servings).toMatchObject({ energy: 186, fat: 3.5, protein: 6.5, carb: 29 });
    expect(grams).toMatchObject({ energy: 93 });

    await call('PUT', `/recipes/${recipe.id}`, { servings: 4 });
    await call('DELETE', `/recipes/${recipe.id}`);
    const day = foodDiariesResponse
      .parse(JSON.parse((await call('GET', '/food-diaries')).body))
      .data.foodDiaries.find((d) => d.date === '2026-03-01');
    expect(day?.groceries).toEqual([servings, grams]);
    // The day is still saved whole after the recipe is gone (every edit sends all entries).
    const resaved = await call('PUT', '/food-diaries/2026-03-01', { groceries: [servings] });
    expect(resaved.statusCode).toBe(200);
  });

  test('an unknown portion is refused', async () => {
    const response = await call('PUT', '/food-diaries/2026-03-01', {
      groceries: [
        { ...grocery, id: 'r1', recipeId: 'r1', portion: 'bowl', quantity: 1, meal: 'lunch' },
      ],
    });
    expect(response.statusCode).toBe(400);
  });
});
