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
 * The streams this process holds, by team. Delivery goes to every stream of the event's team except
 * the acting user's own (they made the change; it is not news to them, ARCHITECTURE.md shell).
 * A member who leaves a team (or is removed) stops receiving it after the event saying so.
 */
export class SseHub {
  private readonly byTeam = new Map<string, Set<LiveStream>>();

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
    const set = this.byTeam.get(teamId);
    if (!set) return;
    // Encoded once, written to every stream as the same bytes.
    const chunk = Buffer.from(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    // Whoever left the team or was removed hears it first (even in their other tabs when they acted
    // themselves, so those refresh too), then loses the team's stream: their client reconnects and
    // is registered under their new team.
    const leaver = isDeparture(event) ? event.memberId : null;
    for (const stream of set) {
      if (stream.userId !== event.userId || stream.userId === leaver) stream.write(chunk);
    }
    if (leaver) {
      for (const stream of set) {
        if (stream.userId === leaver) {
          stream.end();
          this.remove(stream);
        }
      }
    }
  }
}
