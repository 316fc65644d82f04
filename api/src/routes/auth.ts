import { timingSafeEqual } from 'node:crypto';
import {
  apiMessages,
  emptyData,
  envelope,
  meResponse,
  sendVerificationTokenBody,
  updateMeBody,
  userResponse,
  verifyBody,
  verifyResponse,
} from '@organizator/shared/contract';
import { LOGIN_CODE_MAX_ATTEMPTS, LOGIN_CODE_TTL_MS } from '@organizator/shared/domain';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { loginCodes, sessions, teams, users } from '../db/schema';
import { caller } from '../http/auth-hook';
import { ok } from '../http/envelope';
import { HttpError, notFound, tooManyRequests, unauthorized } from '../http/errors';
import { newId, newLoginCode, randomToken, sha256 } from '../lib/ids';
import { invalidate } from '../lib/invalidate';
import { WindowLimiter } from '../lib/rate-limit';
import { loadUser } from '../lib/users';

export const codeLockedMessage = 'Previše pogrešnih pokušaja, zatražite novi kod';
const okEnvelope = envelope(emptyData);

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Finds the user of a verified e-mail, or creates them as the owner of a new team of their own.
 * A pending invite does not make them a member: they accept or decline it themselves (onboarding).
 */
async function findOrCreateUser(db: Db, email: string): Promise<{ id: string; newUser: boolean }> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) return { id: existing.id, newUser: false };
  return db.transaction(async (tx) => {
    const userId = newId();
    const teamId = newId();
    await tx.insert(teams).values({ id: teamId, ownerId: userId });
    const inserted = await tx
      .insert(users)
      .values({ id: userId, email, teamId })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (inserted.length === 0) {
      // A concurrent verify of the same e-mail won the race: undo ours, use theirs.
      throw new HttpError(409, 'Prijava je već u tijeku, pokušajte ponovno');
    }
    return { id: userId, newUser: true };
  });
}

/** POST /send-verification-token and POST /verify: the only calls open to anyone. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const sendPerIp = new WindowLimiter(deps.config.rateLimits.sendCodePerIp, deps.now);
  const verifyPerIp = new WindowLimiter(deps.config.rateLimits.verifyPerIp, deps.now);
  const { db } = deps.database;

  app.post(
    '/send-verification-token',
    { schema: { body: sendVerificationTokenBody, response: { 200: okEnvelope } } },
    async (request) => {
      if (!sendPerIp.hit(request.ip)) throw tooManyRequests();
      const { email } = request.body;
      const now = deps.now();
      const perEmail = deps.config.rateLimits.sendCodePerEmail;
      const [recent] = await db
        .select({ n: count() })
        .from(loginCodes)
        .where(
          and(
            eq(loginCodes.email, email),
            gt(loginCodes.createdAt, new Date(now - perEmail.windowMs)),
          ),
        );
      if ((recent?.n ?? 0) >= perEmail.max) throw tooManyRequests();

      const code = newLoginCode();
      // Only the newest code of an e-mail is valid: older ones are retired here.
      await db
        .update(loginCodes)
        .set({ consumedAt: new Date(now) })
        .where(and(eq(loginCodes.email, email), isNull(loginCodes.consumedAt)));
      await db.insert(loginCodes).values({
        id: newId(),
        email,
        codeHash: sha256(code),
        expiresAt: new Date(now + LOGIN_CODE_TTL_MS),
        ip: request.ip,
        createdAt: new Date(now),
      });
      const link = `${deps.config.appOrigin}/verify?code=${code}&email=${encodeURIComponent(email)}`;
      try {
        await deps.mailer.sendLoginCode({ to: email, code, link });
      } catch (error) {
        request.log.error({ err: error }, 'login mail not sent');
        throw new HttpError(502, 'Send email error, please try again');
      }
      // Old, finished codes are of no use to anyone: keep the table small.
      await db.delete(loginCodes).where(lt(loginCodes.createdAt, new Date(now - 24 * 60 * 60_000)));
      return ok(null, 'Kod je poslan');
    },
  );

  app.post(
    '/verify',
    { schema: { body: verifyBody, response: { 200: verifyResponse } } },
    async (request) => {
      if (!verifyPerIp.hit(request.ip)) throw tooManyRequests();
      const { email, token: code } = request.body;
      const now = deps.now();
      const [latest] = await db
        .select()
        .from(loginCodes)
        .where(eq(loginCodes.email, email))
        .orderBy(desc(loginCodes.createdAt))
        .limit(1);
      if (!latest || latest.consumedAt) throw unauthorized(apiMessages.invalidCode);
      if (latest.attempts >= LOGIN_CODE_MAX_ATTEMPTS) throw tooManyRequests(codeLockedMessage);
      if (latest.expiresAt.getTime() <= now) throw new HttpError(403, apiMessages.loginCodeExpired);
      if (!sameHash(sha256(code), latest.codeHash)) {
        await db
          .update(loginCodes)
          .set({ attempts: sql`${loginCodes.attempts} + 1` })
          .where(eq(loginCodes.id, latest.id));
        throw unauthorized(apiMessages.invalidCode);
      }
      // Single use, even under concurrent verifies: only one UPDATE can flip consumed_at.
      const consumed = await db
        .update(loginCodes)
        .set({ consumedAt: new Date(now) })
        .where(
          and(
            eq(loginCodes.id, latest.id),
            isNull(loginCodes.consumedAt),
            lt(loginCodes.attempts, LOGIN_CODE_MAX_ATTEMPTS),
          ),
        )
        .returning({ id: loginCodes.id });
      if (consumed.length === 0) throw unauthorized(apiMessages.invalidCode);

      const user = await findOrCreateUser(db, email);
      const token = randomToken();
      await db.insert(sessions).values({ tokenHash: sha256(token), userId: user.id });
      return ok({ session: { token }, newUser: user.newUser }, 'Prijava uspješna');
    },
  );
};

/** GET/PUT /me and POST /logout (behind the auth hook). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;

  app.get('/me', { schema: { response: { 200: meResponse } } }, async (request) => {
    const user = await loadUser(db, caller(request).userId);
    if (!user) throw unauthorized();
    return ok({ user });
  });

  app.put(
    '/me',
    { schema: { body: updateMeBody, response: { 200: userResponse } } },
    async (request) => {
      const { userId } = caller(request);
      const { name, dailyEnergyGoal } = request.body;
      await db
        .update(users)
        .set({
          ...(name !== undefined ? { name: name || null } : {}),
          ...(dailyEnergyGoal !== undefined ? { dailyEnergyGoal } : {}),
        })
        .where(eq(users.id, userId));
      // Cached sessions carry the name that live events show.
      await invalidate(deps, request, { users: [userId] });
      const user = await loadUser(db, userId);
      if (!user) throw notFound();
      return ok({ user }, 'Postavke su spremljene');
    },
  );

  app.post('/logout', { schema: { response: { 200: okEnvelope } } }, async (request) => {
    const { tokenHash } = caller(request);
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    await invalidate(deps, request, { sessions: [tokenHash] });
    return ok(null, 'Odjava uspješna');
  });
};
