import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  apiMessages,
  foodDiaryDayResponse,
  foodDiaryResponse,
  mealPlanDayResponse,
  type Pot,
  potResponse,
  potsResponse,
} from '@organizator/shared/contract';
import { body, joinTeam, type Session, useSignedInSuite } from './helpers';
import { openStream } from './sse-client';

const suite = useSignedInSuite({ ana: 'ana@a.example', bob: 'bob@b.example' });
const { call } = suite;
let mia: Session;
beforeEach(async () => {
  mia = await joinTeam(suite.app, suite.ana, 'mia@a.example');
});

const idOf = async (response: Promise<{ body: string }>, key: string) =>
  (body<Record<string, { id: string }>>(await response).data[key] as { id: string }).id;

/**
 * Ana's team recipe "Gulaš" (4 servings, cooked weight 2000 g): 1000 g of beef (200 kcal, 10 g
 * fat, 20 g protein per 100 g) and 1000 g of potatoes (80 kcal, 20 g carbohydrate per 100 g).
 */
async function goulash() {
  const grocery = (name: string, values: object) =>
    idOf(call('POST', '/groceries', { name, ...values, visibility: 'team' }), 'grocery');
  const beef = await grocery('Junetina', { energy: 200, fat: 10, protein: 20, carb: 0 });
  const potato = await grocery('Krumpir', { energy: 80, fat: 0, protein: 2, carb: 20 });
  const recipeId = await idOf(
    call('POST', '/recipes', {
      name: 'Gulaš',
      servings: 4,
      cookedWeight: 2000,
      visibility: 'team',
      ingredients: [
        { groceryId: beef, grams: 1000 },
        { groceryId: potato, grams: 1000 },
      ],
    }),
    'recipe',
  );
  return { beef, potato, recipeId };
}

const potOf = (response: { body: string }): Pot =>
  potResponse.parse(JSON.parse(response.body)).data.pot;

async function cook(payload: Record<string, unknown>, session: Session = suite.ana) {
  const response = await call('POST', '/pots', payload, session);
  expect(response.statusCode).toBe(200);
  return potOf(response);
}

const take = (
  potId: string,
  grams: number,
  session: Session,
  extra: Record<string, unknown> = {},
) =>
  call(
    'POST',
    `/pots/${potId}/portions`,
    { date: '2026-12-02', meal: 'dinner', grams, requestId: randomUUID(), ...extra },
    session,
  );

const diaryDay = async (session: Session, date = '2026-12-02') =>
  foodDiaryDayResponse.parse(
    JSON.parse((await call('GET', `/food-diaries/${date}`, undefined, session)).body),
  ).data.foodDiary;

