/**
 * `pnpm --filter @organizator/api bench`: every hot endpoint against a bare Fastify route sending the
 * same bytes in the same run (alternating rounds), on PGlite and on PostgreSQL, the bench process's
 * memory idle and under load (the API server alone: bench/memory.ts), plus SSE delivery latency to
 * BENCH_STREAMS open streams. Writes docs/benchmarks/api.md. Loopback only; each load run is
 * bounded (BENCH_DURATION s per side).
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { repoRoot } from '../src/config';
import type { Database } from '../src/db/client';
import {
  type Arrival,
  addMembers,
  buildApp,
  jsonLinesChild,
  type LoadRun,
  latenciesSince,
  listen,
  median,
  openDatabase,
  postgresPhase,
  round,
  runLoad,
  spread,
  timedRenames,
} from './harness';
import { GROCERIES, ITEMS_PER_TEAM_LIST, SEARCH, type Setup, seed, TEAM_LISTS } from './seed';
import { COOK_INGREDIENTS, RECIPE_INGREDIENTS, RECIPES, seedFoods } from './seed-foods';
import { PLAN_DISHES_PER_MEAL, PLAN_FROM, PLAN_TO } from './seed-plan';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Concurrent writers of the toggle scenario (as bench/toggles.ts). */
const WRITERS = Number(process.env.BENCH_WRITERS ?? 20);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20);
/** API and bare runs alternate in rounds, so a busy neighbour on the machine hurts both alike. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Only the scenarios whose key is listed (comma separated), e.g. BENCH_ONLY=lists,search. */
const ONLY = process.env.BENCH_ONLY?.split(',');

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  p99Worst: number;
  non2xx: number;
  errors: number;
}
interface Scenario {
  key: string;
  title: string;
  method: 'GET' | 'PUT' | 'POST';
  /** Concrete paths; each request picks one at random. */
  paths: string[];
  bodies?: string[];
  /** The bare server's route for the same paths (under `/<key>`: one bare server for all). */
  route: string;
  connections: number;
  /** A goal of issue's kind: ratio to the bare route, or absolute req/s with a p99 bound. */
  goal: { ratio: number } | { rps: number; p99: number } | null;
}
interface ScenarioResult {
  key: string;
  title: string;
  connections: number;
  bytes: number;
  api: LoadResult;
  bare: LoadResult;
  goal: Scenario['goal'];
  loadBefore: number[];
}
interface SseResult {
  streams: number;
  events: number;
  delivered: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** From the moment the server hands the event to the bus (fan-out only, without the write). */
  fanoutP50: number;
  fanoutP95: number;
}
interface Memory {
  rssMb: number;
  heapMb: number;
}
interface PhaseResult {
  database: string;
  scenarios: ScenarioResult[];
  memoryIdle: Memory;
  memoryPeak: Memory;
  sse: SseResult | null;
}

const log = (...args: unknown[]) => console.error('[bench]', ...args);

/** One scenario under load (load.mjs, in its own process); `prefix` goes before every path. */
function load(
  origin: string,
  token: string,
  scenario: Scenario,
  seconds: number,
  prefix = '',
): Promise<LoadRun> {
  return runLoad({
    origin,
    token,
    connections: scenario.connections,
    seconds,
    method: scenario.method,
    paths: scenario.paths.map((p) => `${prefix}${p}`),
    bodies: scenario.bodies,
  });
}

const toLoad = (runs: LoadRun[], seconds: number): LoadResult => ({
  rps: round(runs.reduce((n, r) => n + r.total, 0) / (seconds * runs.length), 0),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  p99Worst: Math.max(...runs.map((r) => r.p99)),
  non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
  errors: runs.reduce((n, r) => n + r.errors, 0),
});

type FoodSetup = Awaited<ReturnType<typeof seedFoods>>;

