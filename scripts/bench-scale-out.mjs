// `pnpm bench scale-out`: item toggles per second and live-event latency with BENCH_STREAMS (1000)
// live streams, on one API process and on three behind nginx (round-robin, so the streams spread
// over the processes), all on one PostgreSQL. Run under scripts/with-postgres.sh by scripts/bench.mjs;
// runs with api's tsx (it reuses api/bench's load generator, stream clients and harness).
//
// Each setting: a fresh database, the processes and the balancer started as docs/deployment.md
// says (scripts/cluster.mjs), one user's list of 50 items, BENCH_STREAMS members in that user's
// team (BENCH_TEAM_SIZE, default all of them: every toggle is an event for every stream) holding
// streams through the balancer; then BENCH_RUNS (3) runs of BENCH_CLIENTS (20) clients toggling
// items through the balancer for BENCH_SECONDS (10) each, then BENCH_EVENTS (20) renames 250 ms
// apart timed from the PUT until each stream has parsed the event. Writes
// docs/benchmarks/scale-out.md.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  addMembers,
  jsonLinesChild,
  latenciesSince,
  median,
  openDatabase,
  round,
  spread,
  timedRenames,
} from '../api/bench/harness.ts';
import { toggleLoad } from '../api/bench/toggle-setup.ts';
import {
  databaseUrlOrExit,
  isReady,
  requireFromApi,
  requireNginx,
  root,
  SIGN_IN_LIMITS_LIFTED,
  startApiProcess,
  startNginx,
  stopCluster,
  waitFor,
  waitForProcesses,
} from './cluster.mjs';

const DATABASE_URL = databaseUrlOrExit('bench-scale-out');
/** Where the hand-written part of docs/benchmarks/scale-out.md starts. */
const KEPT_MARKER =
  '<!-- Written by hand below: kept when pnpm bench scale-out rewrites the report. -->';
const BALANCER_PORT = Number(process.env.BENCH_PORT ?? 4250);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TEAM_SIZE = Math.min(Number(process.env.BENCH_TEAM_SIZE ?? STREAMS), STREAMS);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20);
const ITEMS = 50;
const log = (...args) => console.error('[scale-out]', ...args);
const load1 = () => round(os.loadavg()[0] ?? 0, 2);

async function call(method, url, token, body) {
  const response = await fetch(`http://127.0.0.1:${BALANCER_PORT}/api${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${json.message}`);
  return json.data;
}

async function seed() {
  const email = 'bench@scale.example';
  await call('POST', '/send-verification-token', null, { email });
  const outbox = await call('GET', `/dev/outbox?email=${encodeURIComponent(email)}`);
  const code = outbox.messages.find((m) => m.code).code;
  const { session } = await call('POST', '/verify', null, { email, token: code });
  const { user } = await call('GET', '/me', session.token);
  const { list } = await call('POST', '/lists', session.token, { name: 'Velika kupovina' });
  const items = [];
  for (let i = 0; i < ITEMS; i++) {
    const { item } = await call('POST', `/lists/${list.id}/items`, session.token, {
      name: `Stavka broj ${i + 1}`,
    });
    items.push(item.id);
  }
  return { token: session.token, teamId: user.team.id, listId: list.id, items };
}

async function resetDatabase() {
  const pg = requireFromApi('pg');
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query('drop schema if exists public cascade; create schema public;');
  await admin.query('drop schema if exists drizzle cascade;');
  await admin.end();
}

