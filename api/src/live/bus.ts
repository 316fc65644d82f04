import { EventEmitter } from 'node:events';
import type { LiveEvent } from '@organizator/shared/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type Database, type Db, rowsOf } from '../db/client';
import type { Invalidation } from '../http/read-cache';

/** A live event addressed to one team (docs/product.md#api events; never delivered to another team). */
export interface TeamEvent {
  teamId: string;
  event: LiveEvent;
  /**
   * The live origin (tab) of the request that made the change: only that tab's stream goes without
   * it. None (a job, an older client): every stream of the team gets it.
   */
  origin?: string;
}

/** A stored event with its id: the order every process and every stream sees events in. */
export interface StoredEvent extends TeamEvent {
  id: number;
}

/** What one change tells everyone: its live events and cache invalidations. */
export interface Announcements {
  events: TeamEvent[];
  invalidations: Invalidation[];
}

export interface EventBus {
  /**
   * Stores what a change announces, in the change's own transaction `tx`, so each row exists exactly
   * when the change does; the NOTIFY that wakes the other processes is delivered at commit.
   */
  record(what: Announcements, tx: Db): Promise<void>;
  /** After the transaction that recorded something committed: on PGlite, read it now. */
  committed(): void;
  /** One event on its own (tests, jobs): stored in a transaction of its own. */
  publish(message: TeamEvent): Promise<void>;
  subscribe(listener: (message: StoredEvent) => void): void;
  /** A cache invalidation on its own, stored and read the same way as events. */
  invalidate(what: Invalidation): Promise<void>;
  onInvalidate(listener: (what: Invalidation) => void): void;
  /**
   * This process could not read events it should have (it fell behind the retention window while
   * deaf): whatever it holds may be stale, so it must forget it.
   */
  onGap(listener: () => void): void;
  /**
   * The id up to which this process has read every event (and handed it to its listeners): no
   * event with a smaller id can appear later.
   */
  readonly lastId: number;
  /** Whether this process hears new events now (on PostgreSQL: its LISTEN connection is up). */
  readonly listening: boolean;
  /** Reads what is stored and readable now; resolves once read (tests, and PGlite after a commit). */
  catchUp(): Promise<void>;
  /**
   * A team's stored events after `afterId`, up to what this process has read, for a reconnecting
   * stream; null when that is unknowable (some were pruned, or the id was never issued here).
   */
  since(teamId: string, afterId: number): Promise<StoredEvent[] | null>;
  close(): Promise<void>;
}

/**
 * What a row's payload holds: a live event (e) with the origin it came from (o, if any) or a cache
 * invalidation (i). The origin stays beside the event, not in it: no client is ever sent another
 * tab's origin.
 */
type Wire = { k: 'e'; m: LiveEvent; o?: string } | { k: 'i'; w: Invalidation };

/** A stored event of a row's payload, its origin kept when it has one. */
const storedEvent = (id: number, teamId: string, wire: Extract<Wire, { k: 'e' }>): StoredEvent =>
  wire.o ? { id, teamId, event: wire.m, origin: wire.o } : { id, teamId, event: wire.m };

interface Row {
  id: string | number;
  team_id: string | null;
  payload: Wire | string;
}

export const CHANNEL = 'organizator_events';
/** Rows read per query while catching up. */
const PAGE = 500;
/** At most this many events are replayed to one reconnecting stream; more means a resync. */
export const REPLAY_MAX = 1000;
/** How soon a process looks again at a gap whose writers may have rolled back (no NOTIFY comes). */
const GAP_RECHECK_MS = { first: 20, max: 1_000 };

/**
 * Missing ids below `below`: taken by transactions that had not committed when a larger id was
 * read. Once every transaction in `writers` has ended, a read tells for good: an id still missing
 * then was rolled back.
 */
interface Gap {
  below: number;
  writers: string[];
  recheckMs: number;
}

/** What the bus logs through: Fastify's logger, or anything with its two methods (the CLI). */
export type BusLog = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/**
 * The event log in the `live_events` table, for both backends. A change's events and invalidations
 * are rows written in the change's own transaction; each process reads every row after the last it
 * has read, in id order, whenever it is woken: on PostgreSQL by a NOTIFY carrying only the new id
 * (delivered at commit, so no payload is too large) on a dedicated LISTEN connection; on PGlite
 * (one process) after the writing transaction commits. After the LISTEN connection comes back, the
 * process reads what it missed meanwhile, so neither an event nor an invalidation is lost to a
 * dropped connection.
 *
 * Ids come from a sequence when a transaction writes its rows, so on PostgreSQL a larger id can
 * commit before a smaller one. A reader that finds a hole in the ids therefore holds back what lies
 * beyond it until the transactions then writing to the log have ended (they hold its table lock):
 * the hole is filled by their commit or stays empty for good after a rollback. So `lastId` only
 * grows over ids that can never appear later, and every process hands events on in id order.
 */