function scenarios(setup: Setup, foods: FoodSetup): Scenario[] {
  const { list50, list1000, plan } = setup;
  const all: Scenario[] = [
    {
      key: 'lists',
      title: `GET /api/lists (${TEAM_LISTS} lists of ${ITEMS_PER_TEAM_LIST} items)`,
      method: 'GET',
      paths: ['/api/lists'],
      route: '/api/lists',
      connections: CONNECTIONS,
      goal: { ratio: 0.5 },
    },
    {
      key: 'list50',
      title: 'GET /api/lists/{id} (50 items)',
      method: 'GET',
      paths: [`/api/lists/${list50.listId}`],
      route: '/api/lists/:id',
      connections: CONNECTIONS,
      goal: null,
    },
    {
      key: 'list1000',
      title: 'GET /api/lists/{id} (1000 items)',
      method: 'GET',
      paths: [`/api/lists/${list1000.listId}`],
      route: '/api/lists/:id',
      connections: CONNECTIONS,
      goal: { ratio: 0.5 },
    },
    {
      key: 'search',
      title: `GET /api/groceries/public?search=${SEARCH} (${GROCERIES} groceries)`,
      method: 'GET',
      paths: [`/api/groceries/public?search=${encodeURIComponent(SEARCH)}`],
      route: '/api/groceries/public',
      connections: CONNECTIONS,
      goal: { ratio: 0.5 },
    },
    {
      key: 'toggle',
      title: 'PUT /api/lists/{id}/items/{id} {isDone} (random item of 50, random value)',
      method: 'PUT',
      paths: list50.items.map((item) => `/api/lists/${list50.listId}/items/${item}`),
      bodies: ['{"isDone":true}', '{"isDone":false}'],
      route: '/api/lists/:listId/items/:itemId',
      connections: WRITERS,
      goal: { rps: 500, p99: 100 },
    },
    {
      key: 'recipes',
      title: `GET /api/recipes (${RECIPES} recipes of ${RECIPE_INGREDIENTS} ingredients)`,
      method: 'GET',
      paths: ['/api/recipes'],
      route: '/api/recipes',
      connections: CONNECTIONS,
      goal: { ratio: 0.5 },
    },
    {
      // Every request after a list's first merges all 30 ingredients into its open items.
      key: 'recipeItems',
      title: `POST /api/lists/{id}/recipe-items (${COOK_INGREDIENTS} ingredients, merged)`,
      method: 'POST',
      paths: foods.recipeListIds.map((id) => `/api/lists/${id}/recipe-items`),
      bodies: [JSON.stringify({ recipeId: foods.cookRecipeId, servings: 2 })],
      route: '/api/lists/:listId/recipe-items',
      connections: CONNECTIONS,
      goal: { ratio: 0.5 },
    },
    {
      key: 'mealPlan',
      title: `GET /api/meal-plan (7 days, 4 meals x ${PLAN_DISHES_PER_MEAL} dishes a day)`,
      method: 'GET',
      paths: [`/api/meal-plan?from=${PLAN_FROM}&to=${PLAN_TO}`],
      route: '/api/meal-plan',
      connections: CONNECTIONS,
      goal: { ratio: 0.5 },
    },
    {
      // Each request is a new intent (no requestId): after a list's first, the week's amounts are
      // merged into its open items again, so the lists keep their size while quantities grow.
      key: 'planItems',
      title: 'POST /api/lists/{id}/plan-items (that week, merged)',
      method: 'POST',
      paths: plan.listIds.map((id) => `/api/lists/${id}/plan-items`),
      bodies: [JSON.stringify({ from: PLAN_FROM, to: PLAN_TO })],
      route: '/api/lists/:listId/plan-items',
      connections: CONNECTIONS,
      goal: { ratio: 0.5 },
    },
  ];
  return all.filter((s) => !ONLY || ONLY.includes(s.key));
}

const memoryNow = (): Memory => {
  const m = process.memoryUsage();
  return { rssMb: round(m.rss / 2 ** 20), heapMb: round(m.heapUsed / 2 ** 20) };
};

