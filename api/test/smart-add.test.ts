import { itemOptionsResponse, listItemResponse, listResponse } from '@organizator/shared/contract';
import { body, joinTeam, login, type Session, useSignedInSuite } from './helpers';

const suite = useSignedInSuite({ ana: 'ana@example.com' });
const { call } = suite;

async function createList(name = 'Dućan', session: Session = suite.ana) {
  const response = await call('POST', '/lists', { name }, session);
  expect(response.statusCode).toBe(200);
  return listResponse.parse(JSON.parse(response.body)).data.list;
}
async function addItem(
  listId: string,
  payload: Record<string, unknown>,
  session: Session = suite.ana,
) {
  const response = await call('POST', `/lists/${listId}/items`, payload, session);
  expect(response.statusCode).toBe(200);
  return listItemResponse.parse(JSON.parse(response.body)).data.item;
}

describe('quantity with unit on items', () => {
  test('is stored, answered, changed, cleared and shown in the list', async () => {
    const list = await createList();
    const milk = await addItem(list.id, {
      name: 'Mlijeko',
      category: 'mliječni proizvodi',
      quantity: ' 2 l ',
    });
    expect(milk.quantity).toBe('2 l');

    const changed = await call('PUT', `/lists/${list.id}/items/${milk.id}`, { quantity: '1,5 l' });
    expect(listItemResponse.parse(JSON.parse(changed.body)).data.item.quantity).toBe('1,5 l');
    // A toggle leaves the quantity as it was.
    const ticked = await call('PUT', `/lists/${list.id}/items/${milk.id}`, { isDone: true });
    expect(listItemResponse.parse(JSON.parse(ticked.body)).data.item).toMatchObject({
      isDone: true,
      quantity: '1,5 l',
    });
    const read = await call('GET', `/lists/${list.id}`);
    expect(listResponse.parse(JSON.parse(read.body)).data.list.items[0]?.quantity).toBe('1,5 l');

    // An empty text (or null) clears it.
    const cleared = await call('PUT', `/lists/${list.id}/items/${milk.id}`, { quantity: '' });
    expect(listItemResponse.parse(JSON.parse(cleared.body)).data.item.quantity).toBeNull();
  });

  test('is optional, as docs/product.md#api sends items without it', async () => {
    const list = await createList();
    const bread = await addItem(list.id, { name: 'Kruh', category: 'pekarski proizvodi' });
    expect(bread.quantity ?? null).toBeNull();
  });

  test('a too long quantity is refused in the envelope', async () => {
    const list = await createList();
    const response = await call('POST', `/lists/${list.id}/items`, {
      name: 'Mlijeko',
      quantity: 'x'.repeat(21),
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ success: false });
  });

  test('a name the team used brings back its last category and quantity', async () => {
    const old = await createList('Prošli tjedan');
    await addItem(old.id, { name: 'Mlijeko', category: 'ostalo', quantity: '1 l' });
    await addItem(old.id, { name: 'mlijeko', category: 'mliječni proizvodi', quantity: '2 l' });
    const current = await createList('Ovaj tjedan');
    const response = await call('GET', `/list-item-options?excludeListId=${current.id}`);
    const options = itemOptionsResponse.parse(JSON.parse(response.body)).data.items;
    expect(options).toEqual([
      expect.objectContaining({ name: 'mlijeko', category: 'mliječni proizvodi', quantity: '2 l' }),
    ]);
  });
});

describe("a team's category order", () => {
  test('carries to its new lists', async () => {
    const first = await createList('Prvi');
    await addItem(first.id, { name: 'Kruh', category: 'pekarski proizvodi' });
    await addItem(first.id, { name: 'Jabuke', category: 'voće i povrće' });
    await call('PUT', `/lists/${first.id}`, {
      categoriesOrder: ['voće i povrće', 'pekarski proizvodi'],
    });
    // A teammate's new list starts in the team's order too.
    const ivo = await joinTeam(suite.app, suite.ana, 'ivo@example.com');
    const next = await createList('Drugi', ivo);
    expect(next.categoriesOrder).toEqual(['voće i povrće', 'pekarski proizvodi']);
  });

  test("never reaches another team's lists", async () => {
    const list = await createList('Anin');
    await addItem(list.id, { name: 'Kruh', category: 'pekarski proizvodi' });
    const eva = await login(suite.app, 'eva@example.com');
    const hers = await createList('Evin', eva);
    expect(hers.categoriesOrder).toEqual([]);
  });
});