export async function createEventBus(database: Database, log: BusLog): Promise<EventBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const onPostgres = database.kind === 'postgres' && !!database.url;
  const [top] = await database.rows<{ id: string | null }>(
    sql`select max(id) as id from live_events`,
  );
  let last = Number(top?.id ?? 0);
  let closed = false;
  let gap: Gap | undefined;

  const dispatch = (row: Row) => {
    const wire = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Wire;
    if (wire.k === 'e' && row.team_id) {
      emitter.emit('event', storedEvent(Number(row.id), row.team_id, wire));
    } else if (wire.k === 'i') {
      emitter.emit('invalidate', wire.w);
    }
  };

  /** The transactions (xids) now holding a write lock on the log: those that may fill a hole. */
  const logWriters = async () =>
    (
      await database.rows<{ xid: string }>(
        sql`select distinct x.transactionid::text as xid
            from pg_locks r
            join pg_locks x on x.virtualtransaction = r.virtualtransaction
            where r.locktype = 'relation' and r.granted and r.mode = 'RowExclusiveLock'
              and r.relation = 'live_events'::regclass
              and r.database = (select oid from pg_database where datname = current_database())
              and x.locktype = 'transactionid' and x.mode = 'ExclusiveLock' and x.granted`,
      )
    ).map((row) => row.xid);
  const anyRunning = async (xids: string[]) => {
    const [row] = await database.rows<{ n: number }>(
      sql`select count(*)::int as n from pg_locks
          where locktype = 'transactionid' and mode = 'ExclusiveLock' and granted
            and transactionid::text in (select jsonb_array_elements_text(${JSON.stringify(xids)}::jsonb))`,
    );
    return (row?.n ?? 0) > 0;
  };

  // One catch-up at a time; a wake-up during one makes it read once more.
  let reading: Promise<void> | undefined;
  let again = false;
  let recheck: NodeJS.Timeout | undefined;
  /** Reads and hands on rows in id order; false when a hole still holds the rest back. */
  const readNew = async (): Promise<boolean> => {
    for (;;) {
      if (gap && gap.writers.length > 0 && (await anyRunning(gap.writers))) return false;
      // Every writer that could fill a hole below this has ended: what is missing there is gone.
      const settledBelow = gap?.below ?? 0;
      const rows = await database.rows<Row>(
        sql`select id, team_id, payload from live_events where id > ${last} order by id limit ${PAGE}`,
      );
      let hole: number | undefined;
      for (const row of rows) {
        const id = Number(row.id);
        // PGlite runs one transaction at a time, so a hole there is always a rollback.
        if (onPostgres && id > last + 1 && id > settledBelow) {
          hole = id;
          break;
        }
        last = id;
        try {
          dispatch(row);
        } catch (error) {
          log.warn({ err: error, id: row.id }, 'unreadable live event');
        }
      }
      if (gap && last + 1 >= gap.below) gap = undefined;
      if (hole !== undefined) {
        if (gap?.below !== hole) {
          gap = { below: hole, writers: await logWriters(), recheckMs: GAP_RECHECK_MS.first };
        }
        // No writer left (it ended before we looked): the next read decides.
        if (gap.writers.length === 0) continue;
        return false;
      }
      if (rows.length < PAGE) return true;
    }
  };
  const wake = (): Promise<void> => {
    if (closed) return Promise.resolve();
    if (reading) {
      again = true;
      return reading;
    }
    reading = (async () => {
      try {
        let done: boolean;
        do {
          again = false;
          done = await readNew();
        } while (again && !closed);
        if (!done && gap && !closed && !recheck) {
          // A rollback sends no NOTIFY: look again, less often while the hole stays. One timer at
          // most, however many wake-ups found the hole.
          const held = gap;
          recheck = setTimeout(() => {
            recheck = undefined;
            void wake();
          }, held.recheckMs).unref();
          held.recheckMs = Math.min(held.recheckMs * 2, GAP_RECHECK_MS.max);
        }
      } catch (error) {
        if (!closed) {
          log.warn({ err: error }, 'live events not read; retrying');
          setTimeout(() => void wake(), 1_000).unref();
        }
      } finally {
        reading = undefined;
      }
    })();
    return reading;
  };

  /** After deafness: were rows this process never read pruned meanwhile? */
  const checkGap = async () => {
    const [range] = await database.rows<{ min: string | null }>(
      sql`select min(id) as min from live_events`,
    );
    if (range?.min != null && Number(range.min) > last + 1) {
      log.warn(
        { last, oldest: range.min },
        'live events were missed; dropping what this process holds',
      );
      last = Number(range.min) - 1;
      gap = undefined;
      emitter.emit('gap');
    }
  };

  const listener = onPostgres ? await listen(database.url!, log, wake, checkGap) : undefined;

  const record = async ({ events, invalidations }: Announcements, tx: Db) => {
    const rows = [
      ...invalidations.map((w) => ({ t: null, p: { k: 'i', w } satisfies Wire })),
      ...events.map(({ teamId, event, origin }) => ({
        t: teamId,
        p: (origin ? { k: 'e', m: event, o: origin } : { k: 'e', m: event }) satisfies Wire,
      })),
    ];
    if (rows.length === 0) return;
    // The transaction takes its id before the sequence hands out ids (the CTE runs first), so a
    // reader that sees a hole finds every writer that may fill it among the lock holders.
    const ids = await rowsOf<{ id: string }>(
      tx,
      sql`with writer as materialized (select pg_current_xact_id())
          insert into live_events (team_id, payload)
          select r.v ->> 't', r.v -> 'p'
          from writer, jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as r(v, n)
          order by r.n
          returning id`,
    );
    const newest = Math.max(...ids.map((row) => Number(row.id)));
    // Delivered at commit; the id alone, so no payload is too large.
    if (onPostgres) await tx.execute(sql`select pg_notify(${CHANNEL}, ${String(newest)})`);
  };
  const alone = async (what: Announcements) => {
    await database.db.transaction((t) => record(what, t as unknown as Db));
    if (!onPostgres) await wake();
  };

  return {
    record,
    committed() {
      // PGlite: nobody else writes; PostgreSQL: the NOTIFY wakes every process, this one included.
      if (!onPostgres) void wake();
    },
    publish: (message) => alone({ events: [message], invalidations: [] }),
    subscribe(fn) {
      emitter.on('event', fn);
    },
    invalidate: (what) => alone({ events: [], invalidations: [what] }),
    onInvalidate(fn) {
      emitter.on('invalidate', fn);
    },
    onGap(fn) {
      emitter.on('gap', fn);
    },
    get lastId() {
      return last;
    },
    get listening() {
      return !closed && (listener ? listener.connected() : true);
    },
    catchUp: wake,
    async since(teamId, afterId) {
      const upTo = last;
      const [range] = await database.rows<{ min: string | null; max: string | null }>(
        sql`select min(id) as min, max(id) as max from live_events`,
      );
      const min = range?.min == null ? null : Number(range.min);
      const max = range?.max == null ? 0 : Number(range.max);
      if (afterId > max) return null;
      if (min !== null && afterId + 1 < min) return null;
      const rows = await database.rows<Row>(
        sql`select id, team_id, payload from live_events
            where team_id = ${teamId} and id > ${afterId} and id <= ${upTo}
            order by id limit ${REPLAY_MAX + 1}`,
      );
      if (rows.length > REPLAY_MAX) return null;
      return rows.flatMap((row) => {
        const wire = (
          typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload
        ) as Wire;
        return wire.k === 'e' ? [storedEvent(Number(row.id), teamId, wire)] : [];
      });
    },
    async close() {
      closed = true;
      clearTimeout(recheck);
      emitter.removeAllListeners();
      await listener?.close();
      await reading;
    },
  };
}

