import { groceriesResponse, groceryResponse } from '@organizator/shared/contract';
import { sql } from 'drizzle-orm';
import { seedStarterGroceries, starterGroceries } from '../src/db/starter-groceries';
import { body, useSignedInSuite } from './helpers';

const suite = useSignedInSuite({ ana: 'ana@example.com' });
const { call } = suite;

const publicGroceries = async () =>
  groceriesResponse.parse(JSON.parse((await call('GET', '/groceries/public')).body)).data.groceries;

describe('starter catalogue', () => {
  test('a new user finds common foods at once, public, marked and owned by nobody', async () => {
    const all = await publicGroceries();
    const starters = all.filter((g) => g.isStarter);
    expect(starters).toHaveLength(starterGroceries.length);
    expect(starters.every((g) => g.isPublic && g.userId === null)).toBe(true);
    const milk = starters.find((g) => g.name.startsWith('Mlijeko'));
    expect(milk).toMatchObject({ energy: 57, protein: 3, carb: 5, fat: 3 });
    // Searchable by name prefix like any public grocery, and not among "my" groceries.
    const found = await call('GET', '/groceries/public?search=mli');
    expect(
      body<{ groceries: { name: string }[] }>(found).data.groceries.map((g) => g.name),
    ).toEqual(expect.arrayContaining(['Mlijeko 2,8 % m. m.', 'Mliječna čokolada']));
    const mine = groceriesResponse.parse(JSON.parse((await call('GET', '/groceries/my')).body));
    expect(mine.data.groceries).toEqual([]);
  });

  test('a grocery of a user is not marked as the app’s own', async () => {
    const created = await call('POST', '/groceries', {
      name: 'Moja pita',
      energy: 250,
      fat: 12,
      protein: 6,
      carb: 30,
      isPublic: true,
    });
    expect(groceryResponse.parse(JSON.parse(created.body)).data.grocery.isStarter).toBe(false);
  });

  test('nobody can edit or delete it: a Croatian 403 in the envelope', async () => {
    const [first] = starterGroceries;
    if (!first) throw new Error('empty catalogue');
    const read = await call('GET', `/groceries/${first.id}`);
    expect(groceryResponse.parse(JSON.parse(read.body)).data.grocery.isStarter).toBe(true);

    const edit = await call('PUT', `/groceries/${first.id}`, { energy: 1 });
    expect(edit.statusCode).toBe(403);
    expect(body(edit)).toEqual({
      success: false,
      message: 'Namirnice iz kataloga aplikacije ne mogu se mijenjati ni brisati',
      data: null,
    });
    const remove = await call('DELETE', `/groceries/${first.id}`);
    expect(remove.statusCode).toBe(403);
    expect(body(remove).success).toBe(false);
    const after = groceryResponse.parse(
      JSON.parse((await call('GET', `/groceries/${first.id}`)).body),
    );
    expect(after.data.grocery.energy).toBe(first.energy);
    // Another user's private grocery still simply does not exist for the caller.
    expect((await call('PUT', '/groceries/unknown-id', { energy: 1 })).statusCode).toBe(404);
  });

  test('seeding again never duplicates and restores a changed value', async () => {
    await suite.database.rows(sql`update groceries set energy = 1 where id = 'starter-jabuka'`);
    await seedStarterGroceries(suite.database.db);
    await seedStarterGroceries(suite.database.db);
    const rows = await suite.database.rows<{ count: number | string }>(
      sql`select count(*) as count from groceries where user_id is null`,
    );
    expect(Number(rows[0]?.count)).toBe(starterGroceries.length);
    const apple = (await publicGroceries()).find((g) => g.id === 'starter-jabuka');
    expect(apple?.energy).toBe(52);
  });
});
