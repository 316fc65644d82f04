import { EventEmitter } from 'node:events';
import type { LiveEvent } from '@organizator/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Invalidation } from '../http/read-cache';

/** A live event addressed to one team (SPEC §7 events; never delivered to another team). */
export interface TeamEvent {
  teamId: string;
  event: LiveEvent;
}

export interface EventBus {
  publish(message: TeamEvent): Promise<void>;
  subscribe(listener: (message: TeamEvent) => void): void;
  /** Cache invalidations for the other API processes (this one invalidates synchronously). */
  invalidate(what: Invalidation): Promise<void>;
  onInvalidate(listener: (what: Invalidation) => void): void;
  close(): Promise<void>;
}

/** What travels on the channel: a live event (e) or a cache invalidation (i). */
type Wire = { k: 'e'; m: TeamEvent } | { k: 'i'; w: Invalidation };

export const CHANNEL = 'organizator_events';

/** PGlite: one process, so an in-process emitter is the whole fan-out. */
export function createLocalBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(message) {
      emitter.emit('event', message);
    },
    subscribe(listener) {
      emitter.on('event', listener);
    },
    // One process: the caller has already invalidated its own cache.
    async invalidate() {},
    onInvalidate() {},
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * PostgreSQL: every API process LISTENs on one channel with a dedicated client, and publishing is a
 * NOTIFY, so an event reaches the streams held by any process (including the publishing one, which
 * therefore does not deliver locally a second time).
 */
export async function createPgBus(
  url: string,
  notify: (channel: string, payload: string) => Promise<void>,
  log: FastifyBaseLogger,
): Promise<EventBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 250;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        const wire = JSON.parse(msg.payload) as Wire;
        if (wire.k === 'e') emitter.emit('event', wire.m);
        else if (wire.k === 'i') emitter.emit('invalidate', wire.w);
      } catch (error) {
        log.warn({ err: error }, 'unreadable live event notification');
      }
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'live event listener lost its connection; reconnecting');
      next.end().catch(() => undefined);
      if (client === next) client = undefined;
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
    retryMs = 250;
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
    async publish(message) {
      await notify(CHANNEL, JSON.stringify({ k: 'e', m: message } satisfies Wire));
    },
    subscribe(listener) {
      emitter.on('event', listener);
    },
    async invalidate(what) {
      await notify(CHANNEL, JSON.stringify({ k: 'i', w: what } satisfies Wire));
    },
    onInvalidate(listener) {
      emitter.on('invalidate', listener);
    },
    async close() {
      closed = true;
      emitter.removeAllListeners();
      await client?.end().catch(() => undefined);
    },
  };
}
