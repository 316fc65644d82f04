import { listItemResponse, listResponse } from '@organizator/shared/contract';
import { CATEGORY_VALUES } from '@organizator/shared/domain';
import { sql } from 'drizzle-orm';
import { joinTeam, type Session, useSignedInSuite } from './helpers';

/*
 * Many hands on one list at once. PGlite runs one statement at a time, so these races only bite on
 * PostgreSQL (`test:pg`), where the requests below really run side by side on the connection pool.
 */

const suite = useSignedInSuite({ ana: 'ana@example.com' });
const { call } = suite;
let ivo: Session;
beforeEach(async () => {
  ivo = await joinTeam(suite.app, suite.ana, 'ivo@example.com');
});

async function createList() {
  const response = await call('POST', '/lists', { name: 'Zajednički' });
  return listResponse.parse(JSON.parse(response.body)).data.list;
}
async function readList(listId: string) {
  const response = await call('GET', `/lists/${listId}`);
  return listResponse.parse(JSON.parse(response.body)).data.list;
}
async function addItem(session: Session, listId: string, name: string, category: string) {
  const response = await call('POST', `/lists/${listId}/items`, { name, category }, session);
  expect(response.statusCode).toBe(200);
  return listItemResponse.parse(JSON.parse(response.body)).data.item;
}
const who = (i: number) => (i % 2 === 0 ? suite.ana : ivo);
const sorted = (values: readonly string[]) => [...values].sort();

describe('concurrent edits of one list', () => {
  test('concurrent adds with new categories: the order holds every category exactly once', async () => {
    const list = await createList();
    // Every category twice, all at once.
    const categories = [...CATEGORY_VALUES, ...CATEGORY_VALUES];
    await Promise.all(categories.map((c, i) => addItem(who(i), list.id, `Stavka ${i}`, c)));
    const after = await readList(list.id);
    expect(after.items).toHaveLength(categories.length);
    expect(sorted(after.categoriesOrder)).toEqual(sorted(CATEGORY_VALUES));
  });

  test('concurrent category edits: every new category is appended once', async () => {
    const list = await createList();
    const items = [];
    for (let i = 0; i < CATEGORY_VALUES.length; i++) {
      items.push(await addItem(suite.ana, list.id, `Stavka ${i}`, 'ostalo'));
    }
    await Promise.all(
      items.map((item, i) =>
        call(
          'PUT',
          `/lists/${list.id}/items/${item.id}`,
          {
            category: CATEGORY_VALUES[i],
          },
          who(i),
        ).then((r) => expect(r.statusCode).toBe(200)),
      ),
    );
    expect(sorted((await readList(list.id)).categoriesOrder)).toEqual(sorted(CATEGORY_VALUES));
  });

  test('a reorder saved from a stale view keeps the categories added meanwhile', async () => {
    const list = await createList();
    await addItem(suite.ana, list.id, 'Mlijeko', 'mliječni proizvodi');
    await addItem(suite.ana, list.id, 'Kruh', 'pekarski proizvodi');
    // Ana's view knows two categories; Ivo adds items with new ones while she saves her order.
    const added = CATEGORY_VALUES.filter(
      (c) => c !== 'mliječni proizvodi' && c !== 'pekarski proizvodi',
    ).slice(0, 12);
    const reorders = Array.from({ length: 4 }, () =>
      call('PUT', `/lists/${list.id}`, {
        categoriesOrder: ['pekarski proizvodi', 'mliječni proizvodi'],
      }).then((r) => expect(r.statusCode).toBe(200)),
    );
    await Promise.all([...added.map((c, i) => addItem(ivo, list.id, `Nova ${i}`, c)), ...reorders]);
    const order = (await readList(list.id)).categoriesOrder;
    expect(sorted(order)).toEqual(sorted(['mliječni proizvodi', 'pekarski proizvodi', ...added]));
    expect(order.indexOf('pekarski proizvodi')).toBeLessThan(order.indexOf('mliječni proizvodi'));
  });

  test('a reorder puts the categories it was not sent after the ones it was', async () => {
    const list = await createList();
    for (const c of ['jaja', 'kolači', 'meso i perad']) await addItem(suite.ana, list.id, c, c);
    const response = await call('PUT', `/lists/${list.id}`, { categoriesOrder: ['kolači'] });
    expect(listResponse.parse(JSON.parse(response.body)).data.list.categoriesOrder).toEqual([
      'kolači',
      'jaja',
      'meso i perad',
    ]);
  });

  test('toggles racing a reset: every answer shows its own write, the list ends consistent', async () => {
    const list = await createList();
    const items = [];
    for (let i = 0; i < 6; i++)
      items.push(await addItem(suite.ana, list.id, `Stavka ${i}`, 'jaja'));
    for (let round = 0; round < 8; round++) {
      const toggles = items.map((item, i) =>
        call('PUT', `/lists/${list.id}/items/${item.id}`, { isDone: true }, who(i)).then((r) =>
          listItemResponse.parse(JSON.parse(r.body)),
        ),
      );
      const reset = call('PUT', `/lists/${list.id}/reset`, undefined, ivo).then((r) =>
        listResponse.parse(JSON.parse(r.body)),
      );
      const [resetAnswer, ...toggleAnswers] = await Promise.all([reset, ...toggles]);
      // The reset's answer is the list it produced: nothing done. Each toggle's answer is its item
      // as that toggle left it: done.
      expect(resetAnswer.data.list.items.filter((i) => i.isDone)).toEqual([]);
      for (const answer of toggleAnswers) expect(answer.data.item.isDone).toBe(true);
      // Whatever order they landed in, the stored list agrees with the database row by row, and
      // the served (cached) list is what the database holds.
      const served = await readList(list.id);
      const stored = await suite.database.rows<{ id: string; is_done: boolean }>(
        sql`select id, is_done from list_items where list_id = ${list.id}`,
      );
      const doneInDb = new Set(stored.filter((r) => r.is_done).map((r) => r.id));
      expect(new Set(served.items.filter((i) => i.isDone).map((i) => i.id))).toEqual(doneInDb);
    }
  });
});
