import type { Db } from '../db/client';
import type { Invalidation } from '../http/read-cache';
import type { Announcements, TeamEvent } from '../live/bus';
import { requestLiveOrigin } from '../live/origin';
import type { AppDeps } from '../types';
import { foodAnswersOfProcess } from './food-answers';

/**
 * What one change announces: live events for teams and invalidations of cached reads. Collected
 * while the change runs and written into its own transaction just before commit, so an
 * announcement exists exactly when the change does (a crash can lose neither one alone).
 */
export class Outbox implements Announcements {
  readonly events: TeamEvent[] = [];
  readonly invalidations: Invalidation[] = [];

  /** The tab that asked for the change (none: every stream hears it). */
  private readonly origin = requestLiveOrigin();

  event(teamId: string, event: TeamEvent['event']): void {
    this.events.push(this.origin ? { teamId, event, origin: this.origin } : { teamId, event });
  }

  invalidate(what: Invalidation): void {
    this.invalidations.push(what);
  }
}

/**
 * Runs a change in one transaction with its announcements. After the commit this process forgets
 * what the change made stale at once (so the caller's next request reads its own write); every
 * process, this one included, also reads the stored invalidations and events from the log.
 */
export async function change<T>(
  deps: AppDeps,
  work: (tx: Db, out: Outbox) => Promise<T>,
): Promise<T> {
  const out = new Outbox();
  const result = await deps.database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const value = await work(tx, out);
    await deps.bus.record(out, tx);
    return value;
  });
  for (const what of out.invalidations) {
    deps.cache.invalidate(what);
    foodAnswersOfProcess.invalidate(what);
    deps.hub.closeSessions(what.sessions ?? []);
  }
  if (out.events.length + out.invalidations.length > 0) deps.bus.committed();
  return result;
}
