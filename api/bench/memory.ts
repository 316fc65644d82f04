/**
 * `pnpm --filter @organizator/api bench:memory`: the API server's own memory, idle and under load,
 * on PGlite (in memory and in a data folder) and on PostgreSQL. The server runs as its own process
 * (bench/server-child.ts: what `pnpm start` runs, forked with an IPC channel); this process only
 * drives it and samples it from outside: RSS from /proc/<pid>/status (VmRSS, and VmHWM for the
 * process's peak), the V8 heap from the child's process.memoryUsage() over IPC (optionally right
 * after a full GC). Load generator (load.mjs) and SSE clients (sse-clients.mjs) are processes of
 * their own, so none of their memory is counted.
 *
 * States: idle after start (empty database); idle after the API bench's seed; during each read and
 * write load run; after the load (settled, then GC'd); holding BENCH_STREAMS idle SSE streams;
 * during BENCH_TOGGLE_ROUNDS toggle runs with the streams open, each followed by a settle and a GC
 * (a heap that keeps growing from round to round would point at a leak); after the streams close.
 * Writes docs/benchmarks/memory.md (BENCH_OUT elsewhere). Env: BENCH_SECONDS (5) per load run,
 * BENCH_STREAMS (1000), BENCH_TEAM_SIZE (all streams in the toggling team), BENCH_TOGGLE_ROUNDS (3),
 * BENCH_PG=0 skips PostgreSQL, BENCH_DBS=memory,disk picks the PGlite variants.
 */
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/config';
import {
  benchDir,
  jsonLinesChild,
  type LoadRun,
  median,
  postgresPhase,
  round,
  runLoad,
} from './harness';
import { GROCERIES, ITEMS_PER_TEAM_LIST, SEARCH, type Setup, TEAM_LISTS } from './seed';

const apiDir = path.resolve(benchDir, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const TEAM_SIZE = Number(process.env.BENCH_TEAM_SIZE ?? STREAMS);
const TOGGLE_ROUNDS = Number(process.env.BENCH_TOGGLE_ROUNDS ?? 3);
const CONNECTIONS = 10;
const WRITERS = 20;
/** Quiet time before an "idle" or "after" sample: timers, sockets and batches settle. */
const SETTLE_MS = 3000;
const SAMPLE_MS = 250;

const log = (...args: unknown[]) => console.error('[memory]', ...args);
const mb = (bytes: number) => round(bytes / 2 ** 20);

interface Sample {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  streams: number;
}
interface Stat {
  median: number;
  peak: number;
}
interface StateResult {
  state: string;
  loadavg: number[];
  samples: number;
  rss: Stat;
  heapUsed: Stat;
  heapTotal: Stat;
  external: Stat;
  /** Right after a full GC (twice) once the state is over and settled. */
  afterGc?: Sample;
  streams: number;
  /** For load runs: requests/s of the run. */
  rps?: number;
}
interface PhaseResult {
  database: string;
  states: StateResult[];
  /** VmHWM: the process's peak RSS over its whole life. */
  hwmMb: number;
  /** Heap used after GC at the end of each toggle round with the streams open. */
  toggleRoundsHeap: number[];
  /** PGlite data folder: the server started again on the folder the run left (reopened). */
  restart?: { row: StateResult; hwmMb: number };
}

/** The API process and its IPC channel. */
function startServer(env: NodeJS.ProcessEnv) {
  const child: ChildProcess = fork(path.join(benchDir, 'server-child.ts'), [], {
    cwd: apiDir,
    execArgv: ['--import', 'tsx', '--expose-gc'],
    // The product's request log goes to stdout as with `pnpm start`; here into /dev/null.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, DEV_OUTBOX: '1', STATIC_ROOT: 'off', ...env },
  });
  const waiting = new Map<number, (message: Record<string, unknown>) => void>();
  let nextId = 0;
  const listening = new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    child.on('message', (message: Record<string, unknown>) => {
      if (typeof message.listening === 'number') resolve(message.listening);
      const done = waiting.get(message.id as number);
      if (done) {
        waiting.delete(message.id as number);
        done(message);
      }
    });
  });
  const ask = (message: Record<string, unknown>) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = ++nextId;
      waiting.set(id, (answer) =>
        answer.error ? reject(new Error(String(answer.error))) : resolve(answer),
      );
      child.send({ id, ...message });
    });
  const status = () => {
    const text = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(text)?.[1]);
    return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
  };
  const sample = async (gc = false): Promise<Sample> => {
    const answer = await ask({ cmd: 'memory', gc });
    const memory = answer.memory as NodeJS.MemoryUsage;
    return {
      rss: mb(status().rss),
      heapUsed: mb(memory.heapUsed),
      heapTotal: mb(memory.heapTotal),
      external: mb(memory.external),
      streams: answer.streams as number,
    };
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.disconnect();
      setTimeout(() => child.kill(), 10_000).unref();
    });
  return { child, listening, ask, sample, status, stop };
}
type Server = ReturnType<typeof startServer>;

