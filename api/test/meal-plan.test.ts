import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  apiMessages,
  type MealPlanDay,
  mealPlanDayResponse,
  mealPlanResponse,
} from '@organizator/shared/contract';
import { body, inTab, joinTeam, type Session, useSignedInSuite } from './helpers';
import { openStream } from './sse-client';

const suite = useSignedInSuite({ ana: 'ana@a.example', bob: 'bob@b.example' });
const { call } = suite;

const idOf = async (response: Promise<{ body: string }>, key: string) =>
  (body<Record<string, { id: string }>>(await response).data[key] as { id: string }).id;

/** Ana's grocery "Mlijeko" and recipe "Palačinke" (4 servings), both shared with her team. */
async function foods(session: Session = suite.ana) {
  const milk = await idOf(
    call(
      'POST',
      '/groceries',
      { name: 'Mlijeko', energy: 64, fat: 4, protein: 3, carb: 5, visibility: 'team' },
      session,
    ),
    'grocery',
  );
  const recipeId = await idOf(
    call(
      'POST',
      '/recipes',
      {
        name: 'Palačinke',
        servings: 4,
        visibility: 'team',
        ingredients: [{ groceryId: milk, grams: 400 }],
      },
      session,
    ),
    'recipe',
  );
  return { milk, recipeId };
}

const put = (date: string, payload: Record<string, unknown>, session: Session = suite.ana) =>
  call('PUT', `/meal-plan/${date}`, payload, session);
const dayOf = (response: { body: string }) =>
  mealPlanDayResponse.parse(JSON.parse(response.body)).data.day;
const range = async (from: string, to: string, session: Session = suite.ana) => {
  const response = await call('GET', `/meal-plan?from=${from}&to=${to}`, undefined, session);
  expect(response.statusCode).toBe(200);
  return mealPlanResponse.parse(JSON.parse(response.body)).data.days;
};
const dishes = (day: MealPlanDay) =>
  day.entries.map((e) => [e.meal, e.name, e.servings ?? e.grams]);

