import {
  itemOptionsResponse,
  listItemImageResponse,
  listItemResponse,
  listResponse,
  listsResponse,
} from '@organizator/shared/contract';
import { eq, inArray } from 'drizzle-orm';
import { listItemImages, lists } from '../src/db/schema';
import { deleteUnattachedImages, UNATTACHED_IMAGE_TTL_MS } from '../src/lib/image-sweep';
import {
  body,
  heardBack,
  login,
  multipart,
  PNG_1X1,
  type Session,
  useSignedInSuite,
} from './helpers';

const suite = useSignedInSuite({ ana: 'ana@example.com' });
const { call } = suite;

async function createList(name = 'Dućan') {
  const response = await call('POST', '/lists', { name });
  expect(response.statusCode).toBe(200);
  return listResponse.parse(JSON.parse(response.body)).data.list;
}
async function addItem(listId: string, payload: Record<string, unknown>) {
  const response = await call('POST', `/lists/${listId}/items`, payload);
  expect(response.statusCode).toBe(200);
  return listItemResponse.parse(JSON.parse(response.body)).data.item;
}
async function upload(fields: Record<string, string> = {}, file = PNG_1X1) {
  const form = multipart(file, fields);
  return suite.app.inject({
    method: 'POST',
    url: '/api/list-item-images',
    headers: { ...suite.ana.auth, ...form.headers },
    payload: form.payload,
  });
}

