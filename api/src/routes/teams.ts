import {
  apiMessages,
  type Team,
  teamInviteBody,
  teamInviteResponse,
  teamResponse,
} from '@organizator/shared/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { teamInvites, teams, users } from '../db/schema';
import { caller } from '../http/auth-hook';
import { ok } from '../http/envelope';
import { badRequest, forbidden, notFound } from '../http/errors';
import { newId } from '../lib/ids';

async function loadTeam(db: Db, teamId: string): Promise<Team | null> {
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId));
  if (!team) return null;
  const [members, invites] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.teamId, teamId))
      .orderBy(asc(users.createdAt), asc(users.id)),
    db
      .select({ email: teamInvites.email, teamId: teamInvites.teamId, status: teamInvites.status })
      .from(teamInvites)
      .where(eq(teamInvites.teamId, teamId))
      .orderBy(desc(teamInvites.createdAt)),
  ]);
  return {
    id: team.id,
    ownerId: team.ownerId,
    members: members.map((user) => ({ userId: user.id, user })),
    invites,
  };
}

/** The team the caller owns, or a 403 with the given message (also for unknown team ids). */
async function ownedTeam(db: Db, teamId: string, userId: string, message: string) {
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId));
  if (!team || team.ownerId !== userId) throw forbidden(message);
  return team;
}

/** GET /my-team, GET /owned-teams, POST and DELETE /team-invites (SPEC §6: owners only). */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get('/my-team', { schema: { response: { 200: teamResponse } } }, async (request) => {
    return ok({ team: await loadTeam(db, caller(request).teamId) });
  });

  app.get('/owned-teams', { schema: { response: { 200: teamResponse } } }, async (request) => {
    const { teamId, userId } = caller(request);
    const team = await loadTeam(db, teamId);
    return ok({ team: team && team.ownerId === userId ? team : null });
  });

  app.post(
    '/team-invites',
    { schema: { body: teamInviteBody, response: { 200: teamInviteResponse } } },
    async (request) => {
      const { userId } = caller(request);
      const { email, teamId } = request.body;
      await ownedTeam(db, teamId, userId, apiMessages.onlyOwnersCanSendInvites);
      const [member] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), eq(users.teamId, teamId)));
      if (member) throw badRequest('User is already a team member (already exists)');
      const inserted = await db
        .insert(teamInvites)
        .values({ id: newId(), teamId, email })
        .onConflictDoNothing()
        .returning({
          email: teamInvites.email,
          teamId: teamInvites.teamId,
          status: teamInvites.status,
        });
      const invite = inserted[0];
      if (!invite) throw badRequest(apiMessages.inviteAlreadyExists);
      return ok({ invite }, `Pozivnica je poslana na ${email}`);
    },
  );

  app.delete(
    '/team-invites',
    { schema: { body: teamInviteBody, response: { 200: teamInviteResponse } } },
    async (request) => {
      const { userId } = caller(request);
      const { email, teamId } = request.body;
      await ownedTeam(db, teamId, userId, apiMessages.onlyOwnersCanDeleteInvites);
      const [invite] = await db
        .delete(teamInvites)
        .where(and(eq(teamInvites.teamId, teamId), eq(teamInvites.email, email)))
        .returning({
          email: teamInvites.email,
          teamId: teamInvites.teamId,
          status: teamInvites.status,
        });
      if (!invite) throw notFound();
      return ok({ invite }, 'Pozivnica je obrisana');
    },
  );
};
