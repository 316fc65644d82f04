import type { RateLimit } from '../config';

/**
 * A fixed-window counter per key, in process memory. Used for the per-IP limits of the login calls;
 * the per-e-mail limits count login codes in the database instead, so they hold across processes.
 */
export class WindowLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number,
  ) {}

  /** Counts one hit; false when the key is over its limit in the current window. */
  hit(key: string): boolean {
    const now = this.now();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.hits.size > 50_000) this.prune(now);
      this.hits.set(key, { count: 1, resetAt: now + this.limit.windowMs });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.limit.max;
  }

  /** True when the key has used up its window (without counting a hit). */
  exhausted(key: string): boolean {
    const entry = this.hits.get(key);
    return !!entry && entry.resetAt > this.now() && entry.count >= this.limit.max;
  }

  private prune(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
