import { LIVE_EVENT_ID_HEADER, listResponse } from '@organizator/shared/contract';
import { PRIVATE_REVALIDATED } from '../src/http/revalidation';
import { type Session, useSignedInSuite } from './helpers';

// A browser keeps a signed-in GET answer and asks again with its ETag: an unchanged answer comes
// back without its body, a changed one in full, and a sign-out tells the browser to drop them all.
const suite = useSignedInSuite({ ana: 'ana@example.com', ivo: 'ivo@example.com' });
const { call } = suite;

const asked = (url: string, etag: string, session: Session = suite.ana) =>
  suite.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { ...session.auth, 'if-none-match': etag, 'accept-encoding': 'br' },
  });

async function createList(name: string, session: Session = suite.ana) {
  const response = await call('POST', '/lists', { name }, session);
  return listResponse.parse(JSON.parse(response.body)).data.list;
}

test('an unchanged answer is a 304 without a body; a write makes it a full answer again', async () => {
  const list = await createList('Dućan');
  const first = await call('GET', `/lists/${list.id}`);
  expect(first.statusCode).toBe(200);
  expect(first.headers['cache-control']).toBe(PRIVATE_REVALIDATED);
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^W\/"[\w-]+"$/);

  const again = await asked(`/lists/${list.id}`, etag);
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(again.headers['cache-control']).toBe(PRIVATE_REVALIDATED);
  expect(again.headers.etag).toBe(etag);
  // The security headers stay with the kept answer: the 304 carries what revalidation needs.
  expect(first.headers['content-security-policy']).toBeDefined();
  expect(again.headers['content-security-policy']).toBeUndefined();
  expect(again.headers['x-frame-options']).toBeUndefined();
  // Where the event log stood at this read, which the kept copy's own header is older than.
  expect(again.headers[LIVE_EVENT_ID_HEADER]).toMatch(/^\d+$/);

  await call('POST', `/lists/${list.id}/items`, {
    name: 'Mlijeko',
    category: 'mliječni proizvodi',
  });
  const changed = await asked(`/lists/${list.id}`, etag);
  expect(changed.statusCode).toBe(200);
  expect(changed.headers.etag).not.toBe(etag);
  const items = listResponse.parse(JSON.parse(changed.body)).data.list.items;
  expect(items.map((item) => item.name)).toEqual(['Mlijeko']);
});

test('the same ETag answered compressed or not (weak), from the read cache or the database', async () => {
  await createList('Dućan');
  const plain = await call('GET', '/lists');
  const cached = await asked('/lists', String(plain.headers.etag));
  expect(cached.statusCode).toBe(304);
  // A big answer is compressed; its ETag is still the answer's, so a 304 follows as well.
  for (let i = 0; i < 40; i++) await createList(`Popis broj ${i} s dužim imenom`);
  const big = await suite.app.inject({
    method: 'GET',
    url: '/api/lists',
    headers: { ...suite.ana.auth, 'accept-encoding': 'br' },
  });
  expect(big.headers['content-encoding']).toBe('br');
  expect((await asked('/lists', String(big.headers.etag))).statusCode).toBe(304);
});

test('a 304 to another origin of the app still says it may read it (CORS)', async () => {
  const first = await call('GET', '/lists');
  const again = await suite.app.inject({
    method: 'GET',
    url: '/api/lists',
    headers: {
      ...suite.ana.auth,
      origin: 'http://localhost:3002',
      'if-none-match': String(first.headers.etag),
    },
  });
  expect(again.statusCode).toBe(304);
  expect(again.headers['access-control-allow-origin']).toBe('http://localhost:3002');
  expect(again.headers.vary).toContain('Origin');
});

test("another team's member never gets a 304 for an ETag of someone else's answer", async () => {
  await createList('Anin popis');
  const anas = await call('GET', '/lists');
  const ivos = await asked('/lists', String(anas.headers.etag), suite.ivo);
  expect(ivos.statusCode).toBe(200);
  expect(JSON.parse(ivos.body).data.lists).toEqual([]);
});

test('writes and failures are not kept; signing out clears the kept answers', async () => {
  const created = await call('POST', '/lists', { name: 'Dućan' });
  expect(created.headers['cache-control']).toBeUndefined();
  const missing = await call('GET', '/lists/00000000-0000-4000-8000-000000000000');
  expect(missing.statusCode).toBe(404);
  expect(missing.headers['cache-control']).toBeUndefined();

  const out = await call('POST', '/logout');
  expect(out.statusCode).toBe(200);
  expect(out.headers['clear-site-data']).toBe('"cache"');
  // The same token again (another tab): refused, and that browser drops its kept answers too.
  const stale = await call('GET', '/lists');
  expect(stale.statusCode).toBe(401);
  expect(stale.headers['clear-site-data']).toBe('"cache"');

  const everywhere = await call('POST', '/logout-all', undefined, suite.ivo);
  expect(everywhere.headers['clear-site-data']).toBe('"cache"');
});
