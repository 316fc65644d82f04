import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, type Db, rowsOf } from '../db/client';
import { exclusively, JOB_LOCK, scheduleJob } from '../lib/jobs';
import { pruneRateCounters } from '../lib/shared-counters';

/** How often old live events are deleted (in one API process at a time). */
export const LIVE_EVENT_PRUNE_INTERVAL_MS = 60_000;

/**
 * Deletes live events older than `retentionMs`, always keeping the newest, so the oldest id left
 * tells a reconnecting stream whether what it missed is still there. Answers how many went.
 */
export async function pruneLiveEvents(db: Db, retentionMs: number, now: number): Promise<number> {
  const cutoff = new Date(now - retentionMs);
  const deleted = await rowsOf<{ id: string }>(
    db,
    sql`delete from live_events where created_at < ${cutoff}
        and id < (select max(id) from live_events) returning id`,
  );
  return deleted.length;
}

export function scheduleLiveEventPrune(
  app: FastifyInstance,
  database: Database,
  retentionMs: number,
  now: () => number,
): () => Promise<void> {
  return scheduleJob(app, 'live event prune', LIVE_EVENT_PRUNE_INTERVAL_MS, async () => {
    const deleted = await exclusively(database, JOB_LOCK.liveEventPrune, (tx) =>
      pruneLiveEvents(tx, retentionMs, now()),
    );
    if (deleted) app.log.debug({ deleted }, 'old live events deleted');
    // Ended windows of the shared limits go in the same round (the delete is idempotent).
    if (database.kind === 'postgres') await pruneRateCounters(database, now());
  });
}
