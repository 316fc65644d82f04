import { sql } from 'drizzle-orm';
import type { RateLimit } from '../config';
import type { Database } from '../db/client';
import { WindowLimiter } from './rate-limit';
import { UploadQuota } from './upload-quota';

/**
 * Per-client limits that hold across API processes. On PGlite (one process) they stay in memory;
 * with PostgreSQL every hit is one atomic upsert on the `rate_counters` row of its key, whose window
 * starts with its first hit as in memory (a hit after the window ended starts a new one), so N
 * processes enforce the same limit as one. Only the login and upload paths count, so only they pay
 * the round trip.
 */
export interface Limiter {
  /** Counts one hit; false when the key is over its limit in the current window. */
  hit(key: string): Promise<boolean>;
  /** True when the key has used up its window (without counting a hit). */
  exhausted(key: string): Promise<boolean>;
}

export interface Quota {
  /** False when the user may not upload anything more in this window (checked before reading). */
  allows(userId: string): Promise<boolean>;
  /** Counts an upload of `bytes`; false (and nothing counted) when it would pass a limit. */
  take(userId: string, bytes: number): Promise<boolean>;
}

export function createLimiter(
  database: Database,
  name: string,
  limit: RateLimit,
  now: () => number,
): Limiter {
  if (database.kind !== 'postgres') {
    const memory = new WindowLimiter(limit, now);
    return {
      hit: async (key) => memory.hit(key),
      exhausted: async (key) => memory.exhausted(key),
    };
  }
  return {
    async hit(key) {
      const at = new Date(now());
      const end = new Date(at.getTime() + limit.windowMs);
      const [row] = await database.rows<{ hits: number }>(
        sql`insert into rate_counters as c (key, window_start, hits, expires_at)
            values (${`${name}:${key}`}, ${at}, 1, ${end})
            on conflict (key) do update set
              hits = case when c.expires_at <= ${at} then 1 else c.hits + 1 end,
              window_start = case when c.expires_at <= ${at} then ${at} else c.window_start end,
              expires_at = case when c.expires_at <= ${at} then ${end} else c.expires_at end
            returning hits`,
      );
      return Number(row?.hits ?? 0) <= limit.max;
    },
    async exhausted(key) {
      const [row] = await database.rows<{ hits: number }>(
        sql`select hits from rate_counters
            where key = ${`${name}:${key}`} and expires_at > ${new Date(now())}`,
      );
      return Number(row?.hits ?? 0) >= limit.max;
    },
  };
}

export function createUploadQuota(
  database: Database,
  limit: { max: number; maxBytes: number; windowMs: number },
  now: () => number,
): Quota {
  if (database.kind !== 'postgres') {
    const memory = new UploadQuota(limit, now);
    return {
      allows: async (userId) => memory.allows(userId),
      take: async (userId, bytes) => memory.take(userId, bytes),
    };
  }
  const keyOf = (userId: string) => `upload:${userId}`;
  return {
    async allows(userId) {
      const [row] = await database.rows<{ hits: number; bytes: string }>(
        sql`select hits, bytes from rate_counters
            where key = ${keyOf(userId)} and expires_at > ${new Date(now())}`,
      );
      return !row || (Number(row.hits) < limit.max && Number(row.bytes) < limit.maxBytes);
    },
    async take(userId, bytes) {
      if (bytes > limit.maxBytes) return false;
      const at = new Date(now());
      const end = new Date(at.getTime() + limit.windowMs);
      // Checked and counted in one statement: concurrent uploads through several processes never
      // pass the limit together. A window that has ended starts over with this upload.
      const taken = await database.rows<{ hits: number }>(
        sql`insert into rate_counters as c (key, window_start, hits, bytes, expires_at)
            values (${keyOf(userId)}, ${at}, 1, ${bytes}, ${end})
            on conflict (key) do update set
              hits = case when c.expires_at <= ${at} then 1 else c.hits + 1 end,
              bytes = case when c.expires_at <= ${at} then excluded.bytes else c.bytes + excluded.bytes end,
              window_start = case when c.expires_at <= ${at} then ${at} else c.window_start end,
              expires_at = case when c.expires_at <= ${at} then ${end} else c.expires_at end
            where c.expires_at <= ${at}
               or (c.hits < ${limit.max} and c.bytes + excluded.bytes <= ${limit.maxBytes})
            returning hits`,
      );
      return taken.length > 0;
    },
  };
}

/** Deletes the counters of windows that have ended; answers how many. */
export async function pruneRateCounters(database: Database, now: number): Promise<number> {
  const deleted = await database.rows<{ key: string }>(
    sql`delete from rate_counters where expires_at < ${new Date(now)} returning key`,
  );
  return deleted.length;
}