const stat = (values: number[]): Stat => ({
  median: median(values),
  peak: Math.max(...values),
});

/** Samples every SAMPLE_MS while `work` runs (at least once), then the state's row. */
async function during<T>(
  server: Server,
  state: string,
  work: () => Promise<T>,
): Promise<{ row: StateResult; result: T }> {
  const loadavg = os.loadavg().map((n) => round(n, 2));
  const samples: Sample[] = [];
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    server
      .sample()
      .then((s) => samples.push(s))
      .finally(() => {
        busy = false;
      });
  };
  tick();
  const timer = setInterval(tick, SAMPLE_MS);
  let result: T;
  try {
    result = await work();
  } finally {
    clearInterval(timer);
  }
  while (busy) await new Promise((r) => setTimeout(r, 20));
  if (samples.length === 0) samples.push(await server.sample());
  const row: StateResult = {
    state,
    loadavg,
    samples: samples.length,
    rss: stat(samples.map((s) => s.rss)),
    heapUsed: stat(samples.map((s) => s.heapUsed)),
    heapTotal: stat(samples.map((s) => s.heapTotal)),
    external: stat(samples.map((s) => s.external)),
    streams: samples.at(-1)?.streams ?? 0,
  };
  log(
    `${state}: RSS ${row.rss.median} / ${row.rss.peak} MB, heap ${row.heapUsed.median} / ${row.heapUsed.peak} MB (${row.samples} samples)`,
  );
  return { row, result };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An idle state: settle, sample for a second, then a GC'd sample. */
async function idle(server: Server, state: string): Promise<StateResult> {
  await sleep(SETTLE_MS);
  const { row } = await during(server, state, () => sleep(1000));
  row.afterGc = await server.sample(true);
  log(`${state}: after GC heap ${row.afterGc.heapUsed} MB, RSS ${row.afterGc.rss} MB`);
  return row;
}

function load(
  port: number,
  token: string,
  connections: number,
  method: 'GET' | 'PUT',
  paths: string[],
  bodies?: string[],
) {
  return runLoad({
    origin: `http://127.0.0.1:${port}`,
    token,
    connections,
    seconds: SECONDS,
    method,
    paths,
    bodies,
  });
}

async function runPhase(
  database: string,
  env: NodeJS.ProcessEnv,
  restart = false,
): Promise<PhaseResult> {
  log(`phase ${database}`);
  const server = startServer(env);
  const states: StateResult[] = [];
  const toggleRoundsHeap: number[] = [];
  let clients: ReturnType<typeof jsonLinesChild> | undefined;
  try {
    const port = await server.listening;
    states.push(await idle(server, 'idle after start (empty database)'));
    const setup = (await server.ask({ cmd: 'seed' })).setup as Setup;
    states.push(await idle(server, 'idle after the seed'));

    const list1000 = `/api/lists/${setup.list1000.listId}`;
    const toggles = setup.list50.items.map(
      (item) => `/api/lists/${setup.list50.listId}/items/${item}`,
    );
    const toggleBodies = ['{"isDone":true}', '{"isDone":false}'];
    const runs: [string, () => Promise<LoadRun>][] = [
      [
        `GET /api/lists (${TEAM_LISTS} lists of ${ITEMS_PER_TEAM_LIST} items), ${CONNECTIONS} connections`,
        () => load(port, setup.big.token, CONNECTIONS, 'GET', ['/api/lists']),
      ],
      [
        `GET /api/lists/{id} (1000 items), ${CONNECTIONS} connections`,
        () => load(port, setup.ana.token, CONNECTIONS, 'GET', [list1000]),
      ],
      [
        `GET /api/groceries/public?search=${SEARCH} (${GROCERIES} groceries), ${CONNECTIONS} connections`,
        () =>
          load(port, setup.ana.token, CONNECTIONS, 'GET', [
            `/api/groceries/public?search=${SEARCH}`,
          ]),
      ],
      [
        `PUT item toggles, ${WRITERS} writers, no streams`,
        () => load(port, setup.ana.token, WRITERS, 'PUT', toggles, toggleBodies),
      ],
    ];
    for (const [title, run] of runs) {
      const { row, result } = await during(server, `during ${title}`, run);
      row.rps = Math.round(result.rps);
      states.push(row);
    }
    states.push(await idle(server, 'idle after the load runs'));

    if (STREAMS > 0) {
      const { lines } = (await server.ask({
        cmd: 'members',
        count: STREAMS,
        teamSize: TEAM_SIZE,
      })) as { lines: string[] };
      const file = path.join(os.tmpdir(), `organizator-memory-${process.pid}.txt`);
      writeFileSync(file, `${lines.join('\n')}\n`);
      clients = jsonLinesChild('sse-clients.mjs', [String(port), file, 'count']);
      await clients.next('ready', (message) => {
        if (message.error) log('stream error', message.error);
      });
      rmSync(file, { force: true });
      states.push(await idle(server, `holding ${STREAMS} idle SSE streams`));
      for (let r = 1; r <= TOGGLE_ROUNDS; r++) {
        const { row, result } = await during(
          server,
          `during PUT item toggles, ${WRITERS} writers, ${STREAMS} streams open (round ${r})`,
          () => load(port, setup.ana.token, WRITERS, 'PUT', toggles, toggleBodies),
        );
        row.rps = Math.round(result.rps);
        await sleep(SETTLE_MS);
        row.afterGc = await server.sample(true);
        log(`toggle round ${r}: after GC heap ${row.afterGc.heapUsed} MB`);
        toggleRoundsHeap.push(row.afterGc.heapUsed);
        states.push(row);
      }
      clients.proc.kill();
      clients = undefined;
      states.push(await idle(server, 'after the streams closed'));
    }
    const result: PhaseResult = {
      database,
      states,
      hwmMb: mb(server.status().hwm),
      toggleRoundsHeap,
    };
    if (restart) {
      await server.stop();
      const again = startServer(env);
      try {
        await again.listening;
        const row = await idle(again, 'idle after a restart on the same data folder (seeded)');
        result.restart = { row, hwmMb: mb(again.status().hwm) };
      } finally {
        await again.stop();
      }
    }
    return result;
  } finally {
    clients?.proc.kill();
    await server.stop();
  }
}

