import type { FastifyInstance } from 'fastify';
import type { Invalidation } from '../http/read-cache';

/**
 * Food answers kept per reader in this process: the serialised GET /recipes and GET /recipes/public,
 * and what putting a recipe or a menu on a list needs of each food (lib/food-amounts.ts). Like the read
 * cache of lists they are dropped by invalidations, here and (with PostgreSQL, through NOTIFY) in
 * every other process: any grocery or recipe write (`groceries`) drops them all, a membership change
 * (`teams`) those of its teams' readers (team foods follow their owner's membership). A fill that
 * raced with an invalidation is not kept (generation check); a TTL bounds anything else.
 */
export class FoodAnswers<T = Buffer> {
  private readonly kept = new Map<string, { teamId: string; body: T; at: number }>();
  private gen = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  /** Taken before reading the data of an answer that `set` will keep. */
  generation(): number {
    return this.gen;
  }

  get(key: string): T | undefined {
    const hit = this.kept.get(key);
    if (!hit) return undefined;
    if (this.now() - hit.at > this.ttlMs) {
      this.kept.delete(key);
      return undefined;
    }
    return hit.body;
  }

  set(key: string, teamId: string, body: T, gen: number): void {
    if (gen !== this.gen) return;
    this.kept.delete(key);
    if (this.kept.size >= this.maxEntries) {
      const oldest = this.kept.keys().next().value;
      if (oldest !== undefined) this.kept.delete(oldest);
    }
    this.kept.set(key, { teamId, body, at: this.now() });
  }

  invalidate(what: Invalidation): void {
    const teams = new Set(what.teams ?? []);
    if (!what.groceries && teams.size === 0) return;
    this.gen += 1;
    if (what.groceries) {
      this.kept.clear();
      return;
    }
    for (const [key, entry] of this.kept) if (teams.has(entry.teamId)) this.kept.delete(key);
  }
}

/** The food answers of every app in this process (tests build several), told of local writes. */
const local = new Set<FoodAnswers<unknown>>();
export const foodAnswersOfProcess = {
  add: (answers: FoodAnswers<unknown>) => local.add(answers),
  delete: (answers: FoodAnswers<unknown>) => local.delete(answers),
  invalidate: (what: Invalidation) => {
    for (const answers of local) answers.invalidate(what);
  },
};

/**
 * Food answers of one route plugin, dropped with every food or membership invalidation of this
 * process (invalidate()) and of the others (the bus), and forgotten when the app closes.
 */
export function keptFoodAnswers<T>(app: FastifyInstance, maxEntries: number): FoodAnswers<T> {
  const { deps } = app;
  const kept = new FoodAnswers<T>(maxEntries, deps.config.readCacheTtlMs, deps.now);
  foodAnswersOfProcess.add(kept);
  deps.bus.onInvalidate((what) => kept.invalidate(what));
  app.addHook('onClose', async () => {
    foodAnswersOfProcess.delete(kept);
  });
  return kept;
}
