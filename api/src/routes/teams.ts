import {
  apiMessages,
  teamInviteBody,
  teamInviteResponse,
  teamResponse,
} from '@organizator/shared/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { teamInvites, teams, users } from '../db/schema';
import { caller } from '../http/auth-hook';
import { ok } from '../http/envelope';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { newId } from '../lib/ids';
import { inviteMail } from '../lib/invite-mail';
import { displayName, inviteLink, loadTeam } from '../lib/teams';

/** The team the caller owns, or a 403 with the given message (also for unknown team ids). */
async function ownedTeam(db: Db, teamId: string, userId: string, message: string) {
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId));
  if (!team || team.ownerId !== userId) throw forbidden(message);
  return team;
}

/**
 * GET /my-team, GET /owned-teams, POST and DELETE /team-invites (docs/product.md#permissions: owners only). Sending an
 * invite mails the invitee (an existing user too); they accept or decline it (memberships.ts).
 */
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
      const auth = caller(request);
      const { userId } = auth;
      const { email, teamId } = request.body;
      await ownedTeam(db, teamId, userId, apiMessages.onlyOwnersCanSendInvites);
      const [member] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), eq(users.teamId, teamId)));
      if (member) throw badRequest(apiMessages.alreadyTeamMember);
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
      try {
        await app.deps.mailer.send(
          inviteMail({
            to: email,
            ownerName: displayName(auth),
            ownerEmail: auth.email,
            link: inviteLink(app.deps.config.appOrigin, teamId),
          }),
        );
      } catch (error) {
        // "Invitation sent" must mean sent: without the mail the invite is taken back.
        request.log.error({ err: error }, 'invite mail not sent');
        await db
          .delete(teamInvites)
          .where(and(eq(teamInvites.teamId, teamId), eq(teamInvites.email, email)));
        throw new HttpError(502, apiMessages.errorSendingInvite);
      }
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
      return ok({ invite }, apiMessages.inviteDeleted);
    },
  );
};
