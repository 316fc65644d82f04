import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, type Db, rowsOf } from '../db/client';

/**
 * Advisory lock keys of the periodic jobs: with several API processes on one PostgreSQL, each job
 * runs in one of them at a time (the others skip that round; the work is idempotent anyway).
 */
export const JOB_LOCK = {
  imageSweep: 0x6f72676973, // "orgis"
  liveEventPrune: 0x6f72676570, // "orgep"
  imageObjectDeletes: 0x6f72676f64, // "orgod"
  imageCopy: 0x6f72676963, // "orgic"
} as const;

/**
 * Runs `work` in a transaction holding `pg_try_advisory_xact_lock(key)`; answers undefined without
 * running it when another process holds the lock. The lock ends with the transaction, so a process
 * that dies mid-job never leaves it taken. (PGlite is one process: the lock is always free there.)
 */
export function exclusively<T>(
  database: Database,
  key: number,
  work: (tx: Db) => Promise<T>,
): Promise<T | undefined> {
  return database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [lock] = await rowsOf<{ ok: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${key}) as ok`,
    );
    return lock?.ok ? work(tx) : undefined;
  });
}

/**
 * A job run once the server is ready and then every `intervalMs`, one round at a time; the returned
 * `stop` ends the timer and waits for a round in flight (call it before the database closes).
 */
export function scheduleJob(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  round: () => Promise<void>,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    running ??= round()
      .catch((error: unknown) => app.log.warn({ err: error, job: name }, 'job failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  app.addHook('onReady', async () => run());
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
