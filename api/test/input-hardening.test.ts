import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NOTE_LIST_MAX_DEPTH } from '@organizator/shared/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../src/db/client';
import { safeError } from '../src/http/log-safe';
import { body, login, type Session, useTestSuite } from './helpers';

/**
 * Inputs that used to reach the database or the router raw: NUL characters, deep nesting,
 * impossible dates, malformed and oversized URLs. Each is a 4xx envelope, never a 500.
 */
let database: Database;
let app: FastifyInstance;
let ana: Session;
let logLines: string[];
const ids = { list: '', item: '', note: '', grocery: '' };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: { ...ana.auth, 'content-type': 'application/json' },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
const expectRefused = async (
  response: { statusCode: number; body: string },
  status = 400,
  message?: string,
) => {
  expect(response.statusCode).toBe(status);
  const parsed = body(response);
  expect(parsed).toMatchObject({ success: false, data: null });
  if (message) expect(parsed.message).toBe(message);
};

const suite = useTestSuite(() => {
  logLines = [];
  return {
    logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
  };
});
beforeAll(async () => {
  ({ app, database } = suite);
  ana = await login(app, 'input@example.com');
  ids.list = body<{ list: { id: string } }>(
    await call('POST', '/lists', { name: 'Popis' }),
  ).data.list.id;
  ids.item = body<{ item: { id: string } }>(
    await call('POST', `/lists/${ids.list}/items`, { name: 'Mlijeko' }),
  ).data.item.id;
  ids.note = body<{ note: { id: string } }>(
    await call('POST', '/notes', { title: 'Bilješka' }),
  ).data.note.id;
  ids.grocery = body<{ grocery: { id: string } }>(
    await call('POST', '/groceries', { name: 'Jogurt', energy: 1, fat: 1, protein: 1, carb: 1 }),
  ).data.grocery.id;
});

const NUL = 'a\u0000b';
const paragraph = (text: string) => ({ blocks: [{ type: 'paragraph', data: { text } }] });