describe('the team’s menu', () => {
  test('a day is stored with names from its foods; a range answers every day, unplanned ones empty', async () => {
    const { milk, recipeId } = await foods();
    const entries = [
      { id: 'e1', meal: 'dinner', recipeId, servings: 2 },
      { id: 'e2', meal: 'breakfast', groceryId: milk, grams: 250, name: 'ignored' },
    ];
    const saved = await put('2026-12-02', { entries, version: null });
    expect(saved.statusCode).toBe(200);
    expect(body(saved).message).toBe(apiMessages.mealPlanSaved);
    const day = dayOf(saved);
    expect(day.version).toEqual(expect.any(String));
    expect(day.entries).toEqual([
      {
        id: 'e1',
        meal: 'dinner',
        recipeId,
        groceryId: null,
        potId: null,
        name: 'Palačinke',
        servings: 2,
        grams: null,
      },
      {
        id: 'e2',
        meal: 'breakfast',
        recipeId: null,
        groceryId: milk,
        potId: null,
        name: 'Mlijeko',
        servings: null,
        grams: 250,
      },
    ]);
    const days = await range('2026-11-30', '2026-12-06');
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(days[2]).toEqual(day);
    expect(days.filter((d) => d.version === null && d.entries.length === 0)).toHaveLength(6);
  });

  test('every member of the team sees and changes the same menu; a dish moves to another day by its id', async () => {
    const mia = await joinTeam(suite.app, suite.ana, 'mia@a.example');
    const { recipeId } = await foods();
    const first = dayOf(
      await put('2026-12-02', {
        entries: [{ id: 'e1', meal: 'dinner', recipeId, servings: 2 }],
        version: null,
      }),
    );
    expect((await range('2026-12-02', '2026-12-02', mia))[0]).toEqual(first);
    // Mia moves it to the next day's lunch: added there, removed here.
    const moved = await put(
      '2026-12-03',
      { entries: [{ id: 'e1', meal: 'lunch', recipeId, servings: 3 }], version: null },
      mia,
    );
    expect(moved.statusCode).toBe(200);
    const emptied = await put('2026-12-02', { entries: [], version: first.version }, mia);
    expect(emptied.statusCode).toBe(200);
    const [tuesday, wednesday] = await range('2026-12-02', '2026-12-03');
    expect(tuesday!.entries).toEqual([]);
    expect(tuesday!.version).not.toBe(first.version);
    expect(dishes(wednesday!)).toEqual([['lunch', 'Palačinke', 3]]);
  });

  test('a stale version is a 409 and nothing changes; the same menu sent again is answered as stored', async () => {
    const { recipeId, milk } = await foods();
    const entries = [{ id: 'e1', meal: 'dinner', recipeId, servings: 2 }];
    const first = dayOf(await put('2026-12-02', { entries, version: null }));
    // A replay of the first PUT (its answer was lost): the day already is that menu.
    const replay = await put('2026-12-02', { entries, version: null });
    expect(replay.statusCode).toBe(200);
    expect(dayOf(replay)).toEqual(first);

    const second = dayOf(
      await put('2026-12-02', {
        entries: [...entries, { id: 'e2', meal: 'snack', groceryId: milk, grams: 200 }],
        version: first.version,
      }),
    );
    const stale = await put('2026-12-02', {
      entries: [{ id: 'e3', meal: 'lunch', groceryId: milk, grams: 100 }],
      version: first.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(body(stale)).toEqual({
      success: false,
      message: apiMessages.mealPlanChangedMeanwhile,
      data: null,
    });
    expect((await range('2026-12-02', '2026-12-02'))[0]).toEqual(second);
    // "No menu yet" on a day that has one is stale too.
    expect((await put('2026-12-02', { entries: [], version: null })).statusCode).toBe(409);
  });

  test('two members saving the same day at once: one wins, the other gets 409, nothing is mixed', async () => {
    const mia = await joinTeam(suite.app, suite.ana, 'mia@a.example');
    const { recipeId, milk } = await foods();
    const base = dayOf(
      await put('2026-12-02', {
        entries: [{ id: 'e1', meal: 'dinner', recipeId, servings: 2 }],
        version: null,
      }),
    );
    for (let round = 0; round < 3; round++) {
      const [current] = await range('2026-12-02', '2026-12-02');
      const answers = await Promise.all([
        put('2026-12-02', {
          entries: [{ id: `a${round}`, meal: 'lunch', recipeId, servings: 1 }],
          version: current!.version,
        }),
        put(
          '2026-12-02',
          {
            entries: [{ id: `m${round}`, meal: 'snack', groceryId: milk, grams: 100 }],
            version: current!.version,
          },
          mia,
        ),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const winner = dayOf(answers.find((a) => a.statusCode === 200)!);
      expect((await range('2026-12-02', '2026-12-02'))[0]).toEqual(winner);
      expect(winner.entries).toHaveLength(1);
    }
    // Two first plans of a new day at once: one is stored, the other is told the day changed.
    const firsts = await Promise.all([
      put('2026-12-09', {
        entries: [{ id: 'x', meal: 'lunch', recipeId, servings: 1 }],
        version: null,
      }),
      put(
        '2026-12-09',
        { entries: [{ id: 'y', meal: 'lunch', groceryId: milk, grams: 50 }], version: null },
        mia,
      ),
    ]);
    expect(firsts.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(base.version).not.toBeNull();
  });

  test('teammates hear of a change live, with the date; the tab it was made in is not told', async () => {
    const mia = await joinTeam(suite.app, suite.ana, 'mia@a.example');
    const { recipeId } = await foods();
    await suite.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (suite.app.server.address() as AddressInfo).port;
    const miaStream = await openStream(port, mia.userId, mia.auth.authorization);
    const { userId, auth } = suite.ana;
    const anaStream = await openStream(port, userId, auth.authorization, {}, 'ana-laptop-1');
    const bobStream = await openStream(port, suite.bob.userId, suite.bob.auth.authorization);
    try {
      await put(
        '2026-12-02',
        { entries: [{ id: 'e1', meal: 'dinner', recipeId, servings: 2 }], version: null },
        inTab(suite.ana, 'ana-laptop-1'),
      );
      const event = await miaStream.next('meal-plan-updated');
      expect(event.data).toEqual({
        type: 'meal-plan-updated',
        date: '2026-12-02',
        userId: suite.ana.userId,
        userName: 'ana@a.example',
      });
      // The stream of the tab Ana made it in and another team's are left out (checked after Mia's
      // has arrived).
      expect(anaStream.events.filter((e) => e.type === 'meal-plan-updated')).toEqual([]);
      expect(bobStream.events.filter((e) => e.type === 'meal-plan-updated')).toEqual([]);
    } finally {
      miaStream.close();
      anaStream.close();
      bobStream.close();
    }
  });

  test('a deleted recipe leaves its dish on the menu by name, without the recipe; it can be kept or removed', async () => {
    const { recipeId, milk } = await foods();
    const first = dayOf(
      await put('2026-12-02', {
        entries: [
          { id: 'e1', meal: 'dinner', recipeId, servings: 2 },
          { id: 'e2', meal: 'lunch', groceryId: milk, grams: 100 },
        ],
        version: null,
      }),
    );
    expect((await call('DELETE', `/recipes/${recipeId}`)).statusCode).toBe(200);
    const [day] = await range('2026-12-02', '2026-12-02');
    expect(day!.entries[0]).toEqual({
      id: 'e1',
      meal: 'dinner',
      recipeId: null,
      groceryId: null,
      potId: null,
      name: 'Palačinke',
      servings: 2,
      grams: null,
    });
    expect(day!.version).toBe(first.version);
    // Kept (moved to lunch) while the grocery's amount changes; a new dish without a food is refused.
    const kept = await put('2026-12-02', {
      entries: [
        { id: 'e1', meal: 'lunch' },
        { id: 'e2', meal: 'lunch', groceryId: milk, grams: 150 },
      ],
      version: day!.version,
    });
    expect(kept.statusCode).toBe(200);
    expect(dishes(dayOf(kept))).toEqual([
      ['lunch', 'Palačinke', 2],
      ['lunch', 'Mlijeko', 150],
    ]);
    const invented = await put('2026-12-02', {
      entries: [{ id: 'new', meal: 'lunch' }],
      version: dayOf(kept).version,
    });
    expect(invented.statusCode).toBe(400);
    expect(body(invented).message).toBe(apiMessages.mealPlanEntryNeedsFood);
  });
});

describe('what is refused, with nothing stored', () => {
  test('a reversed range or one over 62 days', async () => {
    for (const [from, to, message] of [
      ['2026-12-10', '2026-12-01', apiMessages.mealPlanRangeReversed],
      ['2026-01-01', '2026-03-04', apiMessages.mealPlanRangeTooLong],
      ['2026-02-30', '2026-03-01', apiMessages.invalidDate],
    ] as const) {
      const response = await call('GET', `/meal-plan?from=${from}&to=${to}`);
      expect([response.statusCode, body(response).message]).toEqual([400, message]);
    }
    expect(await range('2026-01-01', '2026-03-03')).toHaveLength(62);
    expect((await call('GET', '/meal-plan?from=2026-01-01')).statusCode).toBe(400);
  });

  test('an unknown meal, another team’s food, zero or negative amounts, both foods, 51 dishes, a repeated id', async () => {
    const { recipeId, milk } = await foods();
    const bobs = await foods(suite.bob);
    const privateRecipe = await idOf(
      call(
        'POST',
        '/recipes',
        { name: 'Tajna', servings: 1, ingredients: [{ groceryId: bobs.milk, grams: 10 }] },
        suite.bob,
      ),
      'recipe',
    );
    const dish = { id: 'e1', meal: 'dinner' };
    const cases: [unknown[], string][] = [
      [[{ ...dish, meal: 'brunch', recipeId, servings: 1 }], apiMessages.unknownMeal],
      [[{ ...dish, meal: 'DINNER', recipeId, servings: 1 }], apiMessages.unknownMeal],
      [[{ ...dish, recipeId: bobs.recipeId, servings: 1 }], apiMessages.mealPlanFoodNotFound],
      [[{ ...dish, recipeId: privateRecipe, servings: 1 }], apiMessages.mealPlanFoodNotFound],
      [[{ ...dish, groceryId: bobs.milk, grams: 10 }], apiMessages.mealPlanFoodNotFound],
      [[{ ...dish, recipeId: 'no-such-recipe', servings: 1 }], apiMessages.mealPlanFoodNotFound],
      [[{ ...dish, recipeId, servings: 0 }], apiMessages.mealPlanServingsPositive],
      [[{ ...dish, recipeId, servings: -1 }], apiMessages.mealPlanServingsPositive],
      [[{ ...dish, recipeId }], apiMessages.mealPlanServingsPositive],
      [[{ ...dish, groceryId: milk, grams: 0 }], apiMessages.mealPlanGramsPositive],
      [[{ ...dish, groceryId: milk, grams: -5 }], apiMessages.mealPlanGramsPositive],
      [[{ ...dish, groceryId: milk, grams: 'sto' }], apiMessages.mustBeNumber],
      [
        [{ ...dish, recipeId, groceryId: milk, servings: 1, grams: 1 }],
        apiMessages.mealPlanEntryOneFood,
      ],
      [[dish], apiMessages.mealPlanEntryNeedsFood],
      [
        Array.from({ length: 51 }, (_, i) => ({ ...dish, id: `e${i}`, recipeId, servings: 1 })),
        apiMessages.mealPlanTooManyEntries,
      ],
      [
        [
          { ...dish, recipeId, servings: 1 },
          { ...dish, groceryId: milk, grams: 1 },
        ],
        apiMessages.mealPlanDuplicateEntryId,
      ],
    ];
    for (const [entries, message] of cases) {
      const response = await put('2026-12-02', { entries, version: null });
      expect([response.statusCode, body(response)]).toEqual([
        400,
        { success: false, message, data: null },
      ]);
    }
    expect(await range('2026-12-02', '2026-12-02')).toEqual([
      { date: '2026-12-02', version: null, entries: [] },
    ]);
    const fifty = Array.from({ length: 50 }, () => ({
      ...dish,
      id: randomUUID(),
      recipeId,
      servings: 1,
    }));
    expect((await put('2026-12-02', { entries: fifty, version: null })).statusCode).toBe(200);
  });

  test('another team sees nothing of the menu and changes nothing of it', async () => {
    const { recipeId } = await foods();
    const anas = dayOf(
      await put('2026-12-02', {
        entries: [{ id: 'e1', meal: 'dinner', recipeId, servings: 2 }],
        version: null,
      }),
    );
    expect(await range('2026-12-02', '2026-12-02', suite.bob)).toEqual([
      { date: '2026-12-02', version: null, entries: [] },
    ]);
    // Bob's PUT of the same date is his own team's day; Ana's stays as it was.
    const bobs = await put('2026-12-02', { entries: [], version: anas.version }, suite.bob);
    expect(bobs.statusCode).toBe(200);
    expect(dayOf(bobs).entries).toEqual([]);
    expect((await range('2026-12-02', '2026-12-02'))[0]).toEqual(anas);
    const diary = await call('GET', '/food-diaries/2026-12-02', undefined, suite.bob);
    expect(body<{ foodDiary: { planned: unknown[] } }>(diary).data.foodDiary.planned).toEqual([]);
    expect(
      (await call('GET', '/meal-plan?from=2026-12-02&to=2026-12-02', undefined)).statusCode,
    ).toBe(200);
    const anonymous = await suite.app.inject({
      method: 'GET',
      url: '/api/meal-plan?from=2026-12-02&to=2026-12-02',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  test('describes the menu routes', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = Object.keys((JSON.parse(response.body) as { paths: object }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/meal-plan',
        '/api/meal-plan/{date}',
        '/api/food-diaries/{date}',
        '/api/lists/{listId}/plan-items',
      ]),
    );
  });
});