describe('lists', () => {
  test('create, read, list, rename, reorder and delete', async () => {
    const list = await createList('Tjedna kupovina');
    expect(list).toMatchObject({ name: 'Tjedna kupovina', items: [], categoriesOrder: [] });
    expect(Number.isNaN(Date.parse(list.createdAt))).toBe(false);

    const all = listsResponse.parse(JSON.parse((await call('GET', '/lists')).body)).data.lists;
    expect(all.map((l) => l.id)).toEqual([list.id]);

    const one = await call('GET', `/lists/${list.id}`);
    expect(listResponse.parse(JSON.parse(one.body)).data.list.id).toBe(list.id);

    const renamed = await call('PUT', `/lists/${list.id}`, { name: 'Vikend' });
    expect(body<{ list: { name: string } }>(renamed).data.list.name).toBe('Vikend');

    const reordered = await call('PUT', `/lists/${list.id}`, {
      categoriesOrder: ['Voće i povrće', 'jaja', 'jaja'],
    });
    expect(
      body<{ list: { categoriesOrder: string[] } }>(reordered).data.list.categoriesOrder,
    ).toEqual(['voće i povrće', 'jaja']);

    const deleted = await call('DELETE', `/lists/${list.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(body(deleted).success).toBe(true);
    expect((await call('GET', `/lists/${list.id}`)).statusCode).toBe(404);
  });

  test('lists come newest first, with their items and images', async () => {
    const first = await createList('Prvi');
    const second = await createList('Drugi');
    await addItem(first.id, { name: 'Kruh', category: 'pekarski proizvodi' });
    const lists = body<{ lists: { id: string; items: unknown[] }[] }>(await call('GET', '/lists'))
      .data.lists;
    expect(lists.map((l) => l.id)).toEqual([second.id, first.id]);
    expect(lists[1]?.items).toHaveLength(1);
  });

  test('an update without data is 400 No data to update', async () => {
    const list = await createList();
    const response = await call('PUT', `/lists/${list.id}`, {});
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ success: false, message: 'No data to update', data: null });
  });

  test('a list needs a name', async () => {
    expect((await call('POST', '/lists', { name: '' })).statusCode).toBe(400);
    expect((await call('POST', '/lists', {})).statusCode).toBe(400);
  });

  test('unknown lists are 404', async () => {
    for (const [method, url] of [
      ['GET', '/lists/nope'],
      ['PUT', '/lists/nope'],
      ['PUT', '/lists/nope/reset'],
      ['DELETE', '/lists/nope'],
    ] as const) {
      const response = await call(method, url, method === 'PUT' ? { name: 'x' } : undefined);
      expect(response.statusCode).toBe(404);
      expect(body(response).success).toBe(false);
    }
  });

  test('reset sets every item not done', async () => {
    const list = await createList();
    const a = await addItem(list.id, { name: 'A' });
    const b = await addItem(list.id, { name: 'B' });
    await call('PUT', `/lists/${list.id}/items/${a.id}`, { isDone: true });
    await call('PUT', `/lists/${list.id}/items/${b.id}`, { isDone: true });
    const reset = await call('PUT', `/lists/${list.id}/reset`);
    expect(reset.statusCode).toBe(200);
    const items = listResponse.parse(JSON.parse(reset.body)).data.list.items;
    expect(items.map((i) => i.isDone)).toEqual([false, false]);
  });

  test('all calls need a token (401 No access token)', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/lists' });
    expect(response.statusCode).toBe(401);
    expect(body(response).message).toBe('No access token');
  });
});

describe('items', () => {
  test('a new item starts not done; its category is normalised and appended once', async () => {
    const list = await createList();
    const milk = await addItem(list.id, { name: 'Mlijeko', category: '  MLIJEČNI proizvodi ' });
    expect(milk).toMatchObject({ name: 'Mlijeko', category: 'mliječni proizvodi', isDone: false });
    await addItem(list.id, { name: 'Sir', category: 'mliječni proizvodi' });
    const odd = await addItem(list.id, { name: 'Čavli', category: 'željezarija' });
    expect(odd.category).toBe('ostalo');
    const none = await addItem(list.id, { name: 'Nešto' });
    expect(none.category).toBe('ostalo');
    const read = listResponse.parse(JSON.parse((await call('GET', `/lists/${list.id}`)).body));
    expect(read.data.list.categoriesOrder).toEqual(['mliječni proizvodi', 'ostalo']);
    expect(read.data.list.items.map((i) => i.name)).toEqual(['Mlijeko', 'Sir', 'Čavli', 'Nešto']);
  });

  test('an item needs a name', async () => {
    const list = await createList();
    expect((await call('POST', `/lists/${list.id}/items`, { name: '  ' })).statusCode).toBe(400);
  });

  test('update name, category and done; empty update is 400 No data to update', async () => {
    const list = await createList();
    const item = await addItem(list.id, { name: 'Jaja', category: 'jaja' });
    const updated = await call('PUT', `/lists/${list.id}/items/${item.id}`, {
      name: 'Jaja (10)',
      category: 'sport i rekreacija',
      isDone: true,
    });
    expect(updated.statusCode).toBe(200);
    expect(listItemResponse.parse(JSON.parse(updated.body)).data.item).toMatchObject({
      name: 'Jaja (10)',
      category: 'sport i rekreacija',
      isDone: true,
    });
    const order = listResponse.parse(JSON.parse((await call('GET', `/lists/${list.id}`)).body)).data
      .list.categoriesOrder;
    expect(order).toEqual(['jaja', 'sport i rekreacija']);
    const empty = await call('PUT', `/lists/${list.id}/items/${item.id}`, {});
    expect(body(empty)).toEqual({ success: false, message: 'No data to update', data: null });
    expect(empty.statusCode).toBe(400);
  });

  test('delete, and 404 for an item of another list', async () => {
    const list = await createList();
    const other = await createList('Drugi');
    const item = await addItem(list.id, { name: 'Kava' });
    expect((await call('DELETE', `/lists/${other.id}/items/${item.id}`)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/lists/${other.id}/items/${item.id}`, { isDone: true })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/lists/${list.id}/items/${item.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/lists/${list.id}/items/${item.id}`)).statusCode).toBe(404);
    expect((await call('POST', '/lists/nope/items', { name: 'x' })).statusCode).toBe(404);
  });

  test('an add sent again with its id finds the item it made: one item, one category, same answer', async () => {
    const list = await createList();
    const other = await createList('Drugi');
    const id = '0b7c4f3e-5d1a-4c8e-9f2b-6a3d1e7c9b40';
    const payload = { id, name: 'Kruh', category: 'voće i povrće', quantity: '2 kom' };
    const [first, second] = await Promise.all([
      call('POST', `/lists/${list.id}/items`, payload),
      call('POST', `/lists/${list.id}/items`, payload),
    ]);
    const third = await call('POST', `/lists/${list.id}/items`, payload);
    for (const response of [first, second, third]) {
      expect(response.statusCode).toBe(200);
      expect(listItemResponse.parse(JSON.parse(response.body)).data.item).toMatchObject({
        id,
        name: 'Kruh',
        quantity: '2 kom',
      });
    }
    const read = listResponse.parse(JSON.parse((await call('GET', `/lists/${list.id}`)).body));
    expect(read.data.list.items.map((i) => i.id)).toEqual([id]);
    expect(read.data.list.categoriesOrder).toEqual(['voće i povrće']);
    // The same id on another list is refused and the item stays where it is.
    const elsewhere = await call('POST', `/lists/${other.id}/items`, payload);
    expect(elsewhere.statusCode).toBe(409);
    expect(body(elsewhere)).toMatchObject({ success: false, data: null });
    // An id that is not a UUID is a 400, not an item.
    const odd = await call('POST', `/lists/${list.id}/items`, { ...payload, id: '../x' });
    expect(odd.statusCode).toBe(400);
  });
});

describe('images', () => {
  test('upload, attach on item creation, describe, serve, delete with the item', async () => {
    const list = await createList();
    const uploaded = await upload();
    expect(uploaded.statusCode).toBe(200);
    const image = listItemImageResponse.parse(JSON.parse(uploaded.body)).data.listItemImage;
    expect(image.listItemId).toBeNull();
    expect(image.url).toMatch(/^\/api\/images\/[A-Za-z0-9_-]{32}$/);

    const item = await addItem(list.id, { name: 'Slika', images: [image.id] });
    expect(item.images.map((i) => i.id)).toEqual([image.id]);
    expect(item.images[0]?.listItemId).toBe(item.id);

    const described = await call('PUT', `/list-item-images/${image.id}`, { description: 'Ova' });
    expect(
      body<{ listItemImage: { description: string } }>(described).data.listItemImage.description,
    ).toBe('Ova');
    const noData = await call('PUT', `/list-item-images/${image.id}`, {});
    expect(noData.statusCode).toBe(400);
    expect(body(noData).message).toBe('No data provided');

    // An <img> loads it without a token; the bytes are what was uploaded.
    const served = await suite.app.inject({ url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);

    await call('DELETE', `/lists/${list.id}/items/${item.id}`);
    expect((await suite.app.inject({ url: image.url })).statusCode).toBe(404);
  });

  test('upload straight onto an item with the listItemId field', async () => {
    const list = await createList();
    const item = await addItem(list.id, { name: 'Kruh' });
    const uploaded = await upload({ listItemId: item.id });
    expect(uploaded.statusCode).toBe(200);
    const read = listResponse.parse(JSON.parse((await call('GET', `/lists/${list.id}`)).body));
    expect(read.data.list.items[0]?.images).toHaveLength(1);
    expect((await upload({ listItemId: 'nope' })).statusCode).toBe(404);
  });

  test('images go with their list', async () => {
    const list = await createList();
    const item = await addItem(list.id, { name: 'Kruh' });
    const image = body<{ listItemImage: { url: string } }>(await upload({ listItemId: item.id }))
      .data.listItemImage;
    await call('DELETE', `/lists/${list.id}`);
    expect((await suite.app.inject({ url: image.url })).statusCode).toBe(404);
  });

  test('a non-image is refused by its bytes, whatever its name', async () => {
    const form = multipart(Buffer.from('<script>alert(1)</script>'), {}, 'evil.png');
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/list-item-images',
      headers: { ...suite.ana.auth, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(415);
    expect(body(response).success).toBe(false);
  });

  test('an oversized image is 413', async () => {
    await suite.restartApp({ config: { imageMaxBytes: 1024 } });
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(4096)]);
    const response = await upload({}, big);
    expect(response.statusCode).toBe(413);
    expect(body(response).success).toBe(false);
    await suite.restartApp();
  });

  test('upload without a file or not as multipart is 400', async () => {
    const json = await call('POST', '/list-item-images', { file: 'x' });
    expect(json.statusCode).toBe(400);
    const empty = multipart(Buffer.alloc(0));
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/list-item-images',
      headers: { ...suite.ana.auth, ...empty.headers },
      payload: empty.payload,
    });
    expect(response.statusCode).toBe(400);
  });

  test('an image already attached elsewhere cannot be attached again', async () => {
    const list = await createList();
    const image = body<{ listItemImage: { id: string } }>(await upload()).data.listItemImage;
    await addItem(list.id, { name: 'A', images: [image.id] });
    const again = await call('POST', `/lists/${list.id}/items`, { name: 'B', images: [image.id] });
    expect(again.statusCode).toBe(404);
    const read = listResponse.parse(JSON.parse((await call('GET', `/lists/${list.id}`)).body));
    expect(read.data.list.items.map((i) => i.name)).toEqual(['A']);
  });

  test('delete an image', async () => {
    const image = body<{ listItemImage: { id: string; url: string } }>(await upload()).data
      .listItemImage;
    expect((await call('DELETE', `/list-item-images/${image.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/list-item-images/${image.id}`)).statusCode).toBe(404);
    expect((await suite.app.inject({ url: image.url })).statusCode).toBe(404);
  });

  test('an image no item took within a day is swept; attached and recent ones stay', async () => {
    type Uploaded = { listItemImage: { id: string; url: string } };
    const uploadOne = async () => body<Uploaded>(await upload()).data.listItemImage;
    const list = await createList();
    const abandoned = await uploadOne();
    const attached = await uploadOne();
    await addItem(list.id, { name: 'Kruh', images: [attached.id] });
    const recent = await uploadOne();
    // The first two were uploaded "a day and a minute ago".
    const old = new Date(Date.now() - UNATTACHED_IMAGE_TTL_MS - 60_000);
    await suite.database.db
      .update(listItemImages)
      .set({ createdAt: old })
      .where(inArray(listItemImages.id, [abandoned.id, attached.id]));

    expect(await deleteUnattachedImages(suite.database.db, Date.now())).toHaveLength(1);
    expect((await suite.app.inject({ url: abandoned.url })).statusCode).toBe(404);
    expect((await suite.app.inject({ url: attached.url })).statusCode).toBe(200);
    expect((await suite.app.inject({ url: recent.url })).statusCode).toBe(200);
  });
});

describe('item suggestions', () => {
  test('names from the team’s other lists, deduplicated, most used first', async () => {
    const a = await createList('A');
    const b = await createList('B');
    const c = await createList('C');
    await addItem(a.id, { name: 'Mlijeko' });
    await addItem(b.id, { name: 'mlijeko' });
    await addItem(b.id, { name: 'Kruh' });
    await addItem(c.id, { name: 'Samo ovdje' });
    const response = await call('GET', `/list-item-options?excludeListId=${c.id}`);
    const items = itemOptionsResponse.parse(JSON.parse(response.body)).data.items;
    expect(items.map((i) => i.name)).toEqual(['mlijeko', 'Kruh']);
    const all = body<{ items: { name: string }[] }>(await call('GET', '/list-item-options')).data
      .items;
    expect(all).toHaveLength(3);
  });

  test('a suggestion carries the category its name was last filed under', async () => {
    const a = await createList('A');
    const b = await createList('B');
    await addItem(a.id, { name: 'Mlijeko', category: 'ostalo' });
    await addItem(a.id, { name: 'Mlijeko', category: 'mliječni proizvodi' });
    const response = await call('GET', `/list-item-options?excludeListId=${b.id}`);
    const items = itemOptionsResponse.parse(JSON.parse(response.body)).data.items;
    expect(items).toEqual([
      expect.objectContaining({ name: 'Mlijeko', category: 'mliječni proizvodi' }),
    ]);
  });
});

describe('read cache', () => {
  test('GET /lists/{id} reflects every kind of write at once', async () => {
    const list = await createList();
    const read = async () =>
      listResponse.parse(JSON.parse((await call('GET', `/lists/${list.id}`)).body)).data.list;
    expect((await read()).items).toEqual([]);
    const item = await addItem(list.id, { name: 'Sol', category: 'začini i bilje' });
    expect((await read()).items.map((i) => i.name)).toEqual(['Sol']);
    await call('PUT', `/lists/${list.id}/items/${item.id}`, { isDone: true });
    expect((await read()).items[0]?.isDone).toBe(true);
    await call('PUT', `/lists/${list.id}/reset`);
    expect((await read()).items[0]?.isDone).toBe(false);
    await call('PUT', `/lists/${list.id}`, { name: 'Novo ime' });
    expect((await read()).name).toBe('Novo ime');
    const image = body<{ listItemImage: { id: string } }>(await upload({ listItemId: item.id }))
      .data.listItemImage;
    expect((await read()).items[0]?.images.map((i) => i.id)).toEqual([image.id]);
    await call('PUT', `/list-item-images/${image.id}`, { description: 'opis' });
    expect((await read()).items[0]?.images[0]?.description).toBe('opis');
    await call('DELETE', `/list-item-images/${image.id}`);
    expect((await read()).items[0]?.images).toEqual([]);
    await call('DELETE', `/lists/${list.id}/items/${item.id}`);
    expect((await read()).items).toEqual([]);
    await call('DELETE', `/lists/${list.id}`);
    expect((await call('GET', `/lists/${list.id}`)).statusCode).toBe(404);
  });

  test('GET /lists reflects every kind of write at once', async () => {
    const readAll = async () =>
      listsResponse.parse(JSON.parse((await call('GET', '/lists')).body)).data.lists;
    expect(await readAll()).toEqual([]);
    const list = await createList('Prva');
    expect((await readAll()).map((l) => l.name)).toEqual(['Prva']);
    const item = await addItem(list.id, { name: 'Sol', category: 'začini i bilje' });
    expect((await readAll())[0]?.items.map((i) => i.name)).toEqual(['Sol']);
    await call('PUT', `/lists/${list.id}/items/${item.id}`, { isDone: true });
    expect((await readAll())[0]?.items[0]?.isDone).toBe(true);
    await call('PUT', `/lists/${list.id}/reset`);
    expect((await readAll())[0]?.items[0]?.isDone).toBe(false);
    await call('PUT', `/lists/${list.id}`, { name: 'Novo ime' });
    expect((await readAll())[0]?.name).toBe('Novo ime');
    const image = body<{ listItemImage: { id: string } }>(await upload({ listItemId: item.id }))
      .data.listItemImage;
    expect((await readAll())[0]?.items[0]?.images.map((i) => i.id)).toEqual([image.id]);
    await call('DELETE', `/list-item-images/${image.id}`);
    expect((await readAll())[0]?.items[0]?.images).toEqual([]);
    await call('DELETE', `/lists/${list.id}/items/${item.id}`);
    expect((await readAll())[0]?.items).toEqual([]);
    const second = await createList('Druga');
    expect((await readAll()).map((l) => l.name)).toEqual(['Druga', 'Novo ime']);
    await call('DELETE', `/lists/${list.id}`);
    expect((await readAll()).map((l) => l.id)).toEqual([second.id]);
  });

  test('GET /lists is answered from the cache until the team writes through the API', async () => {
    const echoed = heardBack(suite.app, 'teams');
    const list = await createList('Prva');
    await echoed;
    const names = async (session: Session = suite.ana) =>
      listsResponse
        .parse(JSON.parse((await call('GET', '/lists', undefined, session)).body))
        .data.lists.map((l) => l.name);
    expect(await names()).toEqual(['Prva']);
    // A change behind the API's back is not read again: the answer comes from the cache...
    await suite.database.db.update(lists).set({ name: 'Mimo API-ja' }).where(eq(lists.id, list.id));
    expect(await names()).toEqual(['Prva']);
    // ...another team's answer is its own...
    const bob = await login(suite.app, 'bob@example.com');
    expect(await names(bob)).toEqual([]);
    // ...and any write to one of the team's lists drops it.
    await addItem(list.id, { name: 'Sol' });
    expect(await names()).toEqual(['Mimo API-ja']);
  });

  test('a cached list is never served to another team', async () => {
    const list = await createList();
    await call('GET', `/lists/${list.id}`);
    const bob = await login(suite.app, 'bob@example.com');
    expect((await call('GET', `/lists/${list.id}`, undefined, bob)).statusCode).toBe(404);
  });
});
