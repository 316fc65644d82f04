import { createHash } from 'node:crypto';
import etag from '@fastify/etag';
import { LIVE_EVENT_ID_HEADER } from '@organizator/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What a signed-in GET answer may be kept as: by this browser only, and asked again before every
 * reuse (with its ETag, so an unchanged answer comes back as a bodiless 304).
 */
export const PRIVATE_REVALIDATED = 'private, no-cache';

/** Tells the browser to drop the origin's HTTP cache: the signed-in answers it kept among them. */
export const CLEAR_CACHE = '"cache"';

/**
 * The read cache hands out one Buffer per answer until a write replaces it: each is hashed once,
 * not on every request (the largest answers are the ones asked most).
 */
const hashed = new WeakMap<Buffer, string>();

function contentHash(payload: string | Buffer): string {
  const known = typeof payload === 'string' ? undefined : hashed.get(payload);
  if (known) return known;
  const hash = createHash('sha1').update(payload).digest('base64url');
  if (typeof payload !== 'string') hashed.set(payload, hash);
  return hash;
}

/**
 * Every answer sent as bytes gets a weak ETag of them (weak: compression sends other bytes of the
 * same answer), and a request naming it in If-None-Match gets 304 without the body. Registered
 * before compression, whose hook turns the body into a stream that could not be hashed.
 */
export async function installRevalidation(app: FastifyInstance): Promise<void> {
  await app.register(etag, { weak: true, hashFn: contentHash });
  app.addHook('onSend', leanNotModified);
}

/**
 * What a 304 carries: the fields a cache updates its stored copy with (RFC 9110, 304 Not Modified),
 * CORS, and where the event log stood at this read. The security headers were stored with the
 * answer and stay in force; sent again they were about 700 of a 304's 900 bytes, on every poll,
 * every return to the tab and every remote manifest and entry a page load revalidates. A page keeps
 * them all: its CSP can change with the server's configuration while its bytes stay the same.
 */
const KEPT_ON_304 = new Set([
  'cache-control',
  'etag',
  'vary',
  'expires',
  'content-location',
  // Where the event log stood at this revalidation: the stored copy's own is older.
  LIVE_EVENT_ID_HEADER,
]);

function leanNotModified(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  const page = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
  if (reply.statusCode === 304 && !page) {
    for (const name of Object.keys(reply.getHeaders())) {
      if (!KEPT_ON_304.has(name) && !name.startsWith('access-control-')) reply.removeHeader(name);
    }
  }
  done(null, payload);
}

/** onSend hook of the signed-in routes: their GET answers are private and always revalidated. */
export function privateRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  const kept = reply.statusCode === 200 || reply.statusCode === 304;
  if (request.method === 'GET' && kept && !reply.hasHeader('cache-control')) {
    reply.header('cache-control', PRIVATE_REVALIDATED);
  }
  done(null, payload);
}
