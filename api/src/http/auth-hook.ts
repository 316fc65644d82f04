import { apiMessages } from '@organizator/shared/contract';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessions, users } from '../db/schema';
import { sha256 } from '../lib/ids';
import type { AppDeps, AuthContext } from '../types';
import { unauthorized } from './errors';
import { CLEAR_CACHE } from './revalidation';

/** `Authorization: Bearer <token>`, or the bare token (the earlier client sends it as stored). */
export function readToken(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim();
  const match = /^bearer\s+(.*)$/i.exec(value);
  const token = (match ? match[1] : value)?.trim() ?? '';
  if (!token || /^bearer$/i.test(token) || token === 'null' || token === 'undefined') return null;
  return token.length > 512 ? null : token;
}

/**
 * The caller behind a token, or null. Sessions expire after `sessionIdleMs` without use (rolling);
 * the last use is written at most once per `sessionTouchMs`, so a read stays a read. A cached
 * session is trusted for the cache's short TTL, which is negligible next to the idle period.
 */
export async function resolveSession(deps: AppDeps, token: string): Promise<AuthContext | null> {
  const tokenHash = sha256(token);
  const cached = deps.cache.session(tokenHash);
  if (cached) return cached;
  const gen = deps.cache.generation();
  const { db } = deps.database;
  const [row] = await db
    .select({
      userId: users.id,
      teamId: users.teamId,
      name: users.name,
      email: users.email,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  const now = deps.now();
  const idle = now - row.lastUsedAt.getTime();
  if (idle > deps.config.sessionIdleMs) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (idle > deps.config.sessionTouchMs) {
    await db
      .update(sessions)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  const { lastUsedAt: _seen, ...auth } = { ...row, tokenHash };
  deps.cache.storeSession(auth, gen);
  return auth;
}

/**
 * onRequest hook of every protected route: 401 before the body is even read. A token that no
 * longer opens a session (signed out elsewhere, expired) also clears the browser's HTTP cache: the
 * answers it kept for that session are private.
 */
export function authenticate(deps: AppDeps) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = readToken(request.headers.authorization);
    if (!token) throw unauthorized(apiMessages.noAccessToken);
    const auth = await resolveSession(deps, token);
    if (!auth) {
      reply.header('clear-site-data', CLEAR_CACHE);
      throw unauthorized();
    }
    request.auth = auth;
  };
}

/** The caller of a protected route (the hook has run, so it is set). */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(apiMessages.noAccessToken);
  return request.auth;
}