const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
const both = (s: Stat) => (s.median === s.peak ? `${s.peak}` : `${s.median} / ${s.peak}`);

function markdown(results: PhaseResult[], notes: string[], uptimeBefore: string): string {
  const cpu = os.cpus();
  const lines = [
    '# API server memory',
    '',
    `Run: \`pnpm --filter @organizator/api bench:memory\` (api/bench/memory.ts), ${new Date().toISOString()}; ` +
      `\`uptime\` before: ${uptimeBefore}.`,
    '',
    `Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${round(os.totalmem() / 2 ** 30)} GiB RAM, ` +
      `${os.type()} ${os.release()}, Node ${process.version}; shared with other jobs (load average per row).`,
    '',
    'Method: the API server runs as its own process, started as `pnpm start` starts it ' +
      '(configuration from the environment, `buildApp` with the product logger, `listen`; ' +
      'api/bench/server-child.ts, with `DEV_OUTBOX=1` for the seed sign-ins and `STATIC_ROOT=off`), ' +
      'forked with an IPC channel that only the bench code answers. The bench samples it from ' +
      'outside every 250 ms: RSS from `/proc/<pid>/status` (VmRSS; VmHWM for the lifetime peak), ' +
      "the V8 heap (used / total) and `external` from the child's `process.memoryUsage()` over IPC. " +
      '"after GC": a full collection (the child runs with `--expose-gc`, a bench-only flag), ' +
      `${SETTLE_MS / 1000} s after the state ended. Load generator and SSE clients are separate ` +
      'processes, not counted. Values in MB (MiB); "m / p" = median / peak of the samples. ' +
      `Data: the API bench's seed (a 50-item and a 1000-item list, ${TEAM_LISTS} lists of ` +
      `${ITEMS_PER_TEAM_LIST} items in another team, ${GROCERIES} groceries). Load runs ${SECONDS} s ` +
      `each (autocannon). Streams: ${STREAMS} idle SSE streams of ${STREAMS} members, ` +
      `${Math.min(TEAM_SIZE, STREAMS)} of them in the toggling user's team (team of ` +
      `${Math.min(TEAM_SIZE, STREAMS) + 1}: every toggle is an event for each of those streams).`,
    '',
  ];
  for (const r of results) {
    lines.push(
      `## ${r.database}`,
      '',
      '| state | load avg 1/5/15 | req/s | streams | RSS MB m / p | heap used MB m / p | heap total MB m / p | external MB m / p | after GC: heap used / RSS MB |',
      '|---|---|---|---|---|---|---|---|---|',
    );
    for (const s of [...r.states, ...(r.restart ? [r.restart.row] : [])]) {
      lines.push(
        `| ${s.state} | ${s.loadavg.join(' ')} | ${s.rps ?? ''} | ${s.streams} | ${both(s.rss)} | ` +
          `${both(s.heapUsed)} | ${both(s.heapTotal)} | ${both(s.external)} | ` +
          `${s.afterGc ? `${s.afterGc.heapUsed} / ${s.afterGc.rss}` : ''} |`,
      );
    }
    const heaps = r.toggleRoundsHeap;
    const gcOf = (prefix: string) => r.states.find((s) => s.state.startsWith(prefix))?.afterGc;
    const before = gcOf('idle after the load runs');
    const held = gcOf('holding');
    const closed = gcOf('after the streams closed');
    const facts = [
      `Lifetime peak RSS (VmHWM) of the process: ${r.hwmMb} MB` +
        (r.restart ? ` (of the restarted one: ${r.restart.hwmMb} MB).` : '.'),
    ];
    if (before && held) {
      facts.push(
        `${STREAMS} idle streams: heap after GC ${signed(round(held.heapUsed - before.heapUsed))} MB ` +
          `(${round(((held.heapUsed - before.heapUsed) * 1024) / STREAMS)} KB per stream), ` +
          `RSS ${signed(round(held.rss - before.rss))} MB.`,
      );
    }
    if (heaps.length > 1) {
      facts.push(
        `Heap used after GC after each toggle round with the streams open: ${heaps.join(', ')} MB ` +
          `(last − first: ${round((heaps.at(-1) ?? 0) - (heaps[0] ?? 0))} MB).`,
      );
    }
    if (before && closed) {
      facts.push(
        `Heap after GC once the streams closed vs before they opened: ${closed.heapUsed} vs ` +
          `${before.heapUsed} MB.`,
      );
    }
    lines.push('', facts.join(' '), '');
  }
  if (notes.length) lines.push('## Notes', '', ...notes.map((n) => `- ${n}`));
  return `${lines.join('\n')}\n`;
}

