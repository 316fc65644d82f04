/**
 * Write throughput: item toggles/s and their latency with BENCH_CLIENTS (20) concurrent clients, first
 * with no live streams open, then with BENCH_STREAMS (1000) streams open. The streams belong to
 * teams of BENCH_TEAM_SIZE members (default: all of them in the toggling user's team, the worst case,
 * where every toggle is an event for every stream); the toggling user's team gets the first
 * BENCH_TEAM_SIZE, other teams the rest. Then, with the streams still open and no load, the live
 * event latency: BENCH_EVENTS (20) item renames 250 ms apart, from just before the PUT is sent until
 * each stream of the team has parsed the event (p50/p95/p99 over every delivery).
 * PGlite in a data folder (as `pnpm start` runs) or PostgreSQL when DATABASE_URL is set. Each
 * throughput setting is measured BENCH_RUNS (3) times; prints JSON lines and a summary with the
 * medians. BENCH_SRC points at another api/src (e.g. an older commit's) to measure it with the same
 * harness.
 *
 *   tsx bench/toggles.ts                   # PGlite
 *   DATABASE_URL=postgres://... tsx bench/toggles.ts
 *   BENCH_TEAM_SIZE=10 tsx bench/toggles.ts   # 1000 streams over 100 teams of 10
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORY_VALUES } from '@organizator/shared/domain';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { sessions, teams, users } from '../src/db/schema';
import { newId, randomToken, sha256 } from '../src/lib/ids';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(process.env.BENCH_SRC ?? path.join(here, '../src'));
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TEAM_SIZE = Number(process.env.BENCH_TEAM_SIZE ?? STREAMS);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20);
const ITEMS = 50;

const log = (...args: unknown[]) => console.error('[toggles]', ...args);

interface Run {
  total: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU time of the API process (this one) per toggle: what the streams cost it, whatever else
   * the machine runs (throughput on a shared machine moves with its load; this moves much less). */
  cpuMs: number;
}

type AppModule = typeof import('../src/app');
type DbModule = typeof import('../src/db/client');
const { buildApp } = (await import(path.join(src, 'app.ts'))) as AppModule;
const { openDatabase } = (await import(path.join(src, 'db/client.ts'))) as DbModule;

function child(args: string[], onLine?: (line: Record<string, unknown>) => void) {
  const proc = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  let buffer = '';
  proc.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    let end = buffer.indexOf('\n');
    while (end >= 0) {
      onLine?.(JSON.parse(buffer.slice(0, end)) as Record<string, unknown>);
      buffer = buffer.slice(end + 1);
      end = buffer.indexOf('\n');
    }
  });
  return proc;
}

function load(port: number, token: string, listId: string, items: string[], seconds: number) {
  return new Promise<Run>((resolve, reject) => {
    let result: Run | undefined;
    const proc = child(
      [
        path.join(here, 'toggle-load.mjs'),
        String(port),
        token,
        listId,
        items.join(','),
        String(CLIENTS),
        String(seconds),
      ],
      (line) => {
        result = line as unknown as Run;
      },
    );
    proc.on('close', () => (result ? resolve(result) : reject(new Error('no load result'))));
  });
}

async function seed(app: FastifyInstance) {
  const email = 'bench@example.com';
  await app.inject({ method: 'POST', url: '/api/send-verification-token', payload: { email } });
  const outbox = await app.inject({ url: `/api/dev/outbox?email=${email}` });
  const code = (JSON.parse(outbox.body) as { data: { messages: { code: string }[] } }).data
    .messages[0]?.code;
  const verified = await app.inject({
    method: 'POST',
    url: '/api/verify',
    payload: { email, token: code },
  });
  const token = (JSON.parse(verified.body) as { data: { session: { token: string } } }).data.session
    .token;
  const auth = { authorization: `Bearer ${token}` };
  const me = JSON.parse((await app.inject({ url: '/api/me', headers: auth })).body) as {
    data: { user: { team: { id: string } } };
  };
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
  return { token, listId, items, teamId: me.data.user.team.id };
}

async function openStreams(app: FastifyInstance, port: number, teamId: string) {
  const lines: string[] = [];
  const { db } = app.deps.database;
  for (let start = 0; start < STREAMS; start += 200) {
    const userRows = [];
    const sessionRows = [];
    const teamRows = [];
    let team = teamId;
    for (let i = start; i < Math.min(STREAMS, start + 200); i++) {
      const id = newId();
      const token = randomToken();
      // The first TEAM_SIZE streams are the toggling user's teammates; the rest fill other teams.
      if (i >= TEAM_SIZE && (i - TEAM_SIZE) % TEAM_SIZE === 0) {
        team = newId();
        teamRows.push({ id: team, ownerId: id });
      } else if (i < TEAM_SIZE) team = teamId;
      userRows.push({ id, email: `member${i}@bench.example`, name: `Član ${i}`, teamId: team });
      sessionRows.push({ tokenHash: sha256(token), userId: id });
      lines.push(`${id} ${token}`);
    }
    if (teamRows.length > 0) await db.insert(teams).values(teamRows);
    await db.insert(users).values(userRows);
    await db.insert(sessions).values(sessionRows);
  }
  const file = path.join(os.tmpdir(), `organizator-toggles-${process.pid}.txt`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  let ready: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    ready = resolve;
  });
  let reported: (arrivals: { seq: string; at: number }[]) => void = () => {};
  // Counting clients: the cheapest a client can be, so the numbers are the server's cost.
  const proc = child([path.join(here, 'sse-clients.mjs'), String(port), file, 'count'], (line) => {
    if ('ready' in line) ready();
    if ('error' in line) log('stream error', line.error);
    if ('arrivals' in line) reported(line.arrivals as { seq: string; at: number }[]);
  });
  await opened;
  rmSync(file, { force: true });
  log(
    `${STREAMS} streams open (hub holds ${app.deps.hub.size}), ${Math.min(TEAM_SIZE, STREAMS)} in the toggling user's team`,
  );
  const arrivals = () =>
    new Promise<{ seq: string; at: number }[]>((resolve) => {
      reported = resolve;
      proc.stdin.write('report\n');
    });
  return { proc, arrivals };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Live event latency with the streams open and no other load (see the header). */
