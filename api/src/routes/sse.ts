import {
  apiMessages,
  isDeparture,
  LIVE_RESYNC_EVENT,
  sseQuery,
} from '@organizator/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readToken, resolveSession } from '../http/auth-hook';
import { forbidden, tooManyRequests, unauthorized } from '../http/errors';
import { cameFrom, frame, type LiveStream } from '../live/hub';
import { liveOriginOf } from '../live/origin';
import { backpressuredWrite, StreamSlots } from '../live/stream-guard';

/** The Last-Event-ID a reconnecting client sent: an event id, or undefined (a first connection). */
function lastEventId(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  // Anything else came from elsewhere (another deployment, a tampered client): treat it as too old.
  return Number.isSafeInteger(n) && n >= 0 ? n : -1;
}

const resyncFrame = `event: ${LIVE_RESYNC_EVENT}\ndata: {}\n\n`;

/**
 * GET /api/sse?userId=ID&origin=ORIGIN: the live events of docs/product.md#api for the caller's team.
 * The token in the Authorization header must belong to userId. `origin` is the tab's live origin:
 * the changes that tab's requests made (sent with the same origin) are left out of its stream; an
 * origin that is not a valid token is ignored, and the stream then gets every change. The reply is hijacked: written straight to the socket,
 * so neither compression nor any buffering sits between an event and the browser.
 *
 * Every frame carries its event id. A client reconnecting with `Last-Event-ID` first gets the
 * team's events it missed (from the stored events, whichever process sent them), then the live
 * ones; when those are no longer stored (older than the retention window) it gets a `resync`
 * event instead and refetches what it shows.
 */
export const sseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const slots = new StreamSlots(deps.config.sseStreamsPerUser);
  app.get('/sse', { schema: { querystring: sseQuery, hide: true } }, async (request, reply) => {
    const token = readToken(request.headers.authorization);
    if (!token) throw unauthorized(apiMessages.noAccessToken);
    const auth = await resolveSession(deps, token);
    if (!auth) throw unauthorized();
    if (auth.userId !== request.query.userId) throw forbidden();
    if (!slots.take(auth.userId)) throw tooManyRequests(apiMessages.tooManyStreams);

    reply.hijack();
    const raw = reply.raw;
    const headers: Record<string, string | number | string[]> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) headers[name] = value;
    }
    raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.socket?.setNoDelay(true);
    const write = backpressuredWrite(raw, deps.config.sseMaxBufferedBytes);
    const resumeFrom = lastEventId(request.headers['last-event-id']);
    // While missed events are replayed, live ones wait here, so the client gets them in order.
    let held: { chunk: string | Buffer; upTo?: number }[] | null =
      resumeFrom === undefined ? null : [];
    /**
     * The id of the last event this stream has sent. A live chunk wholly at or below it repeats what
     * went out already: the replay covered it, and the hub handed it on late (the log holds ids back
     * behind a hole until the transactions writing it end), so it would come again out of order.
     */
    let sentUpTo = -1;
    const send = (chunk: string | Buffer, upTo?: number) => {
      if (upTo !== undefined && upTo <= sentUpTo) return;
      write(chunk);
      if (upTo !== undefined) sentUpTo = upTo;
    };
    const stream: LiveStream = {
      userId: auth.userId,
      teamId: auth.teamId,
      tokenHash: auth.tokenHash,
      origin: liveOriginOf(request.query.origin),
      write: (chunk, upTo) => {
        if (held) held.push({ chunk, upTo });
        else send(chunk, upTo);
      },
      end: () => raw.end(),
    };
    // A comment first, so the client (and tests) know the stream is registered.
    write('retry: 3000\n: connected\n\n');
    deps.hub.add(stream);
    if (resumeFrom !== undefined) {
      let replayedUpTo = resumeFrom;
      try {
        const missed = resumeFrom < 0 ? null : await deps.bus.since(auth.teamId, resumeFrom);
        if (missed === null) {
          write(resyncFrame);
        } else {
          for (const { id, event, origin } of missed) {
            // Never this tab's own changes, as live; a departure of this very user always goes out.
            const departed = isDeparture(event) && event.memberId === auth.userId;
            if (!departed && cameFrom(stream, { event, origin })) continue;
            write(frame(event, id));
          }
          replayedUpTo = missed.at(-1)?.id ?? resumeFrom;
        }
      } catch (error) {
        request.log.warn({ err: error }, 'missed live events not read; asking for a resync');
        write(resyncFrame);
      }
      // Live chunks wholly covered by the replay are dropped; later ones go out as they came.
      sentUpTo = Math.max(sentUpTo, replayedUpTo);
      for (const { chunk, upTo } of held ?? []) send(chunk, upTo);
      held = null;
    }
    const keepAlive = setInterval(() => write(': keep-alive\n\n'), deps.config.sseKeepAliveMs);
    keepAlive.unref();
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(keepAlive);
      deps.hub.remove(stream);
      slots.release(auth.userId);
    };
    raw.on('close', close);
    raw.on('finish', close);
    raw.on('error', close);
    // The client may have gone while the session was looked up: then no 'close' is coming.
    if (raw.destroyed || raw.socket?.destroyed) close();
  });
};
