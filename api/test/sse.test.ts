import type { AddressInfo } from 'node:net';
import { liveEvent } from '@organizator/shared/contract';
import type { FastifyInstance } from 'fastify';
import { type Database, openPostgres } from '../src/db/client';
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

let database: Database;
let app: FastifyInstance;
let port: number;
let ana: Session; // team A owner, the actor
let marko: Session; // team A member
let vera: Session; // team B
let veraMate: Session; // team B member
const open: TestStream[] = [];

const listen = async (instance: FastifyInstance) => {
  await instance.listen({ port: 0, host: '127.0.0.1' });
  return (instance.server.address() as AddressInfo).port;
};
const stream = async (
  p: number,
  s: Session,
  userId = s.userId,
  auth = s.auth.authorization,
  origin?: string,
) => {
  const opened = await openStream(p, userId, auth, {}, origin);
  open.push(opened);
  return opened;
};
const call = (
  instance: FastifyInstance,
  s: Session,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  instance.inject({ method, url: `/api${url}`, headers: s.auth, ...(payload ? { payload } : {}) });

const suite = useTestSuite({ config: { sseKeepAliveMs: 200 } });
beforeAll(async () => {
  ({ app, database } = suite);
  port = await listen(app);
  ana = await login(app, 'ana@a.example');
  marko = await joinTeam(app, ana, 'marko@a.example');
  vera = await login(app, 'vera@b.example');
  veraMate = await joinTeam(app, vera, 'ivo@b.example');
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

describe('live events', () => {
  test('a change reaches the other team member within a second, not the tab it came from, not team B', async () => {
    const markoStream = await stream(port, marko);
    const anaLaptop = inTab(ana, 'ana-laptop-1');
    const anaStream = await stream(port, ana, ana.userId, ana.auth.authorization, 'ana-laptop-1');
    const veraStream = await stream(port, vera);

    const started = Date.now();
    const list = body<{ list: { id: string } }>(
      await call(app, anaLaptop, 'POST', '/lists', { name: 'Petak' }),
    ).data.list;
    await call(app, anaLaptop, 'POST', `/lists/${list.id}/items`, { name: 'Kruh' });
    const event = await markoStream.next('list-item-added');
    expect(event.at - started).toBeLessThan(1000);
    expect(liveEvent.parse({ type: event.type, ...event.data })).toEqual({
      type: 'list-item-added',
      listId: list.id,
      listName: 'Petak',
      itemName: 'Kruh',
      userName: 'ana@a.example',
      userId: ana.userId,
      // The item as stored, so the member's client patches its list instead of fetching it again.
      item: expect.objectContaining({ listId: list.id, name: 'Kruh', isDone: false, images: [] }),
    });
    // Absence is checked after a later event that each stream must get: had the acting tab's own
    // change or team A's change reached them, it would have arrived first.
    await call(app, marko, 'PUT', `/lists/${list.id}`, { name: 'Petak navečer' });
    expect((await anaStream.next('list-updated')).data.userId).toBe(marko.userId);
    expect(anaStream.events.map((e) => e.type)).toEqual(['list-updated']);
    const veraList = body<{ list: { id: string } }>(
      await call(app, veraMate, 'POST', '/lists', { name: 'Tim B' }),
    ).data.list;
    expect((await veraStream.next('list-updated')).data.listId).toBe(veraList.id);
    expect(veraStream.events.map((e) => e.type)).toEqual(['list-updated']);
  });

  test("a member's change reaches their other tabs and devices, only not the tab it came from", async () => {
    const laptop = await stream(port, ana, ana.userId, ana.auth.authorization, 'ana-laptop-2');
    const phone = await stream(port, ana, ana.userId, ana.auth.authorization, 'ana-phone-2');
    const unnamed = await stream(port, ana);
    const list = body<{ list: { id: string } }>(
      await call(app, inTab(ana, 'ana-phone-2'), 'POST', '/lists', { name: 'Vikend' }),
    ).data.list;
    await call(app, inTab(ana, 'ana-phone-2'), 'POST', `/lists/${list.id}/items`, {
      name: 'Banane',
    });
    for (const s of [laptop, unnamed]) {
      expect((await s.next('list-item-added')).data).toMatchObject({
        userId: ana.userId,
        itemName: 'Banane',
      });
      // No client is told another tab's origin.
      expect(JSON.stringify(s.events)).not.toContain('ana-phone-2');
    }
    // A change from the laptop reaches the phone: checked after it, the phone's own never came.
    await call(app, inTab(ana, 'ana-laptop-2'), 'PUT', `/lists/${list.id}`, { name: 'Nedjelja' });
    expect((await phone.next('list-updated')).data.listName).toBe('Nedjelja');
    expect(phone.events.map((e) => e.type)).toEqual(['list-updated']);
    // And the laptop's own change did not come back to it: checked after a teammate's later one.
    await call(app, marko, 'PUT', `/lists/${list.id}`, { name: 'Ponedjeljak' });
    await eventually(async () => laptop.events.some((e) => e.data.listName === 'Ponedjeljak'));
    expect(laptop.events.map((e) => [e.type, e.data.userId])).toEqual([
      ['list-updated', ana.userId],
      ['list-item-added', ana.userId],
      ['list-updated', marko.userId],
    ]);
  });

  test('an origin that is not a short token is ignored: the stream opens and hears everything', async () => {
    const odd = await stream(port, ana, ana.userId, ana.auth.authorization, 'no spaces!');
    expect(odd.status).toBe(200);
    const list = body<{ list: { id: string } }>(
      await call(app, inTab(ana, 'no spaces!'), 'POST', '/lists', { name: 'Čudno' }),
    ).data.list;
    expect((await odd.next('list-updated')).data.listId).toBe(list.id);
  });

  test('all five events, with the actor’s name once they have one', async () => {
    await call(app, ana, 'PUT', '/me', { name: 'Ana' });
    const markoStream = await stream(port, marko);
    const list = body<{ list: { id: string } }>(
      await call(app, ana, 'POST', '/lists', { name: 'Subota' }),
    ).data.list;
    const expectEvent = async (type: string) => {
      const event = await markoStream.next(type);
      expect(() => liveEvent.parse({ type: event.type, ...event.data })).not.toThrow();
      expect(event.data.userName).toBe('Ana');
      return event;
    };
    await expectEvent('list-updated');
    // One change at a time: changes of one item within a batch would be merged into one event.
    const item = body<{ item: { id: string } }>(
      await call(app, ana, 'POST', `/lists/${list.id}/items`, { name: 'Mlijeko' }),
    ).data.item;
    await expectEvent('list-item-added');
    await call(app, ana, 'PUT', `/lists/${list.id}/items/${item.id}`, { isDone: true });
    expect((await expectEvent('list-item-updated')).data.item).toMatchObject({
      id: item.id,
      isDone: true,
    });
    await call(app, ana, 'PUT', `/lists/${list.id}/reset`);
    await expectEvent('list-items-restarted');
    await call(app, ana, 'PUT', `/lists/${list.id}`, { name: 'Nedjelja' });
    await expectEvent('list-updated');
    await call(app, ana, 'DELETE', `/lists/${list.id}/items/${item.id}`);
    expect((await expectEvent('list-item-deleted')).data.itemId).toBe(item.id);
    expect(markoStream.events.at(-1)).toMatchObject({
      type: 'list-item-deleted',
      data: { itemName: 'Mlijeko', listName: 'Nedjelja' },
    });
  });

  test('streams send keep-alive comments', async () => {
    const markoStream = await stream(port, marko);
    await eventually(async () => markoStream.comments.includes('keep-alive'));
  });

  test('a stream is refused without a token (401), with a bad one (401), for another user (403)', async () => {
    expect((await stream(port, marko, marko.userId, '')).status).toBe(401);
    expect((await stream(port, marko, marko.userId, 'Bearer nope')).status).toBe(401);
    expect((await stream(port, marko, ana.userId)).status).toBe(403);
    expect((await stream(port, vera, ana.userId)).status).toBe(403);
    const noUser = await app.inject({ url: '/api/sse', headers: marko.auth });
    expect(noUser.statusCode).toBe(400);
  });

  test('logging out ends the streams of that session', async () => {
    const extra = await login(app, 'marko@a.example');
    const s = await stream(port, extra);
    const ended = new Promise<void>((resolve) => s.onEnd(resolve));
    await app.inject({ method: 'POST', url: '/api/logout', headers: extra.auth });
    await ended;
  });

  test('a closed stream is forgotten', async () => {
    const before = app.deps.hub.size;
    const s = await stream(port, marko);
    expect(app.deps.hub.size).toBe(before + 1);
    s.close();
    await eventually(async () => app.deps.hub.size === before);
  });

  (onPostgres ? test : test.skip)(
    'two API processes on one PostgreSQL deliver across each other (LISTEN/NOTIFY)',
    async () => {
      if (!database.url) throw new Error('no url');
      const second = await openPostgres(database.url, 3);
      const other = await makeApp(second);
      try {
        const otherPort = await listen(other);
        // Marko listens on instance 2; Ana writes through instance 1.
        const markoStream = await stream(otherPort, marko);
        const veraStream = await stream(otherPort, vera);
        const started = Date.now();
        await call(app, ana, 'POST', '/lists', { name: 'Preko instanci' });
        const event = await markoStream.next('list-updated');
        expect(event.data).toMatchObject({ listName: 'Preko instanci', userId: ana.userId });
        expect(event.at - started).toBeLessThan(1000);
        // Team B hears of its own list across instances, and of nothing of team A's before it.
        await call(app, veraMate, 'POST', '/lists', { name: 'Tim B preko instanci' });
        await veraStream.next('list-updated');
        expect(veraStream.events.map((e) => e.data.listName)).toEqual(['Tim B preko instanci']);

        // Cached reads on instance 2 follow writes made through instance 1.
        const listId = String(event.data.listId);
        const read = async () =>
          body<{ list: { name: string } }>(
            await other.inject({ url: `/api/lists/${listId}`, headers: marko.auth }),
          ).data.list.name;
        expect(await read()).toBe('Preko instanci');
        // An answer kept from one process is confirmed by the other: the ETag is of the bytes.
        const kept = await app.inject({ url: `/api/lists/${listId}`, headers: marko.auth });
        const askedAgain = () =>
          other.inject({
            url: `/api/lists/${listId}`,
            headers: { ...marko.auth, 'if-none-match': String(kept.headers.etag) },
          });
        expect((await askedAgain()).statusCode).toBe(304);
        await call(app, ana, 'PUT', `/lists/${listId}`, { name: 'Preimenovan' });
        await eventually(async () => (await read()) === 'Preimenovan');
        expect((await askedAgain()).statusCode).toBe(200);
        // A logout on instance 1 ends the session on instance 2 too.
        expect((await other.inject({ url: '/api/me', headers: marko.auth })).statusCode).toBe(200);
        await app.inject({ method: 'POST', url: '/api/logout', headers: marko.auth });
        await eventually(
          async () =>
            (await other.inject({ url: '/api/me', headers: marko.auth })).statusCode === 401,
        );
      } finally {
        for (const s of open.splice(0)) s.close();
        await other.close();
        await second.close();
      }
    },
  );
});
