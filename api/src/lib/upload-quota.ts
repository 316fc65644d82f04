/**
 * Uploads per user in a fixed window, by count and by bytes, in process memory: enough to stop a
 * client loop from filling the database. Counted on upload, not refunded on delete, so an
 * upload-delete loop is held by it too.
 */
export class UploadQuota {
  private readonly used = new Map<string, { count: number; bytes: number; resetAt: number }>();

  constructor(
    private readonly limit: { max: number; maxBytes: number; windowMs: number },
    private readonly now: () => number,
  ) {}

  private entry(userId: string) {
    const now = this.now();
    let entry = this.used.get(userId);
    if (!entry || entry.resetAt <= now) {
      if (this.used.size > 50_000) {
        for (const [key, old] of this.used) if (old.resetAt <= now) this.used.delete(key);
      }
      entry = { count: 0, bytes: 0, resetAt: now + this.limit.windowMs };
      this.used.set(userId, entry);
    }
    return entry;
  }

  /** False when the user may not upload anything more in this window (checked before reading). */
  allows(userId: string): boolean {
    const entry = this.entry(userId);
    return entry.count < this.limit.max && entry.bytes < this.limit.maxBytes;
  }

  /** Counts an upload of `bytes`; false (and nothing counted) when it would pass the byte limit. */
  take(userId: string, bytes: number): boolean {
    const entry = this.entry(userId);
    if (entry.count >= this.limit.max || entry.bytes + bytes > this.limit.maxBytes) return false;
    entry.count += 1;
    entry.bytes += bytes;
    return true;
  }
}
