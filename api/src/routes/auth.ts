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
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { loginCodes, sessions, teams, users } from '../db/schema';
import { caller } from '../http/auth-hook';
import { ok } from '../http/envelope';
import { HttpError, notFound, tooManyRequests, unauthorized } from '../http/errors';
import { CLEAR_CACHE } from '../http/revalidation';
import { change } from '../lib/change';
import { newId, newLoginCode, randomToken, sha256 } from '../lib/ids';
import { loginMail } from '../lib/login-mail';
import { createLimiter } from '../lib/shared-counters';
import { loadUser } from '../lib/users';

export const codeLockedMessage = 'Previše pogrešnih pokušaja, zatražite novi kod';
const okEnvelope = envelope(emptyData);

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
  const limits = deps.config.rateLimits;
  const sendPerIp = createLimiter(deps.database, 'send-ip', limits.sendCodePerIp, deps.now);
  const verifyPerIp = createLimiter(deps.database, 'verify-ip', limits.verifyPerIp, deps.now);
  const wrongPerIp = createLimiter(deps.database, 'wrong-ip', limits.wrongCodePerIp, deps.now);
  const { db } = deps.database;

  app.post(
    '/send-verification-token',
    { schema: { body: sendVerificationTokenBody, response: { 200: okEnvelope } } },
    async (request) => {
      if (!(await sendPerIp.hit(request.ip))) throw tooManyRequests();
      const { email } = request.body;
      const now = deps.now();
      // Another client's requests never use up this client's allowance for the e-mail; the
      // all-clients cap is far higher and only stops a mail flood from many addresses.
      const since = (limit: { windowMs: number }) => new Date(now - limit.windowMs);
      const [recent] = await db
        .select({
          all: sql<number>`count(*) filter (where ${loginCodes.createdAt} > ${since(limits.sendCodePerEmail)})`,
          mine: sql<number>`count(*) filter (where ${loginCodes.ip} = ${request.ip} and ${loginCodes.createdAt} > ${since(limits.sendCodePerEmailIp)})`,
        })
        .from(loginCodes)
        .where(eq(loginCodes.email, email));
      if (
        Number(recent?.mine ?? 0) >= limits.sendCodePerEmailIp.max ||
        Number(recent?.all ?? 0) >= limits.sendCodePerEmail.max
      ) {
        throw tooManyRequests();
      }

      const code = newLoginCode();
      // A new code retires the older codes this client asked for, never another client's: a
      // stranger asking for codes must not void the one the owner is about to type.
      await db
        .update(loginCodes)
        .set({ consumedAt: new Date(now) })
        .where(
          and(
            eq(loginCodes.email, email),
            eq(loginCodes.ip, request.ip),
            isNull(loginCodes.consumedAt),
          ),
        );
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
        await deps.mailer.send(loginMail(email, code, link));
      } catch (error) {
        request.log.error({ err: error }, 'login mail not sent');
        throw new HttpError(502, 'Send email error, please try again');
      }
      // Old, finished codes are of no use to anyone: keep the table small.
      await db.delete(loginCodes).where(lt(loginCodes.createdAt, new Date(now - 24 * 60 * 60_000)));
      return ok(null, apiMessages.codeSent);
    },
  );

  app.post(
    '/verify',
    { schema: { body: verifyBody, response: { 200: verifyResponse } } },
    async (request) => {
      if (!(await verifyPerIp.hit(request.ip))) throw tooManyRequests();
      // A client that has sent too many wrong codes may not guess on, right or wrong.
      if (await wrongPerIp.exhausted(request.ip)) throw tooManyRequests();
      const { email, token: code } = request.body;
      const now = deps.now();
      const live = and(
        eq(loginCodes.email, email),
        isNull(loginCodes.consumedAt),
        gt(loginCodes.expiresAt, new Date(now)),
        lt(loginCodes.attempts, LOGIN_CODE_MAX_ATTEMPTS),
      );
      // Check and use in one statement: under concurrent verifies only one can flip consumed_at,
      // and only while the code has tries left.
      const [used] = await db
        .update(loginCodes)
        .set({ consumedAt: new Date(now) })
        .where(and(live, eq(loginCodes.codeHash, sha256(code))))
        .returning({ id: loginCodes.id });
      if (!used) {
        await wrongPerIp.hit(request.ip);
        // A wrong code is one try against every live code of the e-mail (it could have been any of
        // them). Counted in the same statement that checks the limit, so concurrent guesses never
        // get more tries than allowed.
        const counted = await db
          .update(loginCodes)
          .set({ attempts: sql`${loginCodes.attempts} + 1` })
          .where(live)
          .returning({ id: loginCodes.id });
        if (counted.length > 0) throw unauthorized(apiMessages.invalidCode);
        throw await whyRefused(db, email, now);
      }

      const user = await findOrCreateUser(db, email);
      const token = randomToken();
      await db
        .insert(sessions)
        .values({ tokenHash: sha256(token), userId: user.id, lastUsedAt: new Date(now) });
      // Sessions idle past their lifetime are refused on sight; here they also leave the table.
      await db
        .delete(sessions)
        .where(lt(sessions.lastUsedAt, new Date(now - deps.config.sessionIdleMs)));
      return ok({ session: { token }, newUser: user.newUser }, apiMessages.signedIn);
    },
  );
};