/** One setting: `count` processes behind the balancer, measured as the header says. */
async function measure(count) {
  await resetDatabase();
  const work = mkdtempSync(path.join(os.tmpdir(), 'organizator-scale-out-'));
  const ports = Array.from({ length: count }, (_, i) => BALANCER_PORT + 1 + i);
  const processes = new Map(
    ports.map((port) => [
      port,
      startApiProcess(port, {
        DATABASE_URL,
        DEV_OUTBOX: '1',
        STATIC_ROOT: 'off',
        ...SIGN_IN_LIMITS_LIFTED,
      }),
    ]),
  );
  const nginx = startNginx({ work, port: BALANCER_PORT, upstreams: ports });
  let streams;
  try {
    await waitForProcesses(processes, 180_000);
    await waitFor('the balancer', () => isReady(BALANCER_PORT));
    const setup = await seed();
    const database = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: undefined });
    const lines = await addMembers(database, setup.teamId, STREAMS, TEAM_SIZE);
    await database.close();
    const file = path.join(work, 'sessions.txt');
    writeFileSync(file, `${lines.join('\n')}\n`);
    // Counting clients (the cheapest a client can be) through the balancer.
    streams = jsonLinesChild('sse-clients.mjs', [String(BALANCER_PORT), file, 'count']);
    // A refused stream (a process busy accepting a thousand at once) is opened again: counted.
    let retried = 0;
    const logError = (message) => {
      if (message.retrying) retried += 1;
      else if (message.error) log('stream error', message.error);
    };
    await streams.next('ready', logError);
    log(`${count} process(es): ${STREAMS} streams open through the balancer (${retried} retries)`);
    const toggles = (seconds) =>
      toggleLoad(`http://127.0.0.1:${BALANCER_PORT}`, setup, CLIENTS, seconds);
    await toggles(2);
    const runs = [];
    for (let r = 0; r < RUNS; r++) {
      const before = load1();
      const run = await toggles(SECONDS);
      runs.push({ ...run, load: [before, load1()] });
      log(
        `${count} process(es), run ${r + 1}: ${Math.round(run.rps)} toggles/s, p50 ${run.p50} ms, p99 ${run.p99} ms, non-2xx ${run.non2xx + run.errors}, load ${before} -> ${load1()}`,
      );
    }
    streams.proc.stdin.write('time\n');
    const itemPath = `/lists/${setup.listId}/items/${setup.items[0]}`;
    const sentAt = await timedRenames(
      BALANCER_PORT,
      itemPath,
      { authorization: `Bearer ${setup.token}` },
      EVENTS,
    );
    streams.proc.stdin.write('report\n');
    const arrivals = (await streams.next('arrivals', logError)).arrivals;
    const latency = spread(latenciesSince(arrivals, sentAt));
    const deliveries = latenciesSince(arrivals, sentAt).length;
    log(
      `${count} process(es): live events p50 ${latency.p50} ms, p95 ${latency.p95} ms over ${deliveries} deliveries, load ${load1()}`,
    );
    return { count, runs, latency, deliveries, expected: EVENTS * TEAM_SIZE };
  } finally {
    streams?.proc.kill();
    await stopCluster(nginx, processes.values());
    rmSync(work, { recursive: true, force: true });
  }
}

requireNginx();
const startedAt = new Date();
const results = [];
for (const count of [1, 3]) results.push(await measure(count));

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const row = (r) => {
  const rps = Math.round(median(r.runs.map((x) => x.rps)));
  const p99 = median(r.runs.map((x) => x.p99));
  const each = r.runs.map((x) => `${Math.round(x.rps)}/s p99 ${x.p99}`).join(', ');
  const loads = r.runs.map((x) => x.load.join('-')).join(', ');
  const errors = r.runs.reduce((n, x) => n + x.non2xx + x.errors, 0);
  return `| ${r.count} | ${rps} | ${p99} | ${each} | ${errors} | ${r.latency.p50} / **${r.latency.p95}** / ${r.latency.p99} | ${r.deliveries} of ${r.expected} | ${loads} |`;
};
const report = `# Scale-out: one process against three behind nginx

Command: \`pnpm bench scale-out\` (scripts/bench-scale-out.mjs under scripts/with-postgres.sh).
Measured ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC on the shared ${os.cpus().length}-core machine (${cpu}, Node ${process.versions.node}),
PostgreSQL and nginx on the same machine. Each setting starts on a fresh database: the processes
(\`tsx src/main.ts\`, as in production) behind nginx with the settings of docs/deployment.md
(round-robin, SSE unbuffered), **${STREAMS} live streams** opened through the balancer (so spread
round-robin over the processes) by members of **a team of ${TEAM_SIZE + 1}** (the toggling user and
${TEAM_SIZE} members: every toggle is an event for ${TEAM_SIZE} streams), ${CLIENTS} clients toggling
items of a ${ITEMS}-item list through the balancer, **${RUNS} runs of ${SECONDS} s** after a 2 s warm-up.
Live-event latency: ${EVENTS} renames 250 ms apart with the streams open and no other load, from the
PUT until each stream has parsed the event. The load average (1 min) before and after each run is
the machine's, with other engineers' builds and tests running: compare within one report.

| processes | toggles/s (median) | p99 ms (median) | each run | non-2xx | live event p50 / p95 / p99 ms | deliveries | load average per run |
|---|---|---|---|---|---|---|---|
${results.map(row).join('\n')}

What it says: on one machine the three processes share the same two cores, so this measures what
spreading the streams costs (each process reads every event from the log and fans it out to its own
streams) rather than what three machines would give; every toggle is one transaction holding the
change and its event.
`;
// Sections written by hand below the generated report (other measurements) are kept.
const reportFile = path.join(root, 'docs/benchmarks/scale-out.md');
const previous = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '';
const kept = previous.indexOf(KEPT_MARKER);
writeFileSync(reportFile, kept >= 0 ? `${report}\n${previous.slice(kept)}` : report);
console.log(report);