async function measureSse(
  app: FastifyInstance,
  database: Database,
  port: number,
  setup: Setup,
): Promise<SseResult> {
  const lines = await addMembers(database, setup.ana.teamId, STREAMS);
  const file = path.join(os.tmpdir(), `organizator-bench-sessions-${process.pid}.txt`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  const clients = jsonLinesChild('sse-clients.mjs', [String(port), file]);
  const logError = (message: Record<string, unknown>) => {
    if (message.error) log('stream error', message.error);
  };
  try {
    const ready = await clients.next('ready', logError);
    log(`${ready.ready} streams open (hub holds ${app.deps.hub.size})`);
    const publishedAt = new Map<string, number>();
    const { bus } = app.deps;
    const record = bus.record.bind(bus);
    bus.record = async (what, tx) => {
      for (const { event } of what.events) {
        if ('itemName' in event) {
          publishedAt.set(event.itemName, performance.timeOrigin + performance.now());
        }
      }
      return record(what, tx);
    };
    const itemPath = `/lists/${setup.list50.listId}/items/${setup.list50.items[0]}`;
    const sentAt = await timedRenames(port, itemPath, setup.ana.auth, EVENTS);
    clients.proc.stdin.write('report\n');
    const arrivals = (await clients.next('arrivals', logError)).arrivals as Arrival[];
    const latencies = latenciesSince(arrivals, sentAt);
    const fanout = spread(latenciesSince(arrivals, publishedAt));
    return {
      streams: STREAMS,
      events: EVENTS,
      delivered: latencies.length,
      ...spread(latencies),
      fanoutP50: fanout.p50,
      fanoutP95: fanout.p95,
    };
  } finally {
    clients.proc.kill();
    rmSync(file, { force: true });
  }
}

async function runPhase(databaseUrl: string | undefined): Promise<PhaseResult> {
  const label = databaseUrl ? 'PostgreSQL' : 'PGlite (in-memory)';
  log(`phase ${label}`);
  const database = await openDatabase({ databaseUrl, dataDir: undefined });
  const app = await buildApp({ database, config: { staticRoot: null, devOutbox: true } });
  const bare = Fastify({ logger: false });
  try {
    const port = await listen(app);
    const origin = `http://127.0.0.1:${port}`;
    log('seeding');
    const setup = await seed(app, database);
    const foods = await seedFoods(database, setup.ana);
    const chosen = scenarios(setup, foods);
    // The bare server answers each scenario's route with the bytes the API sent for it.
    const samples = new Map<string, Buffer>();
    for (const scenario of chosen) {
      const response = await fetch(`${origin}${scenario.paths[0]}`, {
        method: scenario.method,
        headers: {
          ...setup.ana.auth,
          ...(scenario.bodies ? { 'content-type': 'application/json' } : {}),
        },
        body: scenario.bodies?.[0],
      });
      if (!response.ok) throw new Error(`${scenario.key}: ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      samples.set(scenario.key, bytes);
      log(`${scenario.key}: ${bytes.length} bytes`);
      bare.route({
        method: scenario.method,
        url: `/${scenario.key}${scenario.route}`,
        handler: async (_request, reply) =>
          reply.header('content-type', 'application/json; charset=utf-8').send(bytes),
      });
    }
    const bareOrigin = `http://127.0.0.1:${await listen(bare)}`;
    await new Promise((r) => setTimeout(r, 1000));
    const memoryIdle = memoryNow();
    let memoryPeak = memoryIdle;
    const sampler = setInterval(() => {
      const m = memoryNow();
      memoryPeak = {
        rssMb: Math.max(memoryPeak.rssMb, m.rssMb),
        heapMb: Math.max(memoryPeak.heapMb, m.heapMb),
      };
    }, 100);
    const results: ScenarioResult[] = [];
    const slice = Math.max(1, Math.round(DURATION / ROUNDS));
    try {
      for (const scenario of chosen) {
        // The lists scenario belongs to the member of the team with 100 lists.
        const token = scenario.key === 'lists' ? setup.big.token : setup.ana.token;
        const loadBefore = os.loadavg().map((n) => round(n, 2));
        log(`${scenario.key}: warm-up`);
        await load(origin, token, scenario, 2);
        await load(bareOrigin, token, scenario, 2, `/${scenario.key}`);
        const apiRuns: LoadRun[] = [];
        const bareRuns: LoadRun[] = [];
        for (let r = 0; r < ROUNDS; r++) {
          apiRuns.push(await load(origin, token, scenario, slice));
          bareRuns.push(await load(bareOrigin, token, scenario, slice, `/${scenario.key}`));
        }
        const api = toLoad(apiRuns, slice);
        const bareResult = toLoad(bareRuns, slice);
        log(
          `${scenario.key}: API ${api.rps} req/s p99 ${api.p99} ms; bare ${bareResult.rps} req/s p99 ${bareResult.p99} ms`,
        );
        results.push({
          key: scenario.key,
          title: scenario.title,
          connections: scenario.connections,
          bytes: samples.get(scenario.key)?.length ?? 0,
          api,
          bare: bareResult,
          goal: scenario.goal,
          loadBefore,
        });
      }
    } finally {
      clearInterval(sampler);
    }
    await bare.close();
    let sse: SseResult | null = null;
    if (STREAMS > 0) {
      log(`SSE: ${STREAMS} streams, ${EVENTS} events`);
      sse = await measureSse(app, database, port, setup);
      log(`SSE p95 ${sse.p95} ms (${sse.delivered} deliveries)`);
    }
    return { database: label, scenarios: results, memoryIdle, memoryPeak, sse };
  } finally {
    await bare.close().catch(() => undefined);
    await app.close();
    await database.close();
  }
}

function pgBinaries(): boolean {
  return (
    existsSync('/usr/lib/postgresql') &&
    existsSync(path.join(repoRoot, 'scripts', 'with-postgres.sh'))
  );
}

const goalText = (r: ScenarioResult): string => {
  if (!r.goal) return '';
  if ('ratio' in r.goal) {
    return r.api.rps / r.bare.rps >= r.goal.ratio
      ? `goal ≥ ${r.goal.ratio}x met`
      : `goal ≥ ${r.goal.ratio}x NOT met`;
  }
  const met = r.api.rps >= r.goal.rps && r.api.p99 <= r.goal.p99;
  return `goal ≥ ${r.goal.rps}/s at p99 ≤ ${r.goal.p99} ms ${met ? 'met' : 'NOT met'}`;
};

function markdown(results: PhaseResult[], notes: string[]): string {
  const cpu = os.cpus();
  const lines = [
    '# API benchmark',
    '',
    `Run: \`pnpm --filter @organizator/api bench\` (api/bench/run.ts), ${new Date().toISOString()}.`,
    '',
    `Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${round(os.totalmem() / 2 ** 30)} GiB RAM, ` +
      `${os.type()} ${os.release()}, Node ${process.version}. Loopback only; server, load generator ` +
      '(autocannon, own process) and SSE clients (own process) share the same cores, and the machine ' +
      'is shared with other jobs: read the load average column beside each row.',
    '',
    'Method: each endpoint is measured against a bare Fastify route (no plugins, no hooks) that sends ' +
      'the exact bytes the API answered for it, on its own port in the same process. Per endpoint: a ' +
      `2 s warm-up of each, then ${ROUNDS} alternating API/bare rounds of ${Math.max(1, Math.round(DURATION / ROUNDS))} s, so background load ` +
      'hits both alike. Reads use ' +
      `${CONNECTIONS} connections, the toggle ${WRITERS} (random item of a 50-item list, random ` +
      'value). req/s = all requests / all time; p99 = median of the rounds (worst in brackets). Data: ' +
      `one team with a 50-item and a 1000-item list, another with ${TEAM_LISTS} lists of ` +
      `${ITEMS_PER_TEAM_LIST} items, ${GROCERIES} groceries (three quarters public, 40 names), seeded ` +
      'by direct inserts before the runs; the search prefix matches 1 name in 40.',
    '',
  ];
  for (const r of results) {
    lines.push(
      `## ${r.database}`,
      '',
      '| endpoint | body bytes | API req/s | API p50 / p99 ms | bare req/s | bare p50 / p99 ms | API / bare | goal | load avg before (1/5/15 min) |',
      '|---|---|---|---|---|---|---|---|---|',
    );
    for (const s of r.scenarios) {
      const errors = s.api.non2xx + s.api.errors;
      lines.push(
        `| ${s.title} | ${s.bytes} | ${s.api.rps} | ${s.api.p50} / ${s.api.p99} (${s.api.p99Worst}) | ` +
          `${s.bare.rps} | ${s.bare.p50} / ${s.bare.p99} (${s.bare.p99Worst}) | ` +
          `**${round(s.api.rps / s.bare.rps, 2)}x** | ${goalText(s)}${errors ? ` (${errors} errors)` : ''} | ${s.loadBefore.join(' ')} |`,
      );
    }
    lines.push(
      '',
      `Memory of the bench process (API, bare server and harness together; the API server alone, ` +
        'idle and under load on each backend: docs/benchmarks/memory.md): idle after seeding ' +
        `RSS ${r.memoryIdle.rssMb} MB, heap ${r.memoryIdle.heapMb} MB; peak during the load runs RSS ` +
        `${r.memoryPeak.rssMb} MB, heap ${r.memoryPeak.heapMb} MB (sampled every 100 ms).`,
      '',
    );
  }
  const withSse = results.filter((r) => r.sse);
  if (withSse.length) {
    lines.push(
      `## SSE delivery to ${STREAMS} open streams (${STREAMS + 1} members in the team)`,
      '',
      'Latency per (stream, event), end to end: from just before the triggering ' +
        '`PUT /api/lists/{id}/items/{id}` is sent until the `list-item-updated` frame is parsed by the ' +
        'client process, so it includes the database write, the publish (PostgreSQL: NOTIFY and the ' +
        'LISTEN round trip) and the fan-out. "Fan-out" measures from the moment the server hands the ' +
        'event to the bus, i.e. without the write. Events are 250 ms apart.',
      '',
      '| database | streams | events | deliveries | p50 ms | p95 ms | p99 ms | max ms | fan-out p50 / p95 ms | goal p95 ≤ 100 ms |',
      '|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const r of withSse) {
      const sse = r.sse as SseResult;
      lines.push(
        `| ${r.database} | ${sse.streams} | ${sse.events} | ${sse.delivered} | ${sse.p50} | ${sse.p95} | ${sse.p99} | ${sse.max} | ${sse.fanoutP50} / ${sse.fanoutP95} | ${sse.p95 <= 100 ? 'met' : 'NOT met'} |`,
      );
    }
  }
  if (notes.length) lines.push('', '## Notes', '', ...notes.map((n) => `- ${n}`));
  return `${lines.join('\n')}\n`;
}

const args = process.argv.slice(2);
const phase = args.find((a) => a.startsWith('--phase='))?.slice(8) ?? 'all';
if (phase === 'pg') {
  const out = args.find((a) => a.startsWith('--out='))?.slice(6);
  const result = await runPhase(process.env.DATABASE_URL);
  if (out) writeFileSync(out, JSON.stringify(result));
} else {
  const notes: string[] = [
    'The API path per request: security headers, CORS, compression check, bearer-token lookup ' +
      '(session read cache, else one query), zod validation of path and query, then for GET /lists, ' +
      'GET /lists/{id} and the public grocery catalogue an answer from the read cache (filled by one ' +
      'query, checked against the zod contract once per fill, dropped by every write that changes it ' +
      'and, with PostgreSQL, by NOTIFY in the other processes). The toggle is one UPDATE ... RETURNING ' +
      'statement, then the cache invalidation and the live event (with PostgreSQL two NOTIFYs).',
    'The machine is shared with other build and test jobs; at a load average far above the 2 cores ' +
      'the small answers (where the per-request cost of the API, not the bytes, decides) and the ' +
      'writes suffer most. Compare the load column before reading the numbers.',
    'Memory here is the whole bench process (API, bare server, harness); PGlite keeps its database ' +
      'in the same process (in memory here), which is most of its RSS. The API server measured as ' +
      'its own process: `pnpm --filter @organizator/api bench:memory` (docs/benchmarks/memory.md).',
  ];
  const results: PhaseResult[] = [await runPhase(undefined)];
  if (process.env.BENCH_PG === '0') {
    notes.push('PostgreSQL skipped (BENCH_PG=0).');
  } else if (pgBinaries()) {
    const pg = await postgresPhase<PhaseResult>('run.ts');
    if (typeof pg === 'string') notes.push(pg);
    else results.push(pg);
  } else {
    notes.push('PostgreSQL skipped: server binaries not found under /usr/lib/postgresql.');
  }
  notes.push(...(process.env.BENCH_NOTES ? [process.env.BENCH_NOTES] : []));
  const target = process.env.BENCH_OUT
    ? path.resolve(process.env.BENCH_OUT)
    : path.join(repoRoot, 'docs', 'benchmarks', 'api.md');
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, markdown(results, notes));
  log(`wrote ${path.relative(repoRoot, target)}`);
  process.stdout.write(markdown(results, notes));
}
