import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { backpressuredWrite } from '../src/live/stream-guard';
import { eventually } from './eventually';
import { body, login, type Session, useTestSuite } from './helpers';
import { openStream, sleep, type TestStream } from './sse-client';

/** Live streams are a resource like any other: capped per user, dropped when nobody reads them. */
let app: FastifyInstance;
let port: number;
let ana: Session;
let ivo: Session;
const open: TestStream[] = [];
const sockets: Socket[] = [];

const suite = useTestSuite({
  config: { sseStreamsPerUser: 3, sseMaxBufferedBytes: 64 * 1024 },
});
beforeAll(async () => {
  ({ app } = suite);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  ana = await login(app, 'ana@streams.example');
  ivo = await login(app, 'ivo@streams.example');
});
afterEach(async () => {
  for (const s of open.splice(0)) s.close();
  for (const s of sockets.splice(0)) s.destroy();
  // The server learns of a closed stream a moment later; the next test starts with every slot free.
  await eventually(() => app.deps.hub.size === 0);
});

const stream = async (s: Session) => {
  const opened = await openStream(port, s.userId, s.auth.authorization);
  open.push(opened);
  return opened;
};

describe('streams per user', () => {
  test('past the cap a new stream is refused with 429 in the envelope; other users are not', async () => {
    for (let i = 0; i < 3; i++) expect((await stream(ana)).status).toBe(200);
    const refused = await app.inject({ url: `/api/sse?userId=${ana.userId}`, headers: ana.auth });
    expect(refused.statusCode).toBe(429);
    expect(body(refused)).toEqual({
      success: false,
      message: 'Previše otvorenih veza uživo',
      data: null,
    });
    expect((await stream(ivo)).status).toBe(200);
  });

  test('a closed stream frees its slot', async () => {
    const streams = [await stream(ana), await stream(ana), await stream(ana)];
    const before = app.deps.hub.size;
    streams[0]?.close();
    await eventually(() => app.deps.hub.size === before - 1);
    expect((await stream(ana)).status).toBe(200);
  });
});

describe('backpressure', () => {
  test('a writer whose output does not drain destroys it past the limit', () => {
    // A sink that accepts bytes but never finishes writing them, like a socket nobody reads.
    const sink = new Writable({ highWaterMark: 1024, write: () => undefined });
    const write = backpressuredWrite(sink, 8 * 1024);
    for (let i = 0; i < 100 && !sink.destroyed; i++) write(Buffer.alloc(512));
    expect(sink.destroyed).toBe(true);
    expect(sink.writableLength).toBeLessThanOrEqual(8 * 1024 + 512);
    expect(() => write('more')).not.toThrow();
  });

  test('a stream whose client never reads is dropped, and the rest keep theirs', async () => {
    const reader = await stream(ana);
    // A client that opens the stream and then never reads a byte.
    const stalled = connect({ host: '127.0.0.1', port });
    sockets.push(stalled);
    stalled.setNoDelay(true);
    stalled.write(
      `GET /api/sse?userId=${ivo.userId} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Authorization: ${ivo.auth.authorization}\r\n\r\n`,
    );
    const hubBefore = app.deps.hub.size;
    await eventually(() => app.deps.hub.size === hubBefore + 1);
    stalled.pause();

    // Events of a third user reach both streams until the stalled one's backlog passes the limit.
    const team = ivo.teamId;
    const event = {
      type: 'list-updated' as const,
      listId: 'x',
      listName: 'x'.repeat(4000),
      userName: 'Netko',
      userId: 'someone-else',
    };
    let sent = 0;
    while (app.deps.hub.size > hubBefore && sent < 20_000) {
      await app.deps.bus.publish({ teamId: team, event: { ...event, listId: `l${sent}` } });
      sent += 1;
      if (sent % 50 === 0) await sleep(1);
    }
    await eventually(() => app.deps.hub.size === hubBefore);
    expect(sent).toBeLessThan(20_000);
    // The reading stream (another team) is still there and still served.
    expect(reader.status).toBe(200);
    expect(app.deps.hub.size).toBe(hubBefore);
  });
});

describe('slots after a logout', () => {
  test('streams ended by a logout give their slots back', async () => {
    const extra = await login(app, 'ana@streams.example');
    for (let i = 0; i < 3; i++) {
      const s = await openStream(port, extra.userId, extra.auth.authorization);
      open.push(s);
      expect(s.status).toBe(200);
    }
    await app.inject({ method: 'POST', url: '/api/logout-all', headers: extra.auth });
    const again = await login(app, 'ana@streams.example');
    const s = await openStream(port, again.userId, again.auth.authorization);
    open.push(s);
    expect(s.status).toBe(200);
  });
});
