import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LIVE_ORIGIN_HEADER } from '@organizator/shared/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type BuildAppOptions, buildApp } from '../src/app';
import { type Database, migrationsFolder, openPglite, openPostgres } from '../src/db/client';
import { tableNames } from '../src/db/schema';
import { seedStarterGroceries } from '../src/db/starter-groceries';
import type { Invalidation } from '../src/http/read-cache';

export const onPostgres = !!process.env.DATABASE_URL;

/**
 * One migrated database per test file: an in-memory PGlite, or (with DATABASE_URL) a fresh
 * database on that server, so parallel test files never see each other's rows.
 */
export async function openTestDatabase(): Promise<Database> {
  const base = process.env.DATABASE_URL;
  if (!base) return openPgliteFromTemplate();
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  // template0 takes no connections, so parallel workers' CREATE DATABASE never collide on it.
  await admin.query(`CREATE DATABASE ${name} TEMPLATE template0`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 5);
  const close = database.close;
  return {
    ...database,
    async close() {
      await close();
      const drop = new pg.Client({ connectionString: base });
      await drop.connect();
      // pg's pool.end() resolves once it has asked its connections to close, not once they have:
      // forcing the drop at once would terminate them mid-goodbye (an "idle connection lost"
      // warning from the pool). FORCE stays for a connection that does not go in time.
      const deadline = Date.now() + 5_000;
      while (Date.now() < deadline) {
        const open = await drop.query(
          'SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        );
        if (open.rowCount === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

/**
 * A migrated in-memory PGlite. The first one is dumped to a tarball in the temp dir (keyed by the
 * migrations and the PGlite version); later ones load it, which skips initdb (~1 s instead of ~4 s,
 * and far less under load).
 */
async function openPgliteFromTemplate(): Promise<Database> {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder).sort()) {
    if (name.endsWith('.sql')) hash.update(readFileSync(path.join(migrationsFolder, name)));
  }
  hash.update(
    readFileSync(path.join(migrationsFolder, '../node_modules/@electric-sql/pglite/package.json')),
  );
  const file = path.join(tmpdir(), `organizator-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) {
    try {
      return await openPglite(undefined, { loadDataDir: new Blob([readFileSync(file)]) });
    } catch {
      // A broken template is rebuilt below.
    }
  }
  const database = await openPglite(undefined);
  if (database.dump) {
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temp, Buffer.from(await (await database.dump()).arrayBuffer()));
    renameSync(temp, file);
  }
  return database;
}

/**
 * With PostgreSQL a process also hears its own cache invalidations back by NOTIFY, a moment after
 * the write; a test that reads the cache right after a write waits for that echo first. (One
 * process on PGlite has nothing to hear back.)
 */
export function heardBack(app: FastifyInstance, kind: keyof Invalidation): Promise<void> {
  if (!onPostgres) return Promise.resolve();
  return new Promise((resolve) => {
    app.deps.bus.onInvalidate((what) => {
      if (what[kind]) resolve();
    });
  });
}

export async function resetDatabase(database: Database): Promise<void> {
  await database.rows(sql.raw(`TRUNCATE ${tableNames.join(', ')} CASCADE`));
  // The app's starter catalogue is part of every database, as after a real start.
  await seedStarterGroceries(database.db);
}

export interface TestClock {
  now: () => number;
  advance(ms: number): void;
}

export function testClock(): TestClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
  };
}

export function makeApp(
  database: Database,
  options: Omit<BuildAppOptions, 'database'> = {},
): Promise<FastifyInstance> {
  return buildApp({
    ...options,
    database,
    config: { staticRoot: null, sseKeepAliveMs: 60_000, devOutbox: true, ...options.config },
  });
}

type AppOptions = Omit<BuildAppOptions, 'database'>;

export interface TestSuite {
  database: Database;
  app: FastifyInstance;
  /**
   * Closes the app and builds another on the same database with other options (a tighter limit, a
   * logger); the suite closes whichever app is current.
   */
  restartApp(options?: AppOptions): Promise<FastifyInstance>;
  /** With `appPerTest`: this test's clock, which the app reads unless the options set `now`. */
  clock: TestClock;
}

/**
 * The one set-up of an API suite: a fresh migrated database for the file, and an app on it, both
 * closed after the tests (an open pool or PGlite would keep the jest worker alive). With
 * `appPerTest`, each test starts from empty tables, a new `clock` and a new app built from
 * `options()` (so in-memory state such as rate limits and quotas starts over). Read `app` and `database`
 * from the returned object inside hooks and tests.
 */
export function useTestSuite(
  options: AppOptions | (() => AppOptions) = {},
  { appPerTest = false }: { appPerTest?: boolean } = {},
): TestSuite {
  const appOptions = (): AppOptions => ({
    ...(appPerTest ? { now: suite.clock.now } : {}),
    ...(typeof options === 'function' ? options() : options),
  });
  // The app not yet closed, if any: closing one app twice is not the suite's business.
  let open: FastifyInstance | undefined;
  const closeApp = async () => {
    await open?.close();
    open = undefined;
  };
  const suite = {
    async restartApp(next = appOptions()) {
      await closeApp();
      open = suite.app = await makeApp(suite.database, next);
      return suite.app;
    },
  } as TestSuite;
  beforeAll(async () => {
    suite.database = await openTestDatabase();
    if (!appPerTest) await suite.restartApp();
  });
  if (appPerTest) {
    beforeEach(async () => {
      await resetDatabase(suite.database);
      suite.clock = testClock();
      await suite.restartApp();
    });
    afterEach(closeApp);
  }
  afterAll(async () => {
    await closeApp();
    await suite.database?.close();
  });
  return suite;
}

export interface Session {
  token: string;
  userId: string;
  teamId: string;
  email: string;
  /** The headers of its requests: the bearer token, and the live origin of `inTab`. */
  auth: { authorization: string; [header: string]: string };
}

/**
 * `s` acting from one tab: its requests name that tab's live origin as the shell's do, so their
 * changes are left out of the stream opened with the same origin only.
 */
export const inTab = (s: Session, origin: string): Session => ({
  ...s,
  auth: { ...s.auth, [LIVE_ORIGIN_HEADER]: origin },
});

export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  data: T;
}

export const body = <T = Record<string, unknown>>(response: { body: string }) =>
  JSON.parse(response.body) as Envelope<T>;

/** The latest login code mailed to `email`, read from the dev outbox. */
export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?email=${encodeURIComponent(email)}`,
  });
  const messages = body<{ messages: { code: string }[] }>(response).data.messages;
  // Invite mails carry no code: the newest mail that has one.
  const code = messages.find((message) => message.code)?.code;
  if (!code) throw new Error(`no mail for ${email}`);
  return code;
}

/** Signs `email` in through the real login flow (send code, read the outbox, verify). */
export async function login(app: FastifyInstance, email: string): Promise<Session> {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/send-verification-token',
    payload: { email },
  });
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
  const code = await latestCode(app, email);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/verify',
    payload: { email, token: code },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const token = body<{ session: { token: string } }>(verified).data.session.token;
  const me = await app.inject({
    method: 'GET',
    url: '/api/me',
    headers: { authorization: `Bearer ${token}` },
  });
  const user = body<{ user: { id: string; team: { id: string } } }>(me).data.user;
  return {
    token,
    userId: user.id,
    teamId: user.team.id,
    email,
    auth: { authorization: `Bearer ${token}` },
  };
}

/** Owner A invites `email`, who then signs in and accepts, joining A's team. */
export async function joinTeam(
  app: FastifyInstance,
  owner: Session,
  email: string,
): Promise<Session> {
  const invited = await app.inject({
    method: 'POST',
    url: '/api/team-invites',
    headers: owner.auth,
    payload: { email, teamId: owner.teamId },
  });
  if (invited.statusCode !== 200) throw new Error(`invite failed: ${invited.body}`);
  const session = await login(app, email);
  const accepted = await app.inject({
    method: 'POST',
    url: '/api/team-invites/accept',
    headers: session.auth,
    payload: { teamId: owner.teamId },
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return { ...session, teamId: owner.teamId };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A JSON request body: an object literal or an array (never a Session passed in the wrong place). */
type Payload = Record<string, unknown> | unknown[];

export type SignedInSuite<Name extends string> = {
  readonly app: FastifyInstance;
  readonly database: Database;
  restartApp: TestSuite['restartApp'];
  /** Calls `/api${url}` as `session`: by default the first user the suite signs in. */
  call(
    method: Method,
    url: string,
    payload?: Payload,
    session?: Session,
  ): ReturnType<FastifyInstance['inject']>;
} & { readonly [K in Name]: Session };

/**
 * The set-up of a suite whose tests act as signed-in users: `useTestSuite`'s database and app, and
 * before each test empty tables and a fresh sign-in of every user in `users` (name: email), read as
 * `suite.<name>` inside hooks and tests. A suite's own `beforeEach` runs after this one.
 */
export function useSignedInSuite<Name extends string>(
  users: Record<Name, string>,
  options: AppOptions | (() => AppOptions) = {},
): SignedInSuite<Name> {
  const suite = useTestSuite(options);
  const names = Object.keys(users) as Name[];
  const [first] = names;
  if (!first) throw new Error('useSignedInSuite: name at least one user');
  const sessions = {} as Record<Name, Session>;
  beforeEach(async () => {
    await resetDatabase(suite.database);
    for (const name of names) sessions[name] = await login(suite.app, users[name]);
  });
  const signedIn = {
    get app() {
      return suite.app;
    },
    get database() {
      return suite.database;
    },
    restartApp: suite.restartApp,
    call: (method: Method, url: string, payload?: Payload, session = sessions[first]) =>
      suite.app.inject({
        method,
        url: `/api${url}`,
        headers: session.auth,
        ...(payload ? { payload } : {}),
      }),
  };
  for (const name of names) {
    Object.defineProperty(signedIn, name, { get: () => sessions[name], enumerable: true });
  }
  return signedIn as SignedInSuite<Name>;
}

/** The smallest valid PNG (1x1). */
export const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c63f80f00000101000518d84e0000000049454e44ae426082',
  'hex',
);

/** A multipart body with a `file` part (and optional fields), for app.inject. */
export function multipart(
  file: Buffer,
  fields: Record<string, string> = {},
  filename = 'photo.png',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----organizator${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
