/**
 * What the API benches (run.ts, toggles.ts, memory.ts) share: the API under test, their PostgreSQL
 * phase, signing in, seeding a team's members with sessions, child processes that answer in JSON
 * lines, timed live events and the statistics.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { sessions, teams, users } from '../src/db/schema';
import { newId, randomToken, sha256 } from '../src/lib/ids';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(benchDir, '..');

/**
 * Runs the bench `script` (a file in bench/) again as its PostgreSQL phase (`--phase=pg`) inside
 * scripts/with-postgres.sh, and answers what that phase wrote to its `--out` file, or why it failed.
 */
export function postgresPhase<T>(script: string): Promise<T | string> {
  const out = path.join(
    os.tmpdir(),
    `organizator-${path.parse(script).name}-pg-${process.pid}.json`,
  );
  return new Promise((resolve) => {
    const child = spawn(
      'bash',
      [
        path.resolve(apiDir, '..', 'scripts', 'with-postgres.sh'),
        path.join(apiDir, 'node_modules', '.bin', 'tsx'),
        path.join(benchDir, script),
        '--phase=pg',
        `--out=${out}`,
      ],
      { stdio: ['ignore', 'inherit', 'inherit'], cwd: apiDir },
    );
    child.on('close', (code) => {
      if (code === 0 && existsSync(out)) {
        const result = JSON.parse(readFileSync(out, 'utf8')) as T;
        rmSync(out, { force: true });
        resolve(result);
      } else resolve(`PostgreSQL phase failed (exit ${code})`);
    });
  });
}

/**
 * The API under test: BENCH_SRC points at another api/src (e.g. an older commit's, extracted inside
 * api/ so its imports resolve) to measure it with the same harness, before and after alike.
 */
const src = path.resolve(process.env.BENCH_SRC ?? path.join(benchDir, '../src'));
export const { buildApp } = (await import(path.join(src, 'app.ts'))) as typeof import('../src/app');
export const { openDatabase } = (await import(
  path.join(src, 'db/client.ts')
)) as typeof import('../src/db/client');

export async function listen(app: FastifyInstance, port = 0): Promise<number> {
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Signs `email` in through the real login flow (the dev outbox holds the code). */
export async function signIn(app: FastifyInstance, email: string) {
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
    data: { user: { id: string; team: { id: string } } };
  };
  return { token, auth, userId: me.data.user.id, teamId: me.data.user.team.id };
}

/**
 * Adds `count` users with a session each (direct inserts: setup, not measured), as "id token" lines
 * for sse-clients.mjs. The first `teamSize` join `teamId`; the rest fill new teams of that size.
 */
export async function addMembers(
  database: Database,
  teamId: string,
  count: number,
  teamSize = count,
): Promise<string[]> {
  const lines: string[] = [];
  const batch = 200;
  let team = teamId;
  for (let start = 0; start < count; start += batch) {
    const userRows = [];
    const sessionRows = [];
    const teamRows = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const id = newId();
      const token = randomToken();
      if (i >= teamSize && (i - teamSize) % teamSize === 0) {
        team = newId();
        teamRows.push({ id: team, ownerId: id });
      }
      userRows.push({ id, email: `member${i}@bench.example`, name: `Član ${i}`, teamId: team });
      sessionRows.push({ tokenHash: sha256(token), userId: id });
      lines.push(`${id} ${token}`);
    }
    if (teamRows.length > 0) await database.db.insert(teams).values(teamRows);
    await database.db.insert(users).values(userRows);
    await database.db.insert(sessions).values(sessionRows);
  }
  return lines;
}

/** A Node child process running `script` (in bench/), each stdout line a JSON message. */
export function jsonLinesChild(script: string, args: string[]) {
  const proc = spawn(process.execPath, [path.join(benchDir, script), ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const queued: Record<string, unknown>[] = [];
  let waiting: ((message: Record<string, unknown>) => void) | null = null;
  let buffer = '';
  proc.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    let end = buffer.indexOf('\n');
    while (end >= 0) {
      const message = JSON.parse(buffer.slice(0, end)) as Record<string, unknown>;
      buffer = buffer.slice(end + 1);
      if (waiting) {
        const w = waiting;
        waiting = null;
        w(message);
      } else queued.push(message);
      end = buffer.indexOf('\n');
    }
  });
  /** The next message that has `key`; the ones before it are passed to `other`. */
  const next = async (key: string, other?: (message: Record<string, unknown>) => void) => {
    for (;;) {
      const message =
        queued.shift() ??
        (await new Promise<Record<string, unknown>>((resolve) => {
          waiting = resolve;
        }));
      if (key in message) return message;
      other?.(message);
    }
  };
  /** The last message, once the process has ended. */
  const result = () =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      proc.on('error', reject);
      proc.on('close', () => {
        const last = queued.at(-1);
        if (last) resolve(last);
        else reject(new Error(`${script}: no result`));
      });
    });
  return { proc, next, result };
}

/** What the load generator (load.mjs) is asked to do; see its header. */
export interface LoadConfig {
  origin: string;
  token: string;
  connections: number;
  seconds: number;
  method: 'GET' | 'PUT' | 'POST';
  paths: string[];
  bodies?: string[];
}

/** What load.mjs measured. */
export interface LoadRun {
  total: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** Runs the load generator in its own process, so it does not compete with the server's loop. */
export async function runLoad(config: LoadConfig): Promise<LoadRun> {
  return (await jsonLinesChild('load.mjs', [
    JSON.stringify(config),
  ]).result()) as unknown as LoadRun;
}

export interface Arrival {
  seq: string;
  at: number;
}

/**
 * Renames an item `events` times, 250 ms apart, each time noting when the PUT was sent (by the
 * name, which the live event carries); waits a second for the last deliveries.
 */
export async function timedRenames(
  port: number,
  itemPath: string,
  auth: { authorization: string },
  events: number,
): Promise<Map<string, number>> {
  const sentAt = new Map<string, number>();
  for (let k = 0; k < events; k++) {
    const name = `seq-${k}`;
    sentAt.set(name, performance.timeOrigin + performance.now());
    const response = await fetch(`http://127.0.0.1:${port}/api${itemPath}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    if (!response.ok) throw new Error(`rename failed: ${response.status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  await new Promise((r) => setTimeout(r, 1000));
  return sentAt;
}

/** Each arrival's delay since its event's start, sorted. */
export const latenciesSince = (arrivals: Arrival[], start: Map<string, number>) =>
  arrivals
    .map((a) => a.at - (start.get(a.seq) ?? Number.NaN))
    .filter((n) => Number.isFinite(n))
    .sort((a, b) => a - b);

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** p50/p95/p99/max of sorted latencies, to a tenth of a millisecond. */
export const spread = (sorted: number[]) => ({
  p50: round(percentile(sorted, 50)),
  p95: round(percentile(sorted, 95)),
  p99: round(percentile(sorted, 99)),
  max: round(sorted.at(-1) ?? Number.NaN),
});