/** No live code took the guess: say why, from the e-mail's newest code. */
async function whyRefused(db: Db, email: string, now: number): Promise<HttpError> {
  const [latest] = await db
    .select()
    .from(loginCodes)
    .where(eq(loginCodes.email, email))
    .orderBy(desc(loginCodes.createdAt))
    .limit(1);
  if (!latest || latest.consumedAt) return unauthorized(apiMessages.invalidCode);
  if (latest.attempts >= LOGIN_CODE_MAX_ATTEMPTS) return tooManyRequests(codeLockedMessage);
  if (latest.expiresAt.getTime() <= now) return new HttpError(403, apiMessages.loginCodeExpired);
  return unauthorized(apiMessages.invalidCode);
}

/** GET/PUT /me, POST /logout and POST /logout-all (behind the auth hook). */
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
      await change(deps, async (tx, out) => {
        await tx
          .update(users)
          .set({
            ...(name !== undefined ? { name: name || null } : {}),
            ...(dailyEnergyGoal !== undefined ? { dailyEnergyGoal } : {}),
          })
          .where(eq(users.id, userId));
        // Cached sessions carry the name that live events show.
        out.invalidate({ users: [userId] });
      });
      const user = await loadUser(db, userId);
      if (!user) throw notFound();
      return ok({ user }, apiMessages.settingsSaved);
    },
  );

  // Signed out, the browser drops the answers it kept for this user (docs/decisions/api.md,
  // "Answers revalidated").
  app.post('/logout', { schema: { response: { 200: okEnvelope } } }, async (request, reply) => {
    const { tokenHash } = caller(request);
    await change(deps, async (tx, out) => {
      await tx.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
      out.invalidate({ sessions: [tokenHash] });
    });
    reply.header('clear-site-data', CLEAR_CACHE);
    return ok(null, apiMessages.signedOut);
  });

  app.post(
    '/logout-all',
    {
      schema: {
        summary: 'Signs the caller out on every device (every session of the user ends)',
        response: { 200: okEnvelope },
      },
    },
    async (request, reply) => {
      const { userId } = caller(request);
      await change(deps, async (tx, out) => {
        const ended = await tx
          .delete(sessions)
          .where(eq(sessions.userId, userId))
          .returning({ tokenHash: sessions.tokenHash });
        // Cached sessions and open live streams of every process end with them.
        out.invalidate({ sessions: ended.map((s) => s.tokenHash), users: [userId] });
      });
      reply.header('clear-site-data', CLEAR_CACHE);
      return ok(null, apiMessages.signedOutEverywhere);
    },
  );
};
