import type { Writable } from 'node:stream';

/**
 * How many live streams each user holds in this process. Past the cap a new stream is refused
 * (429) rather than the oldest closed: a closed tab would reconnect and close another in turn,
 * and tabs would keep evicting each other.
 */
export class StreamSlots {
  private readonly open = new Map<string, number>();

  constructor(private readonly maxPerUser: number) {}

  /** Takes a slot for the user; false when they already hold the cap. */
  take(userId: string): boolean {
    const n = this.open.get(userId) ?? 0;
    if (n >= this.maxPerUser) return false;
    this.open.set(userId, n + 1);
    return true;
  }

  release(userId: string): void {
    const n = (this.open.get(userId) ?? 1) - 1;
    if (n > 0) this.open.set(userId, n);
    else this.open.delete(userId);
  }
}

/**
 * Writes to a stream whose client may stop reading. Once more than `maxBuffered` bytes wait in
 * memory for it (the socket is not draining), the stream is destroyed: a client that does not
 * read gets nothing more, and the server does not hold its backlog.
 */
export function backpressuredWrite(
  out: Pick<Writable, 'write' | 'destroy' | 'destroyed' | 'writableLength'>,
  maxBuffered: number,
): (chunk: string | Buffer) => void {
  return (chunk) => {
    if (out.destroyed) return;
    if (!out.write(chunk) && out.writableLength > maxBuffered) out.destroy();
  };
}
