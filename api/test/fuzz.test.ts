import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import type { Readable } from 'node:stream';
import { errorEnvelope } from '@organizator/shared/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { sha256 } from '../src/lib/ids';
import { type FakeOpenFoodFacts, startFakeOpenFoodFacts } from './fakes/open-food-facts';
import { tableWatch } from './fuzz/database-fingerprint';
import { KnownValues } from './fuzz/known-values';
import {
  describeRequest,
  type FuzzRequest,
  type FuzzRoute,
  fuzzRoutes,
  requests,
  routeName,
  truncate,
} from './fuzz/requests';
import {
  body,
  joinTeam,
  login,
  multipart,
  onPostgres,
  PNG_1X1,
  type Session,
  useTestSuite,
} from './helpers';

/**
 * The whole contract, fuzzed: every route Fastify registered under /api gets requests generated
 * from its own zod schemas (as JSON Schema): valid ones leaning on the boundaries, each with one
 * thing wrong, and garbage (NUL, huge, deep, duplicate keys, wrong types and content types), by the
 * owner of the rows, a teammate, another team, nobody and a forged token. Properties: never a 5xx
 * nor a stack trace; a 4xx is the error envelope and stores nothing (every table read back); a 2xx
 * parses with the route's contract; afterwards every read route still answers 200 for the owner
 * and the teammate. Seeded (FUZZ_SEED), FUZZ_RUNS cases per route; `pnpm fuzz` runs it long.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_207);
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
/** A route name filter (a regular expression), to go over one route while fixing it. */
const ONLY = process.env.FUZZ_ROUTES ? new RegExp(process.env.FUZZ_ROUTES) : null;

