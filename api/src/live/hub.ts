import { isDeparture } from '@organizator/shared/contract';
import type { EventBus, TeamEvent } from './bus';

/** One open /api/sse stream. */
export interface LiveStream {
  userId: string;
  teamId: string;
  /** The session it was opened with: a logout ends the stream. */
  tokenHash: string;
  write(chunk: string | Buffer): void;
  end(): void;
}

/**
 * Events for one stream are written at most once per this many ms; a busy list's events in between
 * go out together in one write. With many open streams, a write per event per stream (a syscall
 * and a wake-up of each client for every toggle) was what made writes slow; latency grows by this
 * much at most, and only while events come faster than this.
 */
export const LIVE_BATCH_MS = 100;

interface Pending {
  chunks: Buffer[];
  /** The acting users of the pending events (their own streams must not get their events). */
  actors: Set<string>;
  events: { userId: string; chunk: Buffer }[];
}

/**
 * The streams this process holds, by team. Delivery goes to every stream of the event's team except
 * the acting user's own (they made the change; it is not news to them, ARCHITECTURE.md shell).
 * A member who leaves a team (or is removed) stops receiving it after the event saying so.
 */
export class SseHub {
  private readonly byTeam = new Map<string, Set<LiveStream>>();
  private readonly pending = new Map<string, Pending>();
  private flushScheduled = false;
  private lastFlush = 0;

  constructor(bus: EventBus) {
    bus.subscribe((message) => this.deliver(message));
  }

  add(stream: LiveStream): void {
    let set = this.byTeam.get(stream.teamId);
    if (!set) {
      set = new Set();
      this.byTeam.set(stream.teamId, set);
    }
    set.add(stream);
  }

  remove(stream: LiveStream): void {
    const set = this.byTeam.get(stream.teamId);
    if (!set) return;
    set.delete(stream);
    if (set.size === 0) this.byTeam.delete(stream.teamId);
  }

  /** Ends every stream (server shutdown: open streams would otherwise keep it waiting). */
  closeAll(): void {
    for (const set of this.byTeam.values()) for (const stream of set) stream.end();
    this.byTeam.clear();
  }

  /** Ends the streams opened with these (now revoked) sessions. */
  closeSessions(tokenHashes: readonly string[]): void {
    if (tokenHashes.length === 0) return;
    const revoked = new Set(tokenHashes);
    for (const set of this.byTeam.values()) {
      for (const stream of set) {
        if (revoked.has(stream.tokenHash)) {
          stream.end();
          this.remove(stream);
        }
      }
    }
  }

  get size(): number {
    let n = 0;
    for (const set of this.byTeam.values()) n += set.size;
    return n;
  }

  private deliver({ teamId, event }: TeamEvent): void {
    if (!this.byTeam.has(teamId)) return;
    // Encoded once per event, whatever the number of streams.
    const chunk = Buffer.from(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    if (isDeparture(event)) {
      this.deliverDeparture(teamId, event.userId, event.memberId, chunk);
      return;
    }
    let batch = this.pending.get(teamId);
    if (!batch) {
      batch = { chunks: [], actors: new Set(), events: [] };
      this.pending.set(teamId, batch);
    }
    batch.chunks.push(chunk);
    batch.actors.add(event.userId);
    batch.events.push({ userId: event.userId, chunk });
    this.scheduleFlush();
  }

  /**
   * Whoever left the team or was removed hears it first (even in their other tabs when they acted
   * themselves, so those refresh too), then loses the team's stream: their client reconnects and is
   * registered under their new team. Not batched: what was pending goes out first, in order, and the
   * member must not get a later event of the team they left.
   */
  private deliverDeparture(teamId: string, actorId: string, leaver: string, chunk: Buffer): void {
    this.flush();
    const set = this.byTeam.get(teamId);
    if (!set) return;
    for (const stream of set) {
      if (stream.userId !== actorId || stream.userId === leaver) stream.write(chunk);
    }
    for (const stream of set) {
      if (stream.userId === leaver) {
        stream.end();
        this.remove(stream);
      }
    }
  }

  /** Idle: at once (next turn of the loop). Busy: no sooner than LIVE_BATCH_MS after the last write. */
  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    const wait = this.lastFlush + LIVE_BATCH_MS - performance.now();
    if (wait <= 0) setImmediate(() => this.flush());
    else setTimeout(() => this.flush(), wait);
  }

  private flush(): void {
    this.flushScheduled = false;
    this.lastFlush = performance.now();
    const batches = [...this.pending];
    this.pending.clear();
    for (const [teamId, batch] of batches) {
      const set = this.byTeam.get(teamId);
      if (!set) continue;
      const all = batch.chunks.length === 1 ? batch.chunks[0]! : Buffer.concat(batch.chunks);
      // What an actor's own streams get: the batch without their own events (built once per actor).
      const forActor = new Map<string, Buffer | null>();
      const without = (userId: string) => {
        let own = forActor.get(userId);
        if (own === undefined) {
          const others = batch.events.filter((e) => e.userId !== userId).map((e) => e.chunk);
          own = others.length > 0 ? Buffer.concat(others) : null;
          forActor.set(userId, own);
        }
        return own;
      };
      for (const stream of set) {
        const chunk = batch.actors.has(stream.userId) ? without(stream.userId) : all;
        if (chunk) stream.write(chunk);
      }
    }
  }
}