const args = process.argv.slice(2);
const phase = args.find((a) => a.startsWith('--phase='))?.slice(8) ?? 'all';
if (phase === 'pg') {
  const out = args.find((a) => a.startsWith('--out='))?.slice(6);
  const result = await runPhase('PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL });
  if (out) writeFileSync(out, JSON.stringify(result));
} else {
  const uptimeBefore = execFileSync('uptime', { encoding: 'utf8' }).trim();
  const notes: string[] = [
    'PGlite runs the database inside the API process (Postgres compiled to WebAssembly): its ' +
      'memory (the WebAssembly heap, shared buffers and caches) is part of the RSS above and ' +
      'outside the V8 heap; a WebAssembly memory only grows, it is never handed back. With ' +
      'PostgreSQL the database is another process: the RSS is the API alone (plus its `pg` pool).',
    'RSS follows the allocator, not the heap: freed pages are kept or handed back on its own ' +
      'schedule. Whether memory "returns" is read from the heap after GC; growth that points at a ' +
      'leak shows as heap after GC rising from toggle round to toggle round.',
    "PGlite's start that creates the database (always in memory; the first start on an empty " +
      'data folder) leaves large buffers behind (`external` in the first row) until the first full ' +
      'GC: that start, not any load, sets the lifetime peak RSS. A restart on an existing data ' +
      'folder (the usual case for `pnpm start`) reopens it and peaks far lower (its VmHWM above).',
  ];
  const results: PhaseResult[] = [];
  const dbs = (process.env.BENCH_DBS ?? 'memory,disk').split(',');
  if (dbs.includes('memory')) {
    results.push(
      await runPhase('PGlite (in memory, as the tests run it)', {
        BENCH_DB: 'memory',
        DATABASE_URL: '',
      }),
    );
  }
  if (dbs.includes('disk')) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'organizator-memory-'));
    try {
      results.push(
        await runPhase(
          'PGlite (data folder, as `pnpm start` runs it)',
          {
            DATA_DIR: dataDir,
            DATABASE_URL: '',
          },
          true,
        ),
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (process.env.BENCH_PG === '0') notes.push('PostgreSQL skipped (BENCH_PG=0).');
  else {
    const pg = await postgresPhase<PhaseResult>('memory.ts');
    if (typeof pg === 'string') notes.push(pg);
    else results.push(pg);
  }
  if (process.env.BENCH_NOTES) notes.push(process.env.BENCH_NOTES);
  const target = process.env.BENCH_OUT
    ? path.resolve(process.env.BENCH_OUT)
    : path.join(repoRoot, 'docs', 'benchmarks', 'memory.md');
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, markdown(results, notes, uptimeBefore));
  log(`wrote ${path.relative(repoRoot, target)}`);
}