/** Answers without an envelope of their own contract: the document, a stream, an image's bytes. */
const UNENVELOPED: Record<string, RegExp> = {
  'GET /api/openapi.json': /^application\/json/,
  'GET /api/sse': /^text\/event-stream/,
  'GET /api/images/:key': /^image\//,
};
/** A stack frame or a source path in an answer. */
const STACK_TRACE = /\n\s+at |\bat [\w.<>]+ \(|node_modules|\.[tj]s:\d+:\d+/;

const registered: RouteOptions[] = [];
// Barcodes are looked up in a local stand-in for Open Food Facts (started before the app is built).
let openFoodFacts: FakeOpenFoodFacts;
beforeAll(async () => {
  openFoodFacts = await startFakeOpenFoodFacts();
});
afterAll(() => openFoodFacts.close());
const suite = useTestSuite(() => ({
  onRoute: (route) => registered.push(route),
  config: {
    foodLookupUrl: openFoodFacts.url,
    rateLimits: Object.fromEntries(
      [
        'sendCodePerEmailIp',
        'sendCodePerEmail',
        'sendCodePerIp',
        'verifyPerIp',
        'wrongCodePerIp',
      ].map((name) => [name, { max: 1_000_000_000, windowMs: 60_000 }]),
    ),
    uploadQuota: { max: 1_000_000_000, maxBytes: 1e12, windowMs: 60_000 },
    sseStreamsPerUser: 1_000_000,
    // The pruning job deletes old events on its own clock: never within a run, which is
    // longer than the retention on a loaded machine.
    liveEventRetentionMs: 365 * 86_400_000,
  },
}));

const EMAILS = {
  owner: 'vlasnica@example.com',
  teammate: 'clan@example.com',
  other: 'druga@example.com',
} as const;
type Actor = keyof typeof EMAILS;
const sessions = {} as Record<Actor, Session>;
const known = new KnownValues();
let watch: Awaited<ReturnType<typeof tableWatch>>;
/** Time spent reading the tables back, for the report. */
let readBackMs = 0;
/** The tables written since the last call. */
async function written() {
  const started = performance.now();
  const tables = await watch.changed();
  readBackMs += performance.now() - started;
  return tables;
}
let routes: FuzzRoute[];

interface Answer {
  status: number;
  type: string;
  text: string;
}

async function send(request: FuzzRequest): Promise<Answer> {
  const response = await suite.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
    payloadAsStream: true,
  });
  const type = String(response.headers['content-type'] ?? '');
  const stream = response.stream() as Readable;
  if (type.startsWith('text/event-stream')) {
    // An open live stream never ends: its status and headers are the answer.
    stream.destroy();
    return { status: response.statusCode, type, text: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  const bytes = Buffer.concat(chunks);
  return {
    status: response.statusCode,
    type,
    text: type.startsWith('image/') ? '' : bytes.toString('utf8'),
  };
}

/** As the actor, through the API; throws unless 200. */
async function call(
  actor: Actor,
  method: string,
  url: string,
  payload?: object | Buffer,
  type?: string,
) {
  const response = await suite.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: { ...sessions[actor].auth, ...(type ? { 'content-type': type } : {}) },
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.body}`);
  const data = body(response).data;
  known.learn(data);
  return data as Record<string, { id: string }>;
}

/** Rows of each actor for the fuzzer to aim at: lists, items, images, notes, foods, days, pots. */
let round = 0;
async function seedRows(actor: Actor, n: number) {
  if (n === 0) round++;
  const grocery = await call(actor, 'POST', '/groceries', {
    name: `Namirnica ${actor}`,
    energy: 100 + n,
    fat: 1,
    protein: 2,
    carb: 3,
    visibility: n === 0 ? 'team' : 'public',
    // Barcodes with a recorded Open Food Facts answer (and one without), once: a code is unique.
    ...(round === 1 ? { barcode: ['5901234123457', '4006381333931', '96385074'][n] } : {}),
  });
  const groceryId = grocery.grocery?.id as string;
  const recipe = await call(actor, 'POST', '/recipes', {
    name: `Recept ${actor}`,
    servings: 2,
    ingredients: [{ groceryId, grams: 150 }],
    visibility: 'team',
  });
  const list = await call(actor, 'POST', '/lists', { name: `Popis ${actor}` });
  const listId = list.list?.id as string;
  const item = await call(actor, 'POST', `/lists/${listId}/items`, { name: 'Mlijeko' });
  const form = multipart(PNG_1X1, { listItemId: item.item?.id as string });
  await call(actor, 'POST', '/list-item-images', form.payload, form.headers['content-type']);
  await call(actor, 'POST', '/notes', { title: `Bilješka ${actor}` });
  // A day never planned nor logged before (a new day needs no version).
  const date = new Date(Date.UTC(2026, 0, 5 + n + 3 * round)).toISOString().slice(0, 10);
  await call(actor, 'PUT', `/food-diaries/${date}`, {
    activities: [{ name: 'Hodanje', duration: 30, energy: 120 }],
  });
  await call(actor, 'PUT', `/meal-plan/${date}`, {
    entries: [{ id: `jelo-${actor}`, meal: 'lunch', recipeId: recipe.recipe?.id, servings: 2 }],
    version: null,
  });
  // A pot of the dish, with something taken from it and something left.
  const pot = await call(actor, 'POST', '/pots', {
    recipeId: recipe.recipe?.id,
    date,
    cookedWeight: 600,
  });
  await call(actor, 'POST', `/pots/${pot.pot?.id}/portions`, {
    date,
    meal: 'lunch',
    grams: 200,
    requestId: randomUUID(),
  });
  for (const path of ['/me', '/my-team', '/lists', `/lists/${listId}`, '/list-item-options']) {
    await call(actor, 'GET', path);
  }
}

/** The three actors as the run assumes them: signed in, owner and teammate in one team, other not. */
async function restoreActors() {
  const hashes = (Object.keys(EMAILS) as Actor[]).map(
    (a) => sessions[a] && sha256(sessions[a].token),
  );
  const alive = await suite.database.rows<{ token_hash: string }>(
    sql`select token_hash from sessions where token_hash in (${sql.join(
      hashes.map((h) => sql`${h ?? ''}`),
      sql`, `,
    )})`,
  );
  for (const actor of Object.keys(EMAILS) as Actor[]) {
    if (!alive.some((row) => row.token_hash === sha256(sessions[actor].token))) {
      sessions[actor] = { ...sessions[actor], ...(await login(suite.app, EMAILS[actor])) };
    }
  }
  const teams = async () =>
    new Map(
      (
        await suite.database.rows<{ email: string; team_id: string }>(
          sql`select email, team_id from users where email in (${EMAILS.owner}, ${EMAILS.teammate}, ${EMAILS.other})`,
        )
      ).map((row) => [row.email, row.team_id]),
    );
  let team = await teams();
  if (
    team.get(EMAILS.other) === team.get(EMAILS.owner) ||
    team.get(EMAILS.other) === team.get(EMAILS.teammate)
  ) {
    await call('other', 'POST', '/my-team/leave');
    team = await teams();
  }
  if (team.get(EMAILS.teammate) !== team.get(EMAILS.owner)) {
    // Whoever of the two still owns a team takes the other in.
    const ownsTeam = await suite.database.rows<{ owner_id: string }>(
      sql`select owner_id from teams where id = ${team.get(EMAILS.owner) ?? ''}`,
    );
    const [host, guest]: [Actor, Actor] =
      ownsTeam[0]?.owner_id === sessions.owner.userId
        ? ['owner', 'teammate']
        : ['teammate', 'owner'];
    const hostTeam = team.get(EMAILS[host]) as string;
    await call(host, 'POST', '/team-invites', { email: EMAILS[guest], teamId: hostTeam });
    await call(guest, 'POST', '/team-invites/accept', { teamId: hostTeam });
    team = await teams();
  }
  for (const actor of Object.keys(EMAILS) as Actor[]) {
    sessions[actor].teamId = team.get(EMAILS[actor]) as string;
  }
}

const token = (actor: FuzzRequest['actor']) =>
  actor in sessions ? sessions[actor as Actor].token : null;

beforeAll(async () => {
  sessions.owner = await login(suite.app, EMAILS.owner);
  sessions.teammate = await joinTeam(suite.app, sessions.owner, EMAILS.teammate);
  sessions.other = await login(suite.app, EMAILS.other);
  for (const [n, actor] of (['owner', 'teammate', 'other'] as const).entries())
    await seedRows(actor, n);
  watch = await tableWatch(suite.database);
  routes = fuzzRoutes(registered).filter((route) => !ONLY || ONLY.test(routeName(route)));
});

interface Violation {
  route: string;
  run: number;
  property: string;
  request: string;
  answer: string;
}

/** Checks one answer against the properties; returns what is wrong, or null. */
function judge(route: FuzzRoute, answer: Answer): string | null {
  if (answer.status >= 500) return 'never a 5xx';
  if (STACK_TRACE.test(answer.text)) return 'never a stack trace';
  const enveloped = UNENVELOPED[routeName(route)];
  const ok = answer.status >= 200 && answer.status < 300;
  if (ok && enveloped) return enveloped.test(answer.type) ? null : 'a 2xx is what the route serves';
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.text);
  } catch {
    return 'every answer is JSON';
  }
  const schema = route.response[String(answer.status)];
  if (schema) {
    const result = schema.safeParse(parsed);
    if (!result.success)
      return `the answer parses with the contract: ${result.error.issues[0]?.message}`;
    if (ok) known.learn((parsed as { data: unknown }).data);
    return null;
  }
  if (ok) return 'a 2xx has a contract';
  return errorEnvelope.safeParse(parsed).success ? null : 'a 4xx is the error envelope';
}

const report: { route: string; runs: number; statuses: Map<number, number>; ms: number }[] = [];
const violations: Violation[] = [];

test(
  'every route: never a 5xx or a stack trace, a 4xx stores nothing, a 2xx parses with the contract',
  async () => {
    // Every registered route is fuzzed from its own schemas; each answer needs a contract to check.
    for (const route of routes) {
      if (!UNENVELOPED[routeName(route)] && !route.response['200']) {
        throw new Error(`${routeName(route)} has no contract for its answer`);
      }
    }
    let deleted = false;
    for (const [index, route] of routes.entries()) {
      // Rows the earlier routes deleted are made again, so every route finds something to aim at.
      if (deleted) {
        for (const [n, actor] of (['owner', 'teammate', 'other'] as const).entries()) {
          await seedRows(actor, n);
        }
        await written();
        deleted = false;
      }
      const name = routeName(route);
      const statuses = new Map<number, number>();
      const started = performance.now();
      let run = 0;
      const seed = SEED + index;
      await fc.assert(
        fc.asyncProperty(requests(route, known, token), async (request) => {
          run++;
          const answer = await send(request);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          const found: string[] = [];
          const wrong = judge(route, answer);
          if (wrong) found.push(wrong);
          const changed = await written();
          if (answer.status >= 400 && changed.length > 0) {
            found.push(`a 4xx stores nothing: ${changed.join(', ')} changed`);
          }
          if (answer.status < 300 && request.method !== 'GET') {
            // The next case starts from what this one left, with its actors as the run needs them.
            await restoreActors();
            await written();
            if (request.method === 'DELETE' || /leave|logout/.test(route.url)) deleted = true;
          }
          for (const property of found) {
            // Enough of each to act on: a route that fails one way fails the same way again.
            if (violations.filter((v) => v.route === name && v.property === property).length >= 3)
              continue;
            violations.push({
              route: name,
              run,
              property,
              request: describeRequest(request),
              answer: `${answer.status} ${truncate(answer.text, 400)}`,
            });
          }
        }),
        { seed, numRuns: RUNS, endOnFailure: true },
      );
      report.push({ route: name, runs: run, statuses, ms: performance.now() - started });
    }
    printReport();
    // The cases got past the sign-in to the handlers of every route.
    expect(report.filter((r) => ![...r.statuses.keys()].some((s) => s !== 401))).toEqual([]);
    expect(
      violations.map(
        (v) =>
          `${v.property}\n  ${v.route}, case ${v.run} of seed ${SEED} (FUZZ_SEED=${SEED}, route seed ${SEED + routes.findIndex((r) => routeName(r) === v.route)})\n  ${v.request}\n  -> ${v.answer}`,
      ),
    ).toEqual([]);
  },
  // Generous for a loaded machine (about 10 ms a case on an idle one); FUZZ_RUNS scales it.
  Math.max(600_000, RUNS * 60 * 250),
);

test('afterwards every read route still answers 200 for the owner and the teammate', async () => {
  const failures: string[] = [];
  for (const route of routes.filter((r) => r.method === 'GET')) {
    for (const actor of ['owner', 'teammate'] as const) {
      // A valid request that this actor may make (its own row, a day, its user id): the first of a
      // few seeded tries that aims at a row the actor sees.
      const tries = fc.sample(requests(route, known, token, actor), { seed: SEED, numRuns: 40 });
      const answers: number[] = [];
      for (const request of tries) {
        const answer = await send(request);
        answers.push(answer.status);
        if (answer.status === 200 || answer.status >= 500) break;
      }
      if (answers.at(-1) !== 200) {
        failures.push(
          `${routeName(route)} as ${actor}: ${answers.join(' ')} ${describeRequest(tries[0] as FuzzRequest)}`,
        );
      }
    }
  }
  expect(failures).toEqual([]);
});

function printReport() {
  const total = report.reduce((sum, r) => sum + r.runs, 0);
  const ms = report.reduce((sum, r) => sum + r.ms, 0);
  const lines = report.map(
    (r) =>
      `${r.route.padEnd(44)} ${String(r.runs).padStart(6)}  ${(r.ms / 1000).toFixed(1).padStart(6)} s  ${[
        ...r.statuses,
      ]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}:${n}`)
        .join(' ')}`,
  );
  process.stdout.write(
    [
      '',
      `Contract fuzz on ${onPostgres ? 'PostgreSQL' : 'PGlite'}, ${cpus()[0]?.model ?? 'unknown CPU'}: seed ${SEED}, ${RUNS} cases per route`,
      `${'route'.padEnd(44)} ${'cases'.padStart(6)}  ${'time'.padStart(8)}  statuses`,
      ...lines,
      `Never a 2xx: ${
        report
          .filter((r) => ![...r.statuses.keys()].some((s) => s < 300))
          .map((r) => r.route)
          .join(', ') || 'none'
      }`,
      `${report.length} routes, ${total} cases, ${(ms / 1000).toFixed(1)} s (reading the tables back: ${(readBackMs / 1000).toFixed(1)} s)`,
      '',
    ].join('\n'),
  );
}
