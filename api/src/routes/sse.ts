import { apiMessages, sseQuery } from '@organizator/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readToken, resolveSession } from '../http/auth-hook';
import { forbidden, tooManyRequests, unauthorized } from '../http/errors';
import type { LiveStream } from '../live/hub';
import { backpressuredWrite, StreamSlots } from '../live/stream-guard';

/**
 * GET /api/sse?userId=ID: the live events of docs/product.md#api for the caller's team. The token in the
 * Authorization header must belong to userId. The reply is hijacked: written straight to the socket,
 * so neither compression nor any buffering sits between an event and the browser.
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
    const stream: LiveStream = {
      userId: auth.userId,
      teamId: auth.teamId,
      tokenHash: auth.tokenHash,
      write,
      end: () => raw.end(),
    };
    // A comment first, so the client (and tests) know the stream is registered.
    write('retry: 3000\n: connected\n\n');
    deps.hub.add(stream);
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