describe('a household’s pot', () => {
  test('cooking a recipe keeps its weight and values per 100 g from the ingredients as cooked', async () => {
    const { beef, potato, recipeId } = await goulash();
    const plain = await cook({ recipeId, date: '2026-12-02' });
    expect(plain).toMatchObject({
      recipeId,
      name: 'Gulaš',
      date: '2026-12-02',
      cookedWeight: 2000,
      left: 2000,
      thrownAway: 0,
      finished: false,
      portions: [],
      ownerId: suite.ana.userId,
      // (2000 + 800) kcal in 2000 g.
      per100g: { energy: 140, fat: 5, protein: 11, carb: 10 },
    });
    // Cooked that day with less beef, weighed at 2100 g.
    const asCooked = await cook({
      recipeId,
      date: '2026-12-03',
      cookedWeight: 2100,
      ingredients: [
        { groceryId: beef, grams: 700 },
        { groceryId: potato, grams: 1400 },
      ],
    });
    expect(asCooked.cookedWeight).toBe(2100);
    // (1400 + 1120) kcal, 70 g fat, (140 + 28) g protein, 280 g carbohydrate in 2100 g.
    expect(asCooked.per100g).toEqual({ energy: 120, fat: 3.3, protein: 8, carb: 13.3 });
    expect(asCooked.ingredients.map((i) => [i.name, i.grams])).toEqual([
      ['Junetina', 700],
      ['Krumpir', 1400],
    ]);
    // A teammate sees both; the newest day first.
    const list = await call('GET', '/pots?open=true', undefined, mia);
    expect(potsResponse.parse(JSON.parse(list.body)).data.pots.map((p) => p.date)).toEqual([
      '2026-12-03',
      '2026-12-02',
    ]);
  });

  test('a recipe without a cooked weight needs one; a recipe or grocery not visible is refused', async () => {
    const { recipeId } = await goulash();
    await call('PUT', `/recipes/${recipeId}`, { cookedWeight: null });
    const noWeight = await call('POST', '/pots', { recipeId, date: '2026-12-02' });
    expect(noWeight.statusCode).toBe(400);
    expect(body(noWeight).message).toBe(apiMessages.potNeedsCookedWeight);
    const bobs = await call('POST', '/pots', { recipeId, date: '2026-12-02' }, suite.bob);
    expect(bobs.statusCode).toBe(404);
    const bobsGrocery = await idOf(
      call(
        'POST',
        '/groceries',
        { name: 'Tajno', energy: 1, fat: 0, protein: 0, carb: 0 },
        suite.bob,
      ),
      'grocery',
    );
    const foreign = await call('POST', '/pots', {
      recipeId,
      date: '2026-12-02',
      cookedWeight: 500,
      ingredients: [{ groceryId: bobsGrocery, grams: 100 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(body(foreign).message).toBe(apiMessages.unknownIngredient);
    const tooLight = await call('POST', '/pots', {
      recipeId,
      date: '2026-12-02',
      cookedWeight: 1,
      ingredients: [{ groceryId: (await goulash()).beef, grams: 100_000 }],
    });
    expect(tooLight.statusCode).toBe(400);
    expect(body(tooLight).message).toBe(apiMessages.potWeightTooSmall);
  });

  test('members take portions into their diaries; the pot shows what is left and who took what', async () => {
    const { recipeId } = await goulash();
    const pot = await cook({ recipeId, date: '2026-12-02', cookedWeight: 2100 });
    const first = await take(pot.id, 700, suite.ana);
    expect(first.statusCode).toBe(200);
    expect(body(first).message).toBe(apiMessages.potPortionTaken);
    const requestId = randomUUID();
    const second = await take(pot.id, 460, mia, { meal: 'lunch', requestId, plannedEntryId: 'e1' });
    const after = potOf(second);
    expect(after.left).toBe(940);
    expect(after.portions).toEqual([
      {
        userId: suite.ana.userId,
        name: 'ana@a.example',
        grams: 700,
        date: '2026-12-02',
        meal: 'dinner',
      },
      { userId: mia.userId, name: 'mia@a.example', grams: 460, date: '2026-12-02', meal: 'lunch' },
    ]);
    // The same request again takes nothing more.
    const replay = await take(pot.id, 460, mia, { meal: 'lunch', requestId, plannedEntryId: 'e1' });
    expect(replay.statusCode).toBe(200);
    expect(potOf(replay).left).toBe(940);
    // Mia's diary holds one entry: 460 g at the pot's values per 100 g.
    const day = await diaryDay(mia);
    expect(day.groceries).toEqual([
      expect.objectContaining({
        name: 'Gulaš',
        energy: after.per100g.energy,
        fat: after.per100g.fat,
        quantity: 4.6,
        meal: 'lunch',
        portion: 'grams',
        potId: pot.id,
        plannedEntryId: 'e1',
      }),
    ]);
  });

  test('a portion appends to a diary day already written, which gets a new version', async () => {
    const { recipeId } = await goulash();
    const pot = await cook({ recipeId, date: '2026-12-02' });
    const entry = {
      id: 'own',
      name: 'Kruh',
      energy: 250,
      fat: 1,
      protein: 8,
      carb: 50,
      quantity: 1,
      meal: 'dinner',
    };
    const saved = await call('PUT', '/food-diaries/2026-12-02', {
      groceries: [entry],
      version: null,
    });
    const version = foodDiaryResponse.parse(JSON.parse(saved.body)).data.foodDiary.version;
    await take(pot.id, 300, suite.ana);
    const day = await diaryDay(suite.ana);
    expect(day.groceries.map((g) => g.name)).toEqual(['Kruh', 'Gulaš']);
    expect(day.version).not.toBe(version);
    const stale = await call('PUT', '/food-diaries/2026-12-02', { groceries: [entry], version });
    expect(stale.statusCode).toBe(409);
  });

  test('a diary day already full takes no portion', async () => {
    const { recipeId } = await goulash();
    const pot = await cook({ recipeId, date: '2026-12-02' });
    const entry = (i: number) => ({
      id: `e${i}`,
      name: 'Kruh',
      energy: 250,
      fat: 1,
      protein: 8,
      carb: 50,
      quantity: 1,
      meal: 'snack',
    });
    const full = Array.from({ length: 500 }, (_, i) => entry(i));
    const saved = await call('PUT', '/food-diaries/2026-12-02', { groceries: full }, mia);
    expect(saved.statusCode).toBe(200);
    const refused = await take(pot.id, 100, mia);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe(apiMessages.diaryDayFull);
    expect(potOf(await call('GET', `/pots/${pot.id}`)).left).toBe(2000);
  });

  test('more than what is left is a 409 naming the grams left, and nothing is taken', async () => {
    const { recipeId } = await goulash();
    const pot = await cook({ recipeId, date: '2026-12-02', cookedWeight: 1000.5 });
    await take(pot.id, 700.25, suite.ana);
    const tooMuch = await take(pot.id, 400, mia);
    expect(tooMuch.statusCode).toBe(409);
    expect(JSON.parse(tooMuch.body)).toEqual({
      success: false,
      message: 'U loncu je ostalo još samo 300,3 g',
      data: { left: 300.3 },
    });
    expect((await diaryDay(mia)).groceries).toEqual([]);
    // The rest as shown (a hair over the exact rest) takes the rest, and the pot is finished.
    const rest = potOf(await take(pot.id, 300.3, mia));
    expect(rest).toMatchObject({ left: 0, finished: true });
    const empty = await take(pot.id, 1, mia);
    expect(empty.statusCode).toBe(409);
    expect(JSON.parse(empty.body)).toMatchObject({ message: 'Lonac je prazan', data: { left: 0 } });
    const open = await call('GET', '/pots?open=true');
    expect(potsResponse.parse(JSON.parse(open.body)).data.pots).toEqual([]);
    const all = await call('GET', '/pots');
    expect(potsResponse.parse(JSON.parse(all.body)).data.pots).toHaveLength(1);
  });

  test('the rest thrown away is recorded and finishes the pot; the weight cannot drop below what was eaten', async () => {
    const { recipeId } = await goulash();
    const pot = await cook({ recipeId, date: '2026-12-02', cookedWeight: 2000 });
    await take(pot.id, 1500, suite.ana);
    const below = await call('PUT', `/pots/${pot.id}`, { cookedWeight: 1400 }, mia);
    expect(below.statusCode).toBe(409);
    expect(body(below).message).toBe(apiMessages.potWeightBelowTaken);
    const overThrown = await call('PUT', `/pots/${pot.id}`, { thrownAway: 600 }, mia);
    expect(overThrown.statusCode).toBe(409);
    expect(JSON.parse(overThrown.body).data).toEqual({ left: 500 });
    const reweighed = potOf(await call('PUT', `/pots/${pot.id}`, { cookedWeight: 1900 }, mia));
    expect(reweighed).toMatchObject({ cookedWeight: 1900, left: 400 });
    const thrown = await call('PUT', `/pots/${pot.id}`, { thrownAway: 400, finished: true }, mia);
    expect(thrown.statusCode).toBe(200);
    expect(potOf(thrown)).toMatchObject({ left: 0, thrownAway: 400, finished: true });
    // Finished by hand with food left: nothing more can be taken.
    const other = await cook({ recipeId, date: '2026-12-03' });
    await call('PUT', `/pots/${other.id}`, { finished: true });
    const late = await take(other.id, 100, mia);
    expect(late.statusCode).toBe(409);
    expect(JSON.parse(late.body).data).toEqual({ left: 0 });
  });

  test('the rest planned as a leftover: the menu shows it, the diary offers it, shopping adds nothing', async () => {
    const { recipeId } = await goulash();
    const pot = await cook({ recipeId, date: '2026-12-02', cookedWeight: 2100 });
    await take(pot.id, 1460, suite.ana);
    const planned = await call(
      'PUT',
      '/meal-plan/2026-12-03',
      { entries: [{ id: 'l1', meal: 'lunch', potId: pot.id, grams: 640 }], version: null },
      mia,
    );
    expect(planned.statusCode).toBe(200);
    expect(mealPlanDayResponse.parse(JSON.parse(planned.body)).data.day.entries).toEqual([
      {
        id: 'l1',
        meal: 'lunch',
        recipeId: null,
        groceryId: null,
        potId: pot.id,
        name: 'Gulaš',
        servings: null,
        grams: 640,
      },
    ]);
    const tomorrow = await diaryDay(suite.ana, '2026-12-03');
    expect(tomorrow.planned).toEqual([
      expect.objectContaining({ potId: pot.id, portion: 'grams', nutrition: pot.per100g }),
    ]);
    const listId = await idOf(call('POST', '/lists', { name: 'Trgovina' }), 'list');
    const shopping = await call('POST', `/lists/${listId}/plan-items`, {
      from: '2026-12-02',
      to: '2026-12-03',
    });
    expect(shopping.statusCode).toBe(200);
    expect(body<{ added: unknown[]; unavailable: unknown[] }>(shopping).data).toMatchObject({
      added: [],
      unavailable: [],
    });
    // A leftover needs its grams; another team's pot is refused.
    const noGrams = await call('PUT', '/meal-plan/2026-12-04', {
      entries: [{ id: 'l2', meal: 'lunch', potId: pot.id }],
      version: null,
    });
    expect(noGrams.statusCode).toBe(400);
    expect(body(noGrams).message).toBe(apiMessages.mealPlanPotNeedsGrams);
    const foreign = await call(
      'PUT',
      '/meal-plan/2026-12-04',
      { entries: [{ id: 'l2', meal: 'lunch', potId: pot.id, grams: 100 }], version: null },
      suite.bob,
    );
    expect(foreign.statusCode).toBe(400);
    expect(body(foreign).message).toBe(apiMessages.mealPlanPotNotFound);
  });

  test('another team gets 404; a removed member loses access; only the cook deletes', async () => {
    const { recipeId } = await goulash();
    const pot = await cook({ recipeId, date: '2026-12-02' });
    for (const [method, path, payload] of [
      ['GET', `/pots/${pot.id}`, undefined],
      [
        'POST',
        `/pots/${pot.id}/portions`,
        { date: '2026-12-02', meal: 'dinner', grams: 1, requestId: randomUUID() },
      ],
      ['PUT', `/pots/${pot.id}`, { finished: true }],
      ['DELETE', `/pots/${pot.id}`, undefined],
    ] as const) {
      const response = await call(method, path, payload, suite.bob);
      expect([method, response.statusCode]).toEqual([method, 404]);
    }
    const bobsList = await call('GET', '/pots', undefined, suite.bob);
    expect(potsResponse.parse(JSON.parse(bobsList.body)).data.pots).toEqual([]);
    const byMia = await call('DELETE', `/pots/${pot.id}`, undefined, mia);
    expect(byMia.statusCode).toBe(403);
    expect(body(byMia).message).toBe(apiMessages.potOnlyOwnerDeletes);
    expect((await call('DELETE', `/team-members/${mia.userId}`)).statusCode).toBe(200);
    expect((await call('GET', `/pots/${pot.id}`, undefined, mia)).statusCode).toBe(404);
    expect((await take(pot.id, 10, mia)).statusCode).toBe(404);
  });

  test('a deleted pot leaves the diary entries and the menu’s leftover as they were', async () => {
    const { recipeId } = await goulash();
    const pot = await cook({ recipeId, date: '2026-12-02' });
    await take(pot.id, 500, mia);
    await call('PUT', '/meal-plan/2026-12-03', {
      entries: [{ id: 'l1', meal: 'lunch', potId: pot.id, grams: 1500 }],
      version: null,
    });
    const before = (await diaryDay(mia)).groceries;
    const deleted = await call('DELETE', `/pots/${pot.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(body(deleted).message).toBe(apiMessages.potDeleted);
    expect((await diaryDay(mia)).groceries).toEqual(before);
    expect((await call('GET', `/pots/${pot.id}`)).statusCode).toBe(404);
    const menu = await call('GET', '/meal-plan?from=2026-12-03&to=2026-12-03');
    expect(JSON.parse(menu.body).data.days[0].entries).toEqual([
      expect.objectContaining({ id: 'l1', name: 'Gulaš', potId: null, grams: 1500 }),
    ]);
  });

  test('every change is told to the rest of the team, live', async () => {
    const { recipeId } = await goulash();
    await suite.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (suite.app.server.address() as AddressInfo).port;
    const miaStream = await openStream(port, mia.userId, mia.auth.authorization);
    const bobStream = await openStream(port, suite.bob.userId, suite.bob.auth.authorization);
    try {
      const pot = await cook({ recipeId, date: '2026-12-02' });
      expect((await miaStream.next('pot-cooked')).data).toMatchObject({
        potId: pot.id,
        name: 'Gulaš',
      });
      await take(pot.id, 250, suite.ana);
      expect((await miaStream.next('pot-portion-taken')).data).toMatchObject({
        potId: pot.id,
        grams: 250,
        userId: suite.ana.userId,
      });
      await call('PUT', `/pots/${pot.id}`, { finished: true });
      await miaStream.next('pot-updated');
      await call('DELETE', `/pots/${pot.id}`);
      await miaStream.next('pot-deleted');
      expect(bobStream.events.filter((e) => e.type.startsWith('pot-'))).toEqual([]);
    } finally {
      miaStream.close();
      bobStream.close();
    }
  });

  test('two members taking the last 300 g at once: one gets it, the other is told what is left', async () => {
    const { recipeId } = await goulash();
    const pot = await cook({ recipeId, date: '2026-12-02', cookedWeight: 2100 });
    await take(pot.id, 1800, suite.ana);
    const answers = await Promise.all([take(pot.id, 300, suite.ana), take(pot.id, 300, mia)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(JSON.parse(refused.body)).toMatchObject({
      message: 'Lonac je prazan',
      data: { left: 0 },
    });
    // Many at once: the portions never add up to more than the pot.
    const big = await cook({ recipeId, date: '2026-12-03', cookedWeight: 2100 });
    const many = await Promise.all(
      Array.from({ length: 10 }, (_, i) => take(big.id, 300, i % 2 === 0 ? suite.ana : mia)),
    );
    expect(many.filter((a) => a.statusCode === 200)).toHaveLength(7);
    const after = potOf(await call('GET', `/pots/${big.id}`));
    expect(after.portions.reduce((sum, p) => sum + p.grams, 0)).toBe(2100);
    expect(after.left).toBe(0);
    // The same request sent twice at once takes one portion.
    const third = await cook({ recipeId, date: '2026-12-04', cookedWeight: 1000 });
    const requestId = randomUUID();
    await Promise.all([
      take(third.id, 200, mia, { requestId }),
      take(third.id, 200, mia, { requestId }),
    ]);
    expect(potOf(await call('GET', `/pots/${third.id}`)).left).toBe(800);
  });

  test('the API document describes the pots', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = Object.keys((JSON.parse(response.body) as { paths: object }).paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/pots', '/api/pots/{id}', '/api/pots/{id}/portions']),
    );
  });
});
