import http from 'node:http';
import type net from 'node:net';

/**
 * Where one live-stream connection is cut: in its event frame `frame` (0-based, counting only frames
 * that carry data, on this connection), after `keep` of that frame's bytes have reached the page.
 * `keep` is given the frame's length: returning the length cuts between frames, right after it.
 */
export interface SseCut {
  frame: number;
  keep: (length: number) => number;
  /** Carried into the cut's record, to tell cuts of a kind apart. */
  label?: string;
}

/** A cut that happened. */
export interface CutMade {
  userId: string;
  /** The id of the frame the cut fell in or after ('' when it had none). */
  frameId: string;
  /** Inside a frame (a part of it reached the page), between frames, or dropped by `dropAndHold`. */
  where: 'inside' | 'between' | 'dropped';
  label?: string;
}

/**
 * An HTTP relay in front of the e2e server: the page is opened on its origin, so every request of
 * the app goes through it. Everything is forwarded as it is, except the response of `/api/sse`,
 * which it reads frame by frame and can cut at a chosen byte: the page gets that frame's first
 * bytes, then its connection to the relay is destroyed, as when a phone loses its signal inside a
 * frame. A user's new streams can also be held back (the phone is still without signal) while
 * events are made that the reconnect must replay.
 */
export interface SseCuttingProxy {
  origin: string;
  /** Chooses the cut of each new stream of a user (null: leave it whole). */
  planWith(choose: (userId: string) => SseCut | null): void;
  /** Cuts the user's next stream (its next connection) as given, whatever `planWith` says. */
  cutNext(userId: string, cut: SseCut): void;
  /** Cuts the user's open streams at once, between frames, and holds their next ones back. */
  dropAndHold(userId: string): void;
  /** Lets the user's held (and later) streams through. */
  release(userId: string): void;
  /** Streams of the user opened through the relay so far. */
  opened(userId: string): number;
  readonly cuts: readonly CutMade[];
  close(): Promise<void>;
}

const BLANK_LINE = Buffer.from('\n\n');

/** A frame that is an event (has data), not a comment, a `retry:` or a keep-alive. */
const isEvent = (frame: Buffer) => /(^|\n)data:/.test(frame.toString('utf8'));
const idOf = (frame: Buffer) => /(?:^|\n)id: ?([^\n]*)/.exec(frame.toString('utf8'))?.[1] ?? '';

/** Hop-by-hop headers are the relay's own business on each side. */
function endToEnd(headers: http.IncomingHttpHeaders) {
  const out = { ...headers };
  for (const name of ['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection']) {
    delete out[name];
  }
  return out;
}

export async function startSseCuttingProxy(target: URL): Promise<SseCuttingProxy> {
  const agent = new http.Agent({ keepAlive: true });
  const sockets = new Set<net.Socket>();
  const cuts: CutMade[] = [];
  const next = new Map<string, SseCut>();
  const held = new Map<string, (() => void)[]>();
  const open = new Map<string, Set<() => void>>();
  const openedCount = new Map<string, number>();
  let choose: (userId: string) => SseCut | null = () => null;

  const forward = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };

  const stream = (req: http.IncomingMessage, res: http.ServerResponse, userId: string) => {
    // Given up while held (the page went on to another attempt): nothing to forward.
    if (res.destroyed || req.destroyed || res.socket?.destroyed) return;
    openedCount.set(userId, (openedCount.get(userId) ?? 0) + 1);
    const cut = next.get(userId) ?? choose(userId);
    next.delete(userId);
    // Its own connection upstream: destroying it must not touch another request's socket.
    const upstream = http.request({
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: req.headers,
      agent: false,
    });
    let done = false;
    const end = () => {
      if (done) return;
      done = true;
      open.get(userId)?.delete(drop);
      upstream.destroy();
      res.socket?.destroy();
      res.destroy();
    };
    /** Cut between frames: only whole frames are ever passed on outside a planned cut. */
    const drop = () => {
      cuts.push({ userId, frameId: '', where: 'dropped' });
      end();
    };
    let set = open.get(userId);
    if (!set) {
      set = new Set();
      open.set(userId, set);
    }
    set.add(drop);
    res.on('close', end);
    upstream.on('error', end);
    upstream.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      res.flushHeaders();
      let pending = Buffer.alloc(0);
      let events = 0;
      answer.on('data', (chunk: Buffer) => {
        if (done) return;
        pending = Buffer.concat([pending, chunk]);
        for (;;) {
          const at = pending.indexOf(BLANK_LINE);
          if (at === -1) return;
          const frame = pending.subarray(0, at + BLANK_LINE.length);
          pending = pending.subarray(at + BLANK_LINE.length);
          if (cut && isEvent(frame) && events++ === cut.frame) {
            const keep = Math.max(0, Math.min(frame.length, cut.keep(frame.length)));
            cuts.push({
              userId,
              frameId: idOf(frame),
              where: keep < frame.length ? 'inside' : 'between',
              label: cut.label,
            });
            done = true;
            open.get(userId)?.delete(drop);
            upstream.destroy();
            // The bytes reach the socket before it goes; then the connection is simply gone.
            res.write(frame.subarray(0, keep), () => res.socket?.destroy());
            return;
          }
          res.write(frame);
        }
      });
      answer.on('end', () => {
        if (!done) res.end();
      });
    });
    req.pipe(upstream);
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://relay');
    const userId = url.pathname === '/api/sse' ? url.searchParams.get('userId') : null;
    if (userId === null) {
      forward(req, res);
      return;
    }
    const waiting = held.get(userId);
    if (waiting) waiting.push(() => stream(req, res, userId));
    else stream(req, res, userId);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    planWith(fn) {
      choose = fn;
    },
    cutNext(userId, cut) {
      next.set(userId, cut);
    },
    dropAndHold(userId) {
      if (!held.has(userId)) held.set(userId, []);
      for (const drop of [...(open.get(userId) ?? [])]) drop();
    },
    release(userId) {
      const waiting = held.get(userId) ?? [];
      held.delete(userId);
      for (const go of waiting) go();
    },
    opened: (userId) => openedCount.get(userId) ?? 0,
    cuts,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