async function measureLatency(
  port: number,
  setup: Awaited<ReturnType<typeof seed>>,
  streams: Awaited<ReturnType<typeof openStreams>>,
) {
  streams.proc.stdin.write('time\n');
  const sentAt = new Map<string, number>();
  const url = `http://127.0.0.1:${port}/api/lists/${setup.listId}/items/${setup.items[0]}`;
  for (let k = 0; k < EVENTS; k++) {
    const name = `seq-${k}`;
    sentAt.set(name, performance.timeOrigin + performance.now());
    const response = await fetch(url, {
      method: 'PUT',
      headers: { authorization: `Bearer ${setup.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    if (!response.ok) throw new Error(`rename failed: ${response.status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  await new Promise((r) => setTimeout(r, 1000));
  const latencies = (await streams.arrivals())
    .map((a) => a.at - (sentAt.get(a.seq) ?? Number.NaN))
    .filter((n) => Number.isFinite(n))
    .sort((a, b) => a - b);
  const r = (n: number) => Math.round(n * 10) / 10;
  return {
    events: EVENTS,
    deliveries: latencies.length,
    expected: EVENTS * Math.min(TEAM_SIZE, STREAMS),
    p50: r(percentile(latencies, 50)),
    p95: r(percentile(latencies, 95)),
    p99: r(percentile(latencies, 99)),
    max: r(latencies.at(-1) ?? Number.NaN),
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const databaseUrl = process.env.DATABASE_URL;
let dataDir: string | undefined;
if (!databaseUrl) dataDir = mkdtempSync(path.join(os.tmpdir(), 'organizator-toggles-'));
if (databaseUrl) {
  // A clean database per bench run.
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query('drop schema if exists public cascade; create schema public;');
  await admin.query('drop schema if exists drizzle cascade;');
  await admin.end();
}
const database = await openDatabase({ databaseUrl, dataDir });
const app = await buildApp({ database, config: { staticRoot: null, devOutbox: true } });
await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const label = databaseUrl ? 'PostgreSQL' : 'PGlite (data folder)';
const summary: Record<string, unknown>[] = [];
try {
  const setup = await seed(app);
  log(`${label}: list of ${setup.items.length} items; warm-up`);
  await load(port, setup.token, setup.listId, setup.items, 2);
  let streams: Awaited<ReturnType<typeof openStreams>> | undefined;
  for (const open of [0, STREAMS]) {
    if (open > 0) streams = await openStreams(app, port, setup.teamId);
    const runs: Run[] = [];
    for (let r = 0; r < RUNS; r++) {
      const loadavg = os.loadavg().map((n) => Math.round(n * 100) / 100);
      const cpu = process.cpuUsage();
      const measured = await load(port, setup.token, setup.listId, setup.items, SECONDS);
      const used = process.cpuUsage(cpu);
      const run = {
        ...measured,
        cpuMs:
          Math.round(((used.user + used.system) / 1000 / Math.max(1, measured.total)) * 100) / 100,
      };
      runs.push(run);
      log(
        `${label}, ${open} streams, run ${r + 1}: ${Math.round(run.rps)} toggles/s, p50 ${run.p50} ms, p99 ${run.p99} ms, server CPU ${run.cpuMs} ms/toggle, non-2xx ${run.non2xx}, load ${loadavg.join(' ')}`,
      );
    }
    summary.push({
      database: label,
      streams: open,
      teamSize: open > 0 ? Math.min(TEAM_SIZE, STREAMS) + 1 : 1,
      clients: CLIENTS,
      rps: Math.round(median(runs.map((r) => r.rps))),
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      cpuMsPerToggle: median(runs.map((r) => r.cpuMs)),
      runs: runs.map((r) => `${Math.round(r.rps)}/s p99 ${r.p99}`),
      non2xx: runs.reduce((n, r) => n + r.non2xx + r.errors, 0),
    });
  }
  if (streams) {
    const latency = await measureLatency(port, setup, streams);
    log(
      `${label}, live event latency to ${latency.deliveries} deliveries: p50 ${latency.p50} ms, p95 ${latency.p95} ms, p99 ${latency.p99} ms, load ${os.loadavg()[0]?.toFixed(2)}`,
    );
    summary.push({
      database: label,
      latency: true,
      streams: STREAMS,
      teamSize: Math.min(TEAM_SIZE, STREAMS) + 1,
      ...latency,
    });
    streams.proc.kill();
  }
} finally {
  await app.close();
  await database.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
for (const line of summary) process.stdout.write(`${JSON.stringify(line)}\n`);
