import { apiMessages } from '@organizator/shared/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sessions, users } from '../db/schema';
import { sha256 } from '../lib/ids';
import type { AppDeps, AuthContext } from '../types';
import { unauthorized } from './errors';

/** `Authorization: Bearer <token>`, or the bare token (the SPEC's client sends it as stored). */
export function readToken(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim();
  const match = /^bearer\s+(.*)$/i.exec(value);
  const token = (match ? match[1] : value)?.trim() ?? '';
  if (!token || /^bearer$/i.test(token) || token === 'null' || token === 'undefined') return null;
  return token.length > 512 ? null : token;
}

export async function resolveSession(deps: AppDeps, token: string): Promise<AuthContext | null> {
  const tokenHash = sha256(token);
  const cached = deps.cache.session(tokenHash);
  if (cached) return cached;
  const gen = deps.cache.generation();
  const [row] = await deps.database.db
    .select({ userId: users.id, teamId: users.teamId, name: users.name, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  const auth = { ...row, tokenHash };
  deps.cache.storeSession(auth, gen);
  return auth;
}

/** onRequest hook of every protected route: 401 before the body is even read. */
export function authenticate(deps: AppDeps) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = readToken(request.headers.authorization);
    if (!token) throw unauthorized(apiMessages.noAccessToken);
    const auth = await resolveSession(deps, token);
    if (!auth) throw unauthorized();
    request.auth = auth;
  };
}

/** The caller of a protected route (the hook has run, so it is set). */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(apiMessages.noAccessToken);
  return request.auth;
}
