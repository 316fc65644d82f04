/** Answers kept at most this long: bounds what no event tells of (a planned food deleted). */
export const MEAL_PLAN_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 5_000;

/**
 * The serialised GET /meal-plan answers of each team by range, as the lists' read cache keeps
 * lists: the menu is read by every member's week view and diary far more often than it changes.
 * A team's answers are dropped when its menu changes (here at once, in other API processes when
 * the menu's live event reaches them) and after the TTL anyway. A fill that raced with a change is
 * not kept (generation check).
 */
export class MealPlanCache {
  private readonly answers = new Map<string, { teamId: string; body: Buffer; at: number }>();
  private readonly generations = new Map<string, number>();
  private counter = 0;
  /** What a team whose generation was forgotten reads as: never lower than one it had. */
  private floor = 0;

  constructor(
    private readonly now: () => number,
    private readonly ttlMs = MEAL_PLAN_CACHE_TTL_MS,
  ) {}

  generation(teamId: string): number {
    return this.generations.get(teamId) ?? this.floor;
  }

  get(teamId: string, from: string, to: string): Buffer | undefined {
    const key = `${teamId}|${from}|${to}`;
    const hit = this.answers.get(key);
    if (!hit) return undefined;
    if (this.now() - hit.at > this.ttlMs) {
      this.answers.delete(key);
      return undefined;
    }
    return hit.body;
  }

  /** Keeps an answer read at `generation`, unless the team's menu changed meanwhile. */
  store(teamId: string, from: string, to: string, body: Buffer, generation: number): void {
    if (this.generation(teamId) !== generation) return;
    if (this.answers.size >= MAX_ENTRIES) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    this.answers.set(`${teamId}|${from}|${to}`, { teamId, body, at: this.now() });
  }

  invalidate(teamId: string): void {
    this.counter += 1;
    // Re-inserted so the map's order stays "least recently changed first" for the bound below.
    this.generations.delete(teamId);
    this.generations.set(teamId, this.counter);
    if (this.generations.size > MAX_ENTRIES) {
      const [oldest] = this.generations;
      if (oldest) {
        this.floor = Math.max(this.floor, oldest[1]);
        this.generations.delete(oldest[0]);
      }
    }
    for (const [key, hit] of this.answers) {
      if (hit.teamId === teamId) this.answers.delete(key);
    }
  }
}
