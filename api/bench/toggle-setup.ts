/**
 * What the toggle benches (toggles.ts, toggle-cost.ts) share: an API server on a database of its
 * own, one signed-in user's list of items to toggle, and a round of toggles measured from outside
 * (load.mjs), with the CPU this process spent on each when the server runs in it. The scale-out
 * bench (scripts/bench-scale-out.mjs) toggles through its balancer the same way.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CATEGORY_VALUES } from '@organizator/shared/domain';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type * as AppModule from '../src/app';
import type * as ClientModule from '../src/db/client';
import { type LoadRun, listen, round, runLoad, signIn } from './harness';

/** How many items the toggled list holds. */
const ITEMS = 50;

/** The two entry points of an api/src under test (this one, or an older commit's). */
export interface ApiModules {
  buildApp: typeof AppModule.buildApp;
  openDatabase: typeof ClientModule.openDatabase;
}

/** The entry points of the api/src at `src`. */
export async function apiAt(src: string): Promise<ApiModules> {
  const { buildApp } = (await import(path.join(src, 'app.ts'))) as typeof AppModule;
  const { openDatabase } = (await import(path.join(src, 'db/client.ts'))) as typeof ClientModule;
  return { buildApp, openDatabase };
}

/**
 * A fresh database named `name` on the DATABASE_URL server (dropped first if a previous run left
 * it), so a bench never reads another run's rows; undefined without DATABASE_URL.
 */
async function freshDatabaseUrl(name: string): Promise<string | undefined> {
  const url = process.env.DATABASE_URL;
  if (!url) return undefined;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return own.toString();
}

/** Which database a bench ran on, for its report lines. */
export const databaseLabel = () =>
  process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (data folder)';

/**
 * The API of `modules` listening on 127.0.0.1:`port` (0: any free one) with the dev outbox, on a
 * database of its own: a fresh PGlite data folder, or with DATABASE_URL a fresh database `name`.
 */
export async function startApi(modules: ApiModules, name: string, port = 0) {
  const databaseUrl = await freshDatabaseUrl(name);
  const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const database = await modules.openDatabase({ databaseUrl, dataDir });
  const app = await modules.buildApp({ database, config: { staticRoot: null, devOutbox: true } });
  const close = async () => {
    await app.close();
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, database, port: await listen(app, port), close };
}

/** A signed-in user (a team of their own) with a list of items to toggle. */
export async function seedToggleList(app: FastifyInstance) {
  const { token, auth, teamId } = await signIn(app, 'bench@example.com');
  const created = await app.inject({
    method: 'POST',
    url: '/api/lists',
    headers: auth,
    payload: { name: 'Velika kupovina' },
  });
  const listId = (JSON.parse(created.body) as { data: { list: { id: string } } }).data.list.id;
  const items: string[] = [];
  for (let i = 0; i < ITEMS; i++) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/lists/${listId}/items`,
      headers: auth,
      payload: { name: `Stavka broj ${i + 1}`, category: CATEGORY_VALUES[i % 12] },
    });
    items.push((JSON.parse(response.body) as { data: { item: { id: string } } }).data.item.id);
  }
  return { token, auth, teamId, listId, items };
}

export type ToggleList = Awaited<ReturnType<typeof seedToggleList>>;

/**
 * `clients` clients toggling random items of the list through `origin` for `seconds`, from a child
 * process (load.mjs) so the load does not share the server's event loop: what they measured.
 */
export async function toggleLoad(
  origin: string,
  list: Pick<ToggleList, 'token' | 'listId' | 'items'>,
  clients: number,
  seconds: number,
): Promise<LoadRun> {
  return runLoad({
    origin,
    token: list.token,
    connections: clients,
    seconds,
    method: 'PUT',
    paths: list.items.map((item) => `/api/lists/${list.listId}/items/${item}`),
    bodies: ['{"isDone":true}', '{"isDone":false}'],
  });
}

/**
 * A round of toggles (`toggleLoad`) against the server in this process at `port`, with the CPU
 * time this process spent per toggle, which moves much less with whatever else the machine runs
 * than the throughput does.
 */
export async function toggleRound(
  port: number,
  list: ToggleList,
  clients: number,
  seconds: number,
): Promise<LoadRun & { cpuMs: number }> {
  const cpu = process.cpuUsage();
  const measured = await toggleLoad(`http://127.0.0.1:${port}`, list, clients, seconds);
  const used = process.cpuUsage(cpu);
  return {
    ...measured,
    cpuMs: round((used.user + used.system) / 1000 / Math.max(1, measured.total), 2),
  };
}