/**
 * The dedicated LISTEN connection of one process (LISTEN does not survive a transaction-mode
 * pooler, so it is a plain client). Reconnects with backoff; after each (re)connect the process
 * reads what it missed.
 */
async function listen(
  url: string,
  log: BusLog,
  wake: () => Promise<void>,
  checkGap: () => Promise<void>,
) {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 250;
  let first = true;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (msg) => {
      if (msg.channel === CHANNEL) void wake();
    });
    const lost = (error?: Error) => {
      next.end().catch(() => undefined);
      if (client !== next) return;
      log.warn({ err: error }, 'live event listener lost its connection; reconnecting');
      client = undefined;
      scheduleReconnect();
    };
    next.on('error', lost);
    // A server that closes the connection cleanly (a restart) ends it without an error.
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    retryMs = 250;
    if (!first) {
      await checkGap();
      log.info('live event listener reconnected; reading what was missed');
    }
    first = false;
    await wake();
  };
  const scheduleReconnect = () => {
    if (closed) return;
    setTimeout(() => {
      if (closed || client) return;
      connect().catch(() => {
        retryMs = Math.min(retryMs * 2, 10_000);
        scheduleReconnect();
      });
    }, retryMs).unref();
  };

  await connect();
  return {
    connected: () => !!client,
    async close() {
      closed = true;
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
