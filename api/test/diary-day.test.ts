import {
  foodDiariesResponse,
  foodDiaryDayResponse,
  type PlannedEntry,
} from '@organizator/shared/contract';
import { body, joinTeam, type Session, useSignedInSuite } from './helpers';

const suite = useSignedInSuite({ ana: 'ana@a.example', bob: 'bob@b.example' });
const { call } = suite;

const idOf = async (response: Promise<{ body: string }>, key: string) =>
  (body<Record<string, { id: string }>>(await response).data[key] as { id: string }).id;

const dayOf = async (date: string, session: Session = suite.ana) => {
  const response = await call('GET', `/food-diaries/${date}`, undefined, session);
  expect(response.statusCode).toBe(200);
  return foodDiaryDayResponse.parse(JSON.parse(response.body)).data.foodDiary;
};

/** Tomorrow's team dinner: 2 servings of Ana's shared soup (per serving 150 kcal) and 200 g bread. */
async function planDinner() {
  const grocery = (name: string, energy: number) =>
    idOf(
      call('POST', '/groceries', {
        name,
        energy,
        fat: 2,
        protein: 4,
        carb: 10,
        visibility: 'team',
      }),
      'grocery',
    );
  const beans = await grocery('Grah', 100);
  const bread = await grocery('Kruh', 250);
  const recipeId = await idOf(
    call('POST', '/recipes', {
      name: 'Grah varivo',
      servings: 2,
      visibility: 'team',
      ingredients: [{ groceryId: beans, grams: 300 }],
    }),
    'recipe',
  );
  await call('PUT', '/meal-plan/2026-12-02', {
    entries: [
      { id: 'soup', meal: 'dinner', recipeId, servings: 2 },
      { id: 'bread', meal: 'dinner', groceryId: bread, grams: 200 },
    ],
    version: null,
  });
  return { recipeId, bread };
}

/** A member's portion of a planned dish, as the diary logs it. */
const portionOf = (entry: PlannedEntry, quantity: number) => ({
  id: entry.recipeId ?? entry.groceryId!,
  name: entry.name,
  ...entry.nutrition!,
  quantity,
  meal: entry.meal,
  ...(entry.recipeId ? { recipeId: entry.recipeId, portion: entry.portion } : {}),
  plannedEntryId: entry.id,
});

describe('one day of the diary', () => {
  test('a day never saved is empty, with version null and the goal', async () => {
    expect(await dayOf('2026-12-24')).toEqual({
      date: '2026-12-24',
      groceries: [],
      activities: [],
      dailyEnergyGoal: 1800,
      version: null,
      planned: [],
    });
  });

  test('the team menu shows as planned for each member until that member logs a portion', async () => {
    const mia = await joinTeam(suite.app, suite.ana, 'mia@a.example');
    const { recipeId, bread } = await planDinner();
    const planned = (await dayOf('2026-12-02', mia)).planned;
    expect(planned).toEqual([
      {
        id: 'soup',
        meal: 'dinner',
        recipeId,
        groceryId: null,
        potId: null,
        name: 'Grah varivo',
        servings: 2,
        grams: null,
        portion: 'serving',
        nutrition: { energy: 150, fat: 3, protein: 6, carb: 15 },
      },
      {
        id: 'bread',
        meal: 'dinner',
        recipeId: null,
        groceryId: bread,
        potId: null,
        name: 'Kruh',
        servings: null,
        grams: 200,
        portion: 'grams',
        nutrition: { energy: 250, fat: 2, protein: 4, carb: 10 },
      },
    ]);
    // Mia logs one serving of the soup: it is eaten for her and leaves her planned entries.
    const logged = await call(
      'PUT',
      '/food-diaries/2026-12-02',
      { groceries: [portionOf(planned[0]!, 1)], version: null },
      mia,
    );
    expect(logged.statusCode).toBe(200);
    const miasDay = await dayOf('2026-12-02', mia);
    expect(miasDay.groceries).toEqual([portionOf(planned[0]!, 1)]);
    expect(miasDay.planned.map((p) => p.id)).toEqual(['bread']);
    // Ana's diary and the team menu are as they were.
    const anasDay = await dayOf('2026-12-02');
    expect(anasDay.groceries).toEqual([]);
    expect(anasDay.planned.map((p) => p.id)).toEqual(['soup', 'bread']);
    const menu = await call('GET', '/meal-plan?from=2026-12-02&to=2026-12-02');
    expect(body<{ days: { entries: unknown[] }[] }>(menu).data.days[0]!.entries).toHaveLength(2);
    // Removing the logged portion puts the dish back among Mia's planned ones.
    await call('PUT', '/food-diaries/2026-12-02', { groceries: [], version: miasDay.version }, mia);
    expect((await dayOf('2026-12-02', mia)).planned.map((p) => p.id)).toEqual(['soup', 'bread']);
  });

  test('a dish whose recipe was deleted stays planned by name, without values', async () => {
    const { recipeId } = await planDinner();
    await call('DELETE', `/recipes/${recipeId}`);
    const [soup] = (await dayOf('2026-12-02')).planned;
    expect(soup).toMatchObject({
      id: 'soup',
      name: 'Grah varivo',
      recipeId: null,
      portion: 'serving',
      nutrition: null,
    });
  });

  test('GET /food-diaries keeps its shape: days without planned entries', async () => {
    await planDinner();
    await call('PUT', '/food-diaries/2026-12-02', { groceries: [], activities: [] });
    const response = await call('GET', '/food-diaries');
    const days = foodDiariesResponse.parse(JSON.parse(response.body)).data.foodDiaries;
    expect(days).toHaveLength(1);
    expect(
      Object.keys(body<{ foodDiaries: object[] }>(response).data.foodDiaries[0]!).sort(),
    ).toEqual(['activities', 'dailyEnergyGoal', 'date', 'groceries', 'version']);
  });

  test('another team’s member sees none of the menu; a bad date is a 400', async () => {
    await planDinner();
    expect((await dayOf('2026-12-02', suite.bob)).planned).toEqual([]);
    expect((await call('GET', '/food-diaries/2026-02-30')).statusCode).toBe(400);
    expect((await call('GET', '/food-diaries/tomorrow')).statusCode).toBe(400);
  });
});
