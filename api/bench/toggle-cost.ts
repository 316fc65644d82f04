/**
 * `pnpm --filter @organizator/api bench:toggle-cost`: the API's CPU per item toggle, this api/src
 * against another one (BENCH_BASE_SRC: an older commit's api/src, extracted with its api/ folder
 * and an api/node_modules link so its imports resolve), in one process and one run, alternating
 * rounds so a busy neighbour on the machine hurts both alike. Each side has its own database: a
 * PGlite data folder, or with DATABASE_URL a database of its own on that server. BENCH_CLIENTS (20) clients toggle items of a 50-item list for BENCH_SECONDS
 * (5) per round, BENCH_ROUNDS (5) rounds per side; no streams open. Prints a JSON line per round and
 * the medians.
 *
 *   git archive main api | tar -x -C /tmp/base && ln -s $PWD/node_modules /tmp/base/api/
 *   BENCH_BASE_SRC=/tmp/base/api/src tsx bench/toggle-cost.ts
 *   BENCH_BASE_SRC=/tmp/base/api/src bash ../scripts/with-postgres.sh tsx bench/toggle-cost.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CATEGORY_VALUES } from '@organizator/shared/domain';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type * as AppModule from '../src/app';
import type * as ClientModule from '../src/db/client';
import { jsonLinesChild, listen, median, round, signIn } from './harness';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ITEMS = 50;
const baseSrc = process.env.BENCH_BASE_SRC;
if (!baseSrc) throw new Error('BENCH_BASE_SRC: the api/src to compare with');

const log = (...args: unknown[]) => console.error('[toggle-cost]', ...args);

interface Side {
  name: string;
  app: FastifyInstance;
  close: () => Promise<void>;
  port: number;
  token: string;
  listId: string;
  items: string[];
  cpuMs: number[];
  rps: number[];
}

/** A database of its own for one side: a data folder, or a fresh PostgreSQL database. */
async function databaseUrlFor(name: string): Promise<string | undefined> {
  const url = process.env.DATABASE_URL;
  if (!url) return undefined;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const database = `toggle_cost_${name}`;
  await admin.query(`drop database if exists ${database}`);
  await admin.query(`create database ${database}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${database}`;
  return own.toString();
}

async function startSide(name: string, src: string): Promise<Side> {
  const { buildApp } = (await import(path.join(src, 'app.ts'))) as typeof AppModule;
  const { openDatabase } = (await import(path.join(src, 'db/client.ts'))) as typeof ClientModule;
  const databaseUrl = await databaseUrlFor(name);
  const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(os.tmpdir(), 'toggle-cost-'));
  const database = await openDatabase({ databaseUrl, dataDir });
  const app = await buildApp({ database, config: { staticRoot: null, devOutbox: true } });
  const port = await listen(app);
  const { token, auth } = await signIn(app, 'bench@example.com');
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
  const close = async () => {
    await app.close();
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { name, app, close, port, token, listId, items, cpuMs: [], rps: [] };
}

/** One round of toggles against one side: its throughput and this process's CPU per toggle. */
async function toggleRound(side: Side, seconds: number) {
  const cpu = process.cpuUsage();
  const measured = (await jsonLinesChild('load.mjs', [
    JSON.stringify({
      origin: `http://127.0.0.1:${side.port}`,
      token: side.token,
      connections: CLIENTS,
      seconds,
      method: 'PUT',
      paths: side.items.map((item) => `/api/lists/${side.listId}/items/${item}`),
      bodies: ['{"isDone":true}', '{"isDone":false}'],
    }),
  ]).result()) as unknown as { total: number; rps: number; non2xx: number; errors: number };
  const used = process.cpuUsage(cpu);
  return {
    ...measured,
    cpuMs: round((used.user + used.system) / 1000 / Math.max(1, measured.total), 2),
  };
}

const label = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (data folder)';
const sides = [
  await startSide('base', path.resolve(baseSrc)),
  await startSide('branch', path.resolve(import.meta.dirname, '../src')),
];
try {
  for (const side of sides) await toggleRound(side, 2); // warm-up
  for (let r = 0; r < ROUNDS; r++) {
    // Alternating which side goes first, so neither always follows the other.
    for (const side of r % 2 === 0 ? sides : [...sides].reverse()) {
      const load = round(os.loadavg()[0] ?? 0, 2);
      const result = await toggleRound(side, SECONDS);
      side.cpuMs.push(result.cpuMs);
      side.rps.push(result.rps);
      log(
        `${label} ${side.name} round ${r + 1}: ${Math.round(result.rps)} toggles/s, ${result.cpuMs} ms CPU/toggle, non-2xx ${result.non2xx + result.errors}, load ${load}`,
      );
    }
  }
  for (const side of sides) {
    process.stdout.write(
      `${JSON.stringify({
        database: label,
        side: side.name,
        rounds: ROUNDS,
        clients: CLIENTS,
        cpuMsPerToggle: median(side.cpuMs),
        togglesPerSecond: Math.round(median(side.rps)),
        eachRound: side.cpuMs,
      })}\n`,
    );
  }
} finally {
  for (const side of sides) await side.close();
}
