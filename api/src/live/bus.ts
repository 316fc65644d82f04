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
}

/** A stored event with its id: the order every process and every stream sees events in. */
export interface StoredEvent extends TeamEvent {
  id: number;
}

export interface EventBus {
  /**
   * Stores the event and wakes every process. Given `tx` (the change's own transaction), the event
   * exists exactly when the change does; otherwise it is stored in a transaction of its own.
   */
  publish(message: TeamEvent, tx?: Db): Promise<void>;
  subscribe(listener: (message: StoredEvent) => void): void;
  /** Cache invalidations, stored and read the same way, so every process hears every one. */
  invalidate(what: Invalidation, tx?: Db): Promise<void>;
  onInvalidate(listener: (what: Invalidation) => void): void;
  /**
   * This process could not read events it should have (it fell behind the retention window while
   * deaf): whatever it holds may be stale, so it must forget it.
   */
  onGap(listener: () => void): void;
  /** The id of the last event this process has read (and handed to its listeners). */
  readonly lastId: number;
  /** Whether this process hears new events now (on PostgreSQL: its LISTEN connection is up). */
  readonly listening: boolean;
  /**
   * A team's stored events after `afterId`, up to what this process has read, for a reconnecting
   * stream; null when that is unknowable (some were pruned, or the id was never issued here).
   */
  since(teamId: string, afterId: number): Promise<StoredEvent[] | null>;
  close(): Promise<void>;
}

/** What a row's payload holds: a live event (e) or a cache invalidation (i). */
type Wire = { k: 'e'; m: LiveEvent } | { k: 'i'; w: Invalidation };

interface Row {
  id: string | number;
  team_id: string | null;
  payload: Wire | string;
}

export const CHANNEL = 'organizator_events';
/**
 * Serialises event inserts until commit, so ids are handed out in commit order: a reader that has
 * seen id n can never later find a smaller id committed (which it would skip for good).
 */
export const EVENT_ORDER_LOCK_KEY = 0x6f72676576; // "orgev"
/** Rows read per query while catching up. */
const PAGE = 500;
/** At most this many events are replayed to one reconnecting stream; more means a resync. */
export const REPLAY_MAX = 1000;

/**
 * The event log in the `live_events` table, for both backends. Each process reads every row after
 * the last it has read, in id order, whenever it is woken: on PostgreSQL by a NOTIFY carrying only
 * the new id (commit order, no payload size limit) on a dedicated LISTEN connection; on PGlite (one
 * process) by the publish itself. After the LISTEN connection comes back, the process reads what it
 * missed meanwhile, so neither an event nor an invalidation is lost to a dropped connection.
 */
/** What the bus logs through: Fastify's logger, or anything with its two methods (the CLI). */
export type BusLog = Pick<FastifyBaseLogger, 'warn' | 'info'>;

export async function createEventBus(database: Database, log: BusLog): Promise<EventBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const onPostgres = database.kind === 'postgres' && !!database.url;
  const [top] = await database.rows<{ id: string | null }>(
    sql`select max(id) as id from live_events`,
  );
  let last = Number(top?.id ?? 0);
  let closed = false;

  const dispatch = (row: Row) => {
    const wire = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Wire;
    if (wire.k === 'e' && row.team_id) {
      emitter.emit('event', { id: Number(row.id), teamId: row.team_id, event: wire.m });
    } else if (wire.k === 'i') {
      emitter.emit('invalidate', wire.w);
    }
  };

  // One catch-up at a time; a wake-up during one makes it read once more.
  let reading: Promise<void> | undefined;
  let again = false;
  const readNew = async () => {
    for (;;) {
      const rows = await database.rows<Row>(
        sql`select id, team_id, payload from live_events where id > ${last} order by id limit ${PAGE}`,
      );
      for (const row of rows) {
        last = Number(row.id);
        try {
          dispatch(row);
        } catch (error) {
          log.warn({ err: error, id: row.id }, 'unreadable live event');
        }
      }
      if (rows.length < PAGE) return;
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
        do {
          again = false;
          await readNew();
        } while (again && !closed);
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
      emitter.emit('gap');
    }
  };

  const listener = onPostgres ? await listen(database.url!, log, wake, checkGap) : undefined;

  const store = async (db: Db, teamId: string | null, wire: Wire) => {
    if (onPostgres) await db.execute(sql`select pg_advisory_xact_lock(${EVENT_ORDER_LOCK_KEY})`);
    const [row] = await rowsOf<{ id: string }>(
      db,
      sql`insert into live_events (team_id, payload) values (${teamId}, ${JSON.stringify(wire)}::jsonb) returning id`,
    );
    // Delivered at commit, in commit order; the id alone, so no payload is too large.
    if (onPostgres) await db.execute(sql`select pg_notify(${CHANNEL}, ${String(row!.id)})`);
  };
  const write = async (teamId: string | null, wire: Wire, tx?: Db) => {
    if (tx) await store(tx, teamId, wire);
    else await database.db.transaction((t) => store(t as unknown as Db, teamId, wire));
    // PGlite: nobody else writes, and a read issued now waits for a transaction in progress.
    if (!onPostgres) void wake();
  };

  return {
    publish: (message, tx) => write(message.teamId, { k: 'e', m: message.event }, tx),
    subscribe(fn) {
      emitter.on('event', fn);
    },
    invalidate: (what, tx) => write(null, { k: 'i', w: what }, tx),
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
        return wire.k === 'e' ? [{ id: Number(row.id), teamId, event: wire.m }] : [];
      });
    },
    async close() {
      closed = true;
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
