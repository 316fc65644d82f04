import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client';

/** After a committed write of a grocery or a recipe: every process's kept food answers are stale. */
export async function bumpFoodGeneration(db: Db): Promise<void> {
  await db.execute(sql`select nextval('food_generation')`);
}

/**
 * What a food answer for a member of `teamId` depends on beyond the request: every grocery and
 * recipe (the generation) and who is in the team (team foods follow their owner's membership). Read
 * BEFORE the answer's data, so an answer kept under a stamp is never older than the stamp.
 */
export async function foodStamp(db: Db, teamId: string): Promise<string> {
  const [row] = await rowsOf<{ stamp: string }>(
    db,
    sql`select (select last_value::text || is_called::text from food_generation) || ':' || coalesce(
      (select md5(string_agg(id, ',' order by id)) from users where team_id = ${teamId}), '') as stamp`,
  );
  return row?.stamp ?? '';
}

/** Answers kept per process, each valid while its stamp is; bounded in size and age. */
export class FoodAnswers {
  private readonly kept = new Map<string, { stamp: string; body: Buffer; at: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  get(key: string, stamp: string): Buffer | undefined {
    const hit = this.kept.get(key);
    if (!hit) return undefined;
    if (hit.stamp !== stamp || this.now() - hit.at > this.ttlMs) {
      this.kept.delete(key);
      return undefined;
    }
    return hit.body;
  }

  set(key: string, stamp: string, body: Buffer): void {
    this.kept.delete(key);
    if (this.kept.size >= this.maxEntries) {
      const oldest = this.kept.keys().next().value;
      if (oldest !== undefined) this.kept.delete(oldest);
    }
    this.kept.set(key, { stamp, body, at: this.now() });
  }
}