describe('NUL characters', () => {
  const cases: [string, Method, () => string, unknown][] = [
    ['user name', 'PUT', () => '/me', { name: NUL }],
    ['list name', 'POST', () => '/lists', { name: NUL }],
    ['list rename', 'PUT', () => `/lists/${ids.list}`, { name: NUL }],
    ['category order', 'PUT', () => `/lists/${ids.list}`, { categoriesOrder: [NUL] }],
    ['item name', 'POST', () => `/lists/${ids.list}/items`, { name: NUL }],
    ['item category', 'PUT', () => `/lists/${ids.list}/items/${ids.item}`, { category: NUL }],
    ['note title', 'POST', () => '/notes', { title: NUL }],
    ['note text', 'PUT', () => `/notes/${ids.note}`, { body: paragraph(NUL) }],
    [
      'note block tune',
      'PUT',
      () => `/notes/${ids.note}`,
      { body: { blocks: [{ type: 'paragraph', data: { text: 'x' }, tunes: { a: NUL } }] } },
    ],
    [
      'note key',
      'PUT',
      () => `/notes/${ids.note}`,
      { body: { blocks: [{ type: 'paragraph', data: { text: 'x' }, tunes: { [NUL]: 1 } }] } },
    ],
    [
      'grocery name',
      'POST',
      () => '/groceries',
      { name: NUL, energy: 1, fat: 1, protein: 1, carb: 1 },
    ],
    ['grocery rename', 'PUT', () => `/groceries/${ids.grocery}`, { name: `Jog${NUL}` }],
    [
      'diary activity',
      'PUT',
      () => '/food-diaries/2026-01-05',
      { activities: [{ name: NUL, duration: 10, energy: 10 }] },
    ],
    [
      'diary grocery',
      'PUT',
      () => '/food-diaries/2026-01-05',
      {
        groceries: [
          {
            id: 'g',
            name: NUL,
            energy: 1,
            fat: 1,
            protein: 1,
            carb: 1,
            quantity: 1,
            meal: 'lunch',
          },
        ],
      },
    ],
  ];
  test.each(cases)('in the %s is a 400 envelope', async (_label, method, url, payload) => {
    await expectRefused(await call(method, url(), payload), 400, 'Tekst sadrži nedopušteni znak');
  });

  test('in a search term or a path is a 4xx envelope', async () => {
    await expectRefused(
      await call('GET', `/groceries/public?search=${encodeURIComponent(`${NUL}xyz`)}`),
    );
    const response = await call('GET', `/notes/${encodeURIComponent(NUL)}`);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(body(response).success).toBe(false);
  });

  test('in a path parameter or the query is a 400, never a database error', async () => {
    for (const url of [
      `/notes/${encodeURIComponent(NUL)}`,
      `/lists/${encodeURIComponent(NUL)}`,
      `/list-item-options?excludeListId=${encodeURIComponent(NUL)}`,
    ]) {
      await expectRefused(await call('GET', url), 400, 'Tekst sadrži nedopušteni znak');
    }
  });

  test('half an emoji (a lone surrogate), which jsonb refuses, is a 400 like a NUL', async () => {
    await expectRefused(
      await call('PUT', `/notes/${ids.note}`, { body: paragraph('a\ud83d') }),
      400,
      'Tekst sadrži nedopušteni znak',
    );
    await expectRefused(
      await call('PUT', `/lists/${ids.list}`, { categoriesOrder: ['\udc00b'] }),
      400,
      'Tekst sadrži nedopušteni znak',
    );
    // A whole emoji is text like any other.
    expect((await call('PUT', `/notes/${ids.note}`, { body: paragraph('a😀') })).statusCode).toBe(
      200,
    );
  });

  test('nothing was stored', async () => {
    const rows = await database.rows<{ n: number }>(
      sql`select count(*)::int as n from notes where title like 'a%' and title <> 'Bilješka'`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});

describe('deep nesting', () => {
  const nestedList = (depth: number) => {
    let item: { content: string; items: unknown[] } = { content: 'dno', items: [] };
    for (let i = 1; i < depth; i++) item = { content: `razina ${i}`, items: [item] };
    return { blocks: [{ type: 'list', data: { style: 'unordered', items: [item] } }] };
  };

  test('a note list nested 700 deep is a 400 envelope', async () => {
    await expectRefused(await call('PUT', `/notes/${ids.note}`, { body: nestedList(700) }));
  });

  test('a note list just past the depth limit is refused; one at the limit is kept', async () => {
    await expectRefused(
      await call('PUT', `/notes/${ids.note}`, { body: nestedList(NOTE_LIST_MAX_DEPTH + 1) }),
    );
    const kept = await call('PUT', `/notes/${ids.note}`, { body: nestedList(NOTE_LIST_MAX_DEPTH) });
    expect(kept.statusCode).toBe(200);
  });

  test('any body nested thousands deep is a 400 envelope, on any route', async () => {
    const raw = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const url of ['/lists', `/lists/${ids.list}`, '/groceries', '/send-verification-token']) {
      const response = await app.inject({
        method: url === `/lists/${ids.list}` ? 'PUT' : 'POST',
        url: `/api${url}`,
        headers: { ...ana.auth, 'content-type': 'application/json' },
        payload: `{"name": ${raw}}`,
      });
      await expectRefused(response, 400, 'Sadržaj je preduboko ugniježđen');
    }
  });
});

describe('dates', () => {
  test.each([
    '2026-02-30',
    '2026-04-31',
    '0000-01-01',
    '2026-13-01',
    '2026-00-10',
    '2026-2-3',
    '99999-01-01',
    '2025-02-29',
  ])('an impossible diary date %s is a 400 envelope', async (date) => {
    await expectRefused(
      await call('PUT', `/food-diaries/${date}`, { activities: [] }),
      400,
      'Neispravan datum',
    );
  });

  test('a day stored before dates were checked is left out of the list, not a 500', async () => {
    await database.rows(
      sql`insert into food_diaries (id, user_id, date) values ('legacy', ${ana.userId}, '2026-02-30')`,
    );
    const response = await call('GET', '/food-diaries');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('2026-02-30');
  });

  test('real dates, leap days included, are accepted', async () => {
    for (const date of ['2024-02-29', '2026-04-30', '2026-12-31']) {
      expect((await call('PUT', `/food-diaries/${date}`, { activities: [] })).statusCode).toBe(200);
    }
  });
});

describe('Fastify’s and Node’s own refusals are envelopes too', () => {
  test('a malformed %-escape in the path is a 400 envelope', async () => {
    await expectRefused(await app.inject({ url: '/api/lists/%E0%A4%A', headers: ana.auth }));
  });

  test('a path parameter over the router limit is a 414 envelope', async () => {
    await expectRefused(
      await app.inject({ url: `/api/lists/${'x'.repeat(500)}`, headers: ana.auth }),
      414,
    );
  });

  test('a URL over the HTTP server’s header limit is a 414 envelope', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const response = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path: `/api/lists?x=${'y'.repeat(40_000)}` },
        (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(response.status).toBe(414);
    expect(JSON.parse(response.body)).toMatchObject({ success: false, data: null });
  });
});

describe('logs', () => {
  test('a failed query is logged without its parameters', async () => {
    const secret = 'tajna-vrijednost-korisnika';
    let caught: unknown;
    try {
      await database.rows(sql`select ${secret}::int`);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(Error);
    expect(String((caught as Error).message) + String((caught as Error).stack)).toContain(secret);
    const logged = JSON.stringify(safeError(caught));
    expect(logged).not.toContain(secret);
    expect(safeError(caught)).toMatchObject({ code: '22P02', message: 'query failed' });
  });

  test('request bodies never reach the log', async () => {
    const secret = 'moja-tajna-biljeska';
    await call('POST', '/notes', { title: secret });
    await call('PUT', `/notes/${ids.note}`, { title: `${secret}\u0000` });
    await call('POST', '/groceries', { name: secret, energy: 'x' });
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(secret);
  });
});

describe('the browser contract', () => {
  test('zod never generates code (no CSP violation from its eval probe)', () => {
    expect(z.config().jitless).toBe(true);
  });
});
