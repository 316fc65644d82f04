import type { AddressInfo } from 'node:net';
import { LIVE_EVENT_ID_HEADER, LIVE_RESYNC_EVENT } from '@organizator/shared/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, type Db, openPostgres } from '../src/db/client';
import { pruneLiveEvents } from '../src/live/prune';
import { eventually } from './eventually';
import {
  body,
  inTab,
  joinTeam,
  login,
  makeApp,
  onPostgres,
  type Session,
  useTestSuite,
} from './helpers';
import { openStream, type TestStream } from './sse-client';

/*
 * The stored event log behind live events, on both backends: ids on every frame, replay after a
 * reconnect, resync past the retention window, events of any size; on PostgreSQL also across two
 * processes, through a dropped LISTEN connection.
 */

let database: Database;
let app: FastifyInstance;
let port: number;
let ana: Session; // team owner, the actor
let marko: Session; // member of ana's team
const open: TestStream[] = [];

const listen = async (instance: FastifyInstance) => {
  await instance.listen({ port: 0, host: '127.0.0.1' });
  return (instance.server.address() as AddressInfo).port;
};
const stream = async (
  p: number,
  s: Session,
  headers: Record<string, string> = {},
  origin?: string,
) => {
  const opened = await openStream(p, s.userId, s.auth.authorization, headers, origin);
  open.push(opened);
  return opened;
};
const call = (
  instance: FastifyInstance,
  s: Session,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  instance.inject({ method, url: `/api${url}`, headers: s.auth, ...(payload ? { payload } : {}) });

const newList = async (instance: FastifyInstance, name: string) =>
  body<{ list: { id: string } }>(await call(instance, ana, 'POST', '/lists', { name })).data.list
    .id;
const addItem = (instance: FastifyInstance, listId: string, name: string) =>
  call(instance, ana, 'POST', `/lists/${listId}/items`, { name });
/**
 * The names of the items a stream has been told about, in order, each once: an added item comes
 * alone (list-item-added) or, when several changes of one list fall in one batch window, inside a
 * merged list-updated (live/hub.ts) that may repeat what a replay already gave.
 */
const itemNames = (s: TestStream) => {
  const names = s.events.flatMap((e) => {
    if (e.type === 'list-item-added') return [String(e.data.itemName)];
    if (e.type !== 'list-updated') return [];
    return ((e.data.items as { name: string }[] | undefined) ?? []).map((item) => item.name);
  });
  return [...new Set(names)];
};

/** 150 sign-ins of one e-mail from one address (the logout-all case) pass every login limit. */
const generous = { max: 10_000, windowMs: 60_000 };
const config = {
  sseKeepAliveMs: 60_000,
  rateLimits: {
    sendCodePerEmailIp: generous,
    sendCodePerEmail: generous,
    sendCodePerIp: generous,
    verifyPerIp: generous,
  },
};
const suite = useTestSuite({ config });
beforeAll(async () => {
  ({ app, database } = suite);
  port = await listen(app);
  ana = await login(app, 'ana@log.example');
  marko = await joinTeam(app, ana, 'marko@log.example');
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

describe('live events with ids', () => {
  test('every frame carries an id, and ids grow', async () => {
    const markoStream = await stream(port, marko);
    const listId = await newList(app, 'Subota');
    await addItem(app, listId, 'Kruh');
    await markoStream.next('list-item-added');
    await addItem(app, listId, 'Mlijeko');
    await eventually(() => itemNames(markoStream).length === 2);
    const ids = markoStream.events.map((e) => Number(e.id));
    expect(ids.every((id) => Number.isSafeInteger(id) && id > 0)).toBe(true);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });

  test('a client reconnecting with Last-Event-ID gets what it missed, then live events', async () => {
    const first = await stream(port, marko);
    const listId = await newList(app, 'Nedjelja');
    await addItem(app, listId, 'Jaja');
    const seen = await first.next('list-item-added');
    first.close();
    // Missed while away.
    await addItem(app, listId, 'Sir');
    await addItem(app, listId, 'Luk');
    const again = await stream(port, marko, { 'last-event-id': seen.id! });
    await eventually(() => itemNames(again).length >= 2);
    expect(itemNames(again)).toEqual(['Sir', 'Luk']);
    await addItem(app, listId, 'Riža');
    await eventually(() => itemNames(again).length === 3);
    expect(itemNames(again)).toEqual(['Sir', 'Luk', 'Riža']);
    expect(again.events.some((e) => e.type === LIVE_RESYNC_EVENT)).toBe(false);
  });

  test('a reconnect from the middle of a replay gets the rest of it, in order, once, then live events', async () => {
    const first = await stream(port, marko);
    const listId = await newList(app, 'Utorak');
    await addItem(app, listId, 'Prva');
    const seen = await first.next('list-item-added');
    first.close();
    const missed = ['Jedan', 'Dva', 'Tri', 'Četiri', 'Pet'];
    for (const name of missed) await addItem(app, listId, name);
    const replay = await stream(port, marko, { 'last-event-id': seen.id! });
    await eventually(() => itemNames(replay).length === missed.length);
    // Each missed change is a frame of its own, in id order.
    const frames = replay.events.filter((e) => e.type === 'list-item-added');
    expect(frames.map((e) => e.data.itemName)).toEqual(missed);
    expect(frames.map((e) => Number(e.id))).toEqual(
      frames.map((e) => Number(e.id)).sort((a, b) => a - b),
    );
    // The connection dropped after the second replayed frame: the client sends that frame's id.
    replay.close();
    const rest = await stream(port, marko, { 'last-event-id': frames[1]!.id! });
    await eventually(() => itemNames(rest).length === 3);
    await addItem(app, listId, 'Šest');
    // The hub batches a team's events for a short window and merges those of one list into one
    // frame (its id the newest). Made in a quick burst, the replayed changes may still sit in that
    // window when 'Šest' comes and go out merged with it: they come again, which applying a list's
    // state tolerates. What the client must get is every change after its id, in order, with ids
    // that only grow, and no resync.
    await eventually(() => itemNames(rest).includes('Šest'));
    const names = itemNames(rest);
    const firstSeen = (name: string) => names.indexOf(name);
    expect(['Tri', 'Četiri', 'Pet', 'Šest'].map(firstSeen)).toEqual(
      ['Tri', 'Četiri', 'Pet', 'Šest'].map(firstSeen).sort((a, b) => a - b),
    );
    expect(names.slice(0, 3)).toEqual(['Tri', 'Četiri', 'Pet']);
    const ids = rest.events.filter((e) => e.id).map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(rest.events.some((e) => e.type === LIVE_RESYNC_EVENT)).toBe(false);
  });

  test("a first connection from an answer's event id gets the changes made after that read", async () => {
    const listId = await newList(app, 'Ponedjeljak');
    await addItem(app, listId, 'Prije čitanja');
    // On PostgreSQL a process hears of a change a moment after its commit; until then its reads
    // name an older position, and the stream repeats that change too (never misses one).
    await app.deps.bus.catchUp();
    const read = await call(app, marko, 'GET', `/lists/${listId}`);
    const readAt = String(read.headers[LIVE_EVENT_ID_HEADER]);
    expect(readAt).toMatch(/^\d+$/);
    // Made between the page's read and its stream's opening.
    await addItem(app, listId, 'Poslije čitanja');
    const first = await stream(port, marko, { 'last-event-id': readAt });
    await eventually(() => itemNames(first).length >= 1);
    expect(itemNames(first)).toEqual(['Poslije čitanja']);
    expect(first.events.some((e) => e.type === LIVE_RESYNC_EVENT)).toBe(false);
  });

  test("a replay leaves out only the reconnecting tab's own changes; the member's other tabs get them", async () => {
    const listId = await newList(app, 'Srijeda');
    await app.deps.bus.catchUp();
    const readAt = String(
      (await call(app, ana, 'GET', `/lists/${listId}`)).headers[LIVE_EVENT_ID_HEADER],
    );
    const add = (s: Session, name: string) =>
      call(app, s, 'POST', `/lists/${listId}/items`, { name });
    await add(inTab(ana, 'ana-replay-1'), 'Iz ovog taba');
    await add(inTab(ana, 'ana-replay-2'), 'Iz drugog taba');
    await add(marko, 'Od Marka');
    const back = await stream(port, ana, { 'last-event-id': readAt }, 'ana-replay-1');
    const other = await stream(port, ana, { 'last-event-id': readAt }, 'ana-replay-3');
    await eventually(() => itemNames(back).length >= 2 && itemNames(other).length >= 3);
    expect(itemNames(back)).toEqual(['Iz drugog taba', 'Od Marka']);
    expect(itemNames(other)).toEqual(['Iz ovog taba', 'Iz drugog taba', 'Od Marka']);
  });

  test('an event larger than a NOTIFY payload may be (8000 bytes) still arrives', async () => {
    const markoStream = await stream(port, marko);
    await publishBig(app);
    // Found by its list: a batch the hub still held from the test before may reach a new stream too.
    await eventually(() => markoStream.events.some((e) => e.data.listId === 'big-list'));
    const big = markoStream.events.find((e) => e.data.listId === 'big-list');
    expect(JSON.stringify(big?.data).length).toBeGreaterThan(10_000);
  });

  test('past the retention window the client is told to resync', async () => {
    const first = await stream(port, marko);
    const listId = await newList(app, 'Stari');
    await addItem(app, listId, 'Prvo');
    const seen = await first.next('list-item-added');
    first.close();
    await addItem(app, listId, 'Drugo');
    await addItem(app, listId, 'Treće');
    // Everything but the newest event is older than the window now.
    await database.rows(sql`update live_events set created_at = now() - interval '1 day'`);
    expect(await pruneLiveEvents(database.db, 60_000, Date.now())).toBeGreaterThan(0);
    const again = await stream(port, marko, { 'last-event-id': seen.id! });
    await again.next(LIVE_RESYNC_EVENT);
    expect(itemNames(again)).toEqual([]);
    // An id this deployment never issued is a resync too.
    const stranger = await stream(port, marko, { 'last-event-id': '999999999' });
    await stranger.next(LIVE_RESYNC_EVENT);
    const garbage = await stream(port, marko, { 'last-event-id': 'abc' });
    await garbage.next(LIVE_RESYNC_EVENT);
  });

  test('pruning keeps the newest event, so a later reconnect can still tell what is gone', async () => {
    await addItem(app, await newList(app, 'Zadnji'), 'Jedino');
    await database.rows(sql`update live_events set created_at = now() - interval '1 day'`);
    await pruneLiveEvents(database.db, 60_000, Date.now());
    const left = await database.rows<{ n: string }>(sql`select count(*) as n from live_events`);
    expect(Number(left[0]!.n)).toBe(1);
  });

  test('/api/ready answers 200 while serving and 503 once shutting down', async () => {
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(body<{ ready: boolean }>(ready).data.ready).toBe(true);
    app.deps.lifecycle.closing = true;
    try {
      const closing = await app.inject({ url: '/api/ready' });
      expect(closing.statusCode).toBe(503);
      expect(body(closing).success).toBe(false);
      expect(body(closing).message).toMatch(/Poslužitelj/);
    } finally {
      app.deps.lifecycle.closing = false;
    }
  });
});

/** Ends every LISTEN connection on the server (as a failover or an admin would). */
const killListeners = () =>
  database.rows(
    sql`select pg_terminate_backend(pid) from pg_stat_activity
        where query = 'LISTEN organizator_events' and pid <> pg_backend_pid()`,
  );

(onPostgres ? describe : describe.skip)('two API processes on one PostgreSQL', () => {
  let second: Database;
  let other: FastifyInstance;
  let otherPort: number;
  beforeAll(async () => {
    second = await openPostgres(database.url!, 3);
    other = await makeApp(second, { config });
    otherPort = await listen(other);
  });
  afterAll(async () => {
    await other.close();
    await second.close();
  });

  test('an event over 8000 bytes made on one process reaches a stream on the other', async () => {
    const markoStream = await stream(otherPort, marko);
    await publishBig(app);
    const big = await markoStream.next('list-item-added');
    expect(JSON.stringify(big.data).length).toBeGreaterThan(10_000);
  });

  test('a read on one process and a first connection to the other from its event id miss nothing', async () => {
    const listId = await newList(app, 'Dva procesa');
    const read = await call(app, marko, 'GET', `/lists/${listId}`);
    await addItem(app, listId, 'Između');
    const first = await stream(otherPort, marko, {
      'last-event-id': String(read.headers[LIVE_EVENT_ID_HEADER]),
    });
    await eventually(() => itemNames(first).includes('Između'));
    await addItem(app, listId, 'Uživo');
    await eventually(() => itemNames(first).includes('Uživo'));
    expect(first.events.some((e) => e.type === LIVE_RESYNC_EVENT)).toBe(false);
  });

  test('after the LISTEN connection is killed, events and invalidations sent meanwhile arrive', async () => {
    const markoStream = await stream(otherPort, marko);
    const listId = await newList(app, 'Prekid');
    await addItem(app, listId, 'Prije');
    await eventually(() => itemNames(markoStream).includes('Prije'));
    // The other process caches marko's session and the list.
    expect((await call(other, marko, 'GET', `/lists/${listId}`)).statusCode).toBe(200);

    await killListeners();
    await eventually(() => !other.deps.bus.listening || true);
    await addItem(app, listId, 'Tijekom');
    // Reconnected (it may already be): ready again, and what was sent meanwhile arrived.
    await eventually(async () => (await other.inject({ url: '/api/ready' })).statusCode === 200);
    await eventually(() => itemNames(markoStream).includes('Tijekom'));
    const list = body<{ list: { items: { name: string }[] } }>(
      await call(other, marko, 'GET', `/lists/${listId}`),
    ).data.list;
    expect(list.items.map((i) => i.name)).toContain('Tijekom');
  });

  test('while it cannot hear events, a process answers 503 on /api/ready', async () => {
    // Keep it deaf: kill the LISTEN connections until one kill lands between reconnects.
    await eventually(async () => {
      await killListeners();
      return (await other.inject({ url: '/api/ready' })).statusCode === 503;
    }, 5);
    await eventually(async () => (await other.inject({ url: '/api/ready' })).statusCode === 200);
  });

  /**
   * Two overlapping transactions: the first takes the smaller id and stays open while the second
   * takes the larger one and commits. The other process must not hand on the larger id (and so
   * move past the smaller one for good) until the first has ended.
   */
  const outOfOrder = async (commitFirst: boolean) => {
    const listId = `order-${commitFirst}`;
    const seen: number[] = [];
    other.deps.bus.subscribe((m) => {
      if ('listId' in m.event && m.event.listId === listId) seen.push(m.id);
    });
    const added = (itemName: string) => ({
      events: [
        {
          teamId: ana.teamId,
          event: {
            type: 'list-item-added' as const,
            listId,
            listName: 'Redoslijed',
            itemName,
            userName: ana.email,
            userId: ana.userId,
          },
        },
      ],
      invalidations: [],
    });
    let finish!: (commit: boolean) => void;
    const finished = new Promise<boolean>((resolve) => {
      finish = resolve;
    });
    let recorded!: () => void;
    const isRecorded = new Promise<void>((resolve) => {
      recorded = resolve;
    });
    const first = database.db
      .transaction(async (tx) => {
        await app.deps.bus.record(added('Prvi'), tx as unknown as Db);
        recorded();
        if (!(await finished)) tx.rollback();
      })
      .catch(() => 'rolled back');
    await isRecorded;
    await database.db.transaction((tx) => app.deps.bus.record(added('Drugi'), tx as unknown as Db));
    const [newest] = await database.rows<{ id: string }>(
      sql`select max(id) as id from live_events`,
    );
    const secondId = Number(newest!.id);
    await other.deps.bus.catchUp();
    expect(seen).toEqual([]);
    expect(other.deps.bus.lastId).toBeLessThan(secondId);
    finish(commitFirst);
    await first;
    await eventually(() => seen.includes(secondId));
    return { seen, secondId };
  };

  test('ids committed out of order are handed on in id order once the earlier one commits', async () => {
    const { seen, secondId } = await outOfOrder(true);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBeLessThan(secondId);
    expect(seen[1]).toBe(secondId);
  });

  test('an id whose transaction rolled back holds nothing back for good', async () => {
    const { seen, secondId } = await outOfOrder(false);
    expect(seen).toEqual([secondId]);
  });

  test('logout-all with 150 sessions ends the streams and cached sessions on the other process', async () => {
    const email = 'many@log.example';
    const sessions: Session[] = [];
    for (let i = 0; i < 150; i++) sessions.push(await login(app, email));
    const last = sessions[sessions.length - 1]!;
    // The other process has the sessions cached and a stream open.
    for (const s of sessions.slice(-5)) {
      expect((await call(other, s, 'GET', '/me')).statusCode).toBe(200);
    }
    const theirStream = await stream(otherPort, last);
    let ended = false;
    theirStream.onEnd(() => {
      ended = true;
    });
    expect((await call(app, last, 'POST', '/logout-all')).statusCode).toBe(200);
    await eventually(() => ended);
    for (const s of sessions.slice(-5)) {
      await eventually(async () => (await call(other, s, 'GET', '/me')).statusCode === 401);
    }
  });
});

/**
 * An item event of over 10 KB, as twelve described images made one (the routes cap each text, not
 * the event), published the way the routes publish.
 */
const publishBig = (instance: FastifyInstance) =>
  instance.deps.bus.publish({
    teamId: ana.teamId,
    event: {
      type: 'list-item-added',
      listId: 'big-list',
      listName: 'Velik',
      itemName: 'Stavka s opisanim slikama '.repeat(420),
      userName: ana.email,
      userId: ana.userId,
    },
  });
