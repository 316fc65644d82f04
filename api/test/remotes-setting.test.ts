import type { FastifyInstance } from 'fastify';
import { type Database, openPostgres } from '../src/db/client';
import { defaultRemotes, parseRemotesMap } from '../src/http/remotes-map';
import { setRemotes } from '../src/http/remotes-source';
import { eventually } from './eventually';
import { makeApp, onPostgres, useTestSuite } from './helpers';

/*
 * REMOTES_SOURCE=database: one remotes map in PostgreSQL that every process serves and allows in
 * its CSP, changed at run time (on PGlite the two "processes" are one app).
 */

const config = { remotesSource: 'database' as const };
const suite = useTestSuite({ config });
let second: Database | undefined;
let a: FastifyInstance;
let b: FastifyInstance;
beforeAll(async () => {
  a = suite.app;
  if (onPostgres) {
    second = await openPostgres(suite.database.url!, 2);
    b = await makeApp(second, { config });
  } else {
    b = a;
  }
});
afterAll(async () => {
  if (b !== a) await b.close();
  await second?.close();
});

const remotesOf = async (app: FastifyInstance) =>
  JSON.parse((await app.inject({ url: '/remotes.json' })).body) as Record<string, string>;
const cspOf = async (app: FastifyInstance) =>
  String((await app.inject({ url: '/remotes.json' })).headers['content-security-policy']);

describe('the remotes map in PostgreSQL', () => {
  test('starts as the default layout, the same on every process', async () => {
    expect(await remotesOf(a)).toEqual(defaultRemotes());
    expect(await remotesOf(b)).toEqual(defaultRemotes());
  });

  test('a change is served and allowed by every process at once, without a restart', async () => {
    const moved = {
      ...defaultRemotes(),
      mf_notes: 'https://cdn.example.net/notes/mf-manifest.json',
    };
    await setRemotes(suite.database, a.deps.bus, moved);
    for (const app of [a, b]) {
      await eventually(async () => (await remotesOf(app)).mf_notes === moved.mf_notes);
      expect(await remotesOf(app)).toEqual(moved);
      expect(await cspOf(app)).toContain('https://cdn.example.net');
    }
  });

  test('a map that is not one is refused before it is stored', () => {
    expect(() => parseRemotesMap([])).toThrow();
    expect(() => parseRemotesMap({ notes: 5 })).toThrow();
    expect(() => parseRemotesMap({ notes: '' })).toThrow();
    expect(parseRemotesMap({ notes: '/remotes/mf-notes/mf-manifest.json' })).toEqual({
      notes: '/remotes/mf-notes/mf-manifest.json',
    });
  });
});
