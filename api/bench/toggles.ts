/**
 * Write throughput: item toggles/s and their latency with BENCH_CLIENTS (20) concurrent clients, first
 * with no live streams open, then with BENCH_STREAMS (1000) streams open. The streams belong to
 * teams of BENCH_TEAM_SIZE members (default: all of them in the toggling user's team, the worst case,
 * where every toggle is an event for every stream); the toggling user's team gets the first
 * BENCH_TEAM_SIZE, other teams the rest. Then, with the streams still open and no load, the live
 * event latency: BENCH_EVENTS (20) item renames 250 ms apart, from just before the PUT is sent until
 * each stream of the team has parsed the event (p50/p95/p99 over every delivery).
 * PGlite in a data folder (as `pnpm start` runs) or, when DATABASE_URL is set, a database of its own
 * on that server (`bench_toggles`, created afresh: toggle-setup.ts). Each throughput setting is
 * measured BENCH_RUNS (3) times; prints JSON lines and a summary with the medians. BENCH_SRC points
 * at another api/src (e.g. an older commit's) to measure it with the same harness.
 *
 *   tsx bench/toggles.ts                   # PGlite
 *   DATABASE_URL=postgres://... tsx bench/toggles.ts
 *   BENCH_TEAM_SIZE=10 tsx bench/toggles.ts   # 1000 streams over 100 teams of 10
 */
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  type Arrival,
  addMembers,
  buildApp,
  jsonLinesChild,
  latenciesSince,
  median,
  openDatabase,
  round,
  spread,
  timedRenames,
} from './harness';
import {
  databaseLabel,
  seedToggleList,
  startApi,
  type ToggleList,
  toggleRound,
} from './toggle-setup';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TEAM_SIZE = Number(process.env.BENCH_TEAM_SIZE ?? STREAMS);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20);

const log = (...args: unknown[]) => console.error('[toggles]', ...args);

async function openStreams(app: FastifyInstance, port: number, teamId: string) {
  const lines = await addMembers(app.deps.database, teamId, STREAMS, TEAM_SIZE);
  const file = path.join(os.tmpdir(), `organizator-toggles-${process.pid}.txt`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  // Counting clients: the cheapest a client can be, so the numbers are the server's cost.
  const clients = jsonLinesChild('sse-clients.mjs', [String(port), file, 'count']);
  const logError = (message: Record<string, unknown>) => {
    if (message.error) log('stream error', message.error);
  };
  await clients.next('ready', logError);
  rmSync(file, { force: true });
  log(
    `${STREAMS} streams open (hub holds ${app.deps.hub.size}), ${Math.min(TEAM_SIZE, STREAMS)} in the toggling user's team`,
  );
  const arrivals = async () => {
    clients.proc.stdin.write('report\n');
    return (await clients.next('arrivals', logError)).arrivals as Arrival[];
  };
  return { proc: clients.proc, arrivals };
}

/** Live event latency with the streams open and no other load (see the header). */
async function measureLatency(
  port: number,
  setup: ToggleList,
  streams: Awaited<ReturnType<typeof openStreams>>,
) {
  streams.proc.stdin.write('time\n');
  const itemPath = `/lists/${setup.listId}/items/${setup.items[0]}`;
  const sentAt = await timedRenames(port, itemPath, setup.auth, EVENTS);
  const latencies = latenciesSince(await streams.arrivals(), sentAt);
  return {
    events: EVENTS,
    deliveries: latencies.length,
    expected: EVENTS * Math.min(TEAM_SIZE, STREAMS),
    ...spread(latencies),
  };
}

// A clean database per run (a data folder, or a database of its own on the server).
const { app, port, close } = await startApi(
  { buildApp, openDatabase },
  'bench_toggles',
  Number(process.env.BENCH_PORT ?? 0),
);
const label = databaseLabel();
const summary: Record<string, unknown>[] = [];
try {
  const setup = await seedToggleList(app);
  log(`${label}: list of ${setup.items.length} items; warm-up`);
  await toggleRound(port, setup, CLIENTS, 2);
  let streams: Awaited<ReturnType<typeof openStreams>> | undefined;
  for (const open of [0, STREAMS]) {
    if (open > 0) streams = await openStreams(app, port, setup.teamId);
    const runs: Awaited<ReturnType<typeof toggleRound>>[] = [];
    for (let r = 0; r < RUNS; r++) {
      const loadavg = os.loadavg().map((n) => round(n, 2));
      const run = await toggleRound(port, setup, CLIENTS, SECONDS);
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
  await close();
}
for (const line of summary) process.stdout.write(`${JSON.stringify(line)}\n`);
