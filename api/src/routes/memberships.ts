import {
  apiMessages,
  emptyData,
  envelope,
  inviteAnswerBody,
  myInvitesResponse,
  teamMemberParams,
  teamResponse,
} from '@organizator/shared/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamInvites, teams, users } from '../db/schema';
import { caller } from '../http/auth-hook';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { change, type Outbox } from '../lib/change';
import { publishTeamEvent } from '../lib/events';
import {
  acceptInvite,
  declineInvite,
  leaveTeam,
  type Move,
  removeMember,
} from '../lib/memberships';
import { displayName, loadTeam } from '../lib/teams';
import type { AuthContext } from '../types';

const okEnvelope = envelope(emptyData);

/**
 * The invitee's side of invites and the membership changes: GET /my-invites,
 * POST /team-invites/accept|decline, DELETE /team-members/{userId}, POST /my-team/leave.
 */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;

  /** With a move: forget the mover's cached session, then tell the team they left. */
  const announce = (
    out: Outbox,
    actor: AuthContext,
    move: Move,
    departure: 'team-member-left' | 'team-member-removed',
  ) => {
    out.invalidate({
      users: [move.person.id],
      teams: [move.fromTeamId, move.toTeamId],
    });
    const common = {
      userId: actor.userId,
      userName: displayName(actor),
      memberId: move.person.id,
      memberName: displayName(move.person),
    };
    // Sent to the old team even when it is gone: the hub ends the mover's streams there.
    publishTeamEvent(out, move.fromTeamId, {
      type: departure,
      teamId: move.fromTeamId,
      ...common,
    });
  };

  app.get('/my-invites', { schema: { response: { 200: myInvitesResponse } } }, async (request) => {
    const rows = await db
      .select({
        email: teamInvites.email,
        teamId: teamInvites.teamId,
        status: teamInvites.status,
        ownerId: users.id,
        ownerName: users.name,
        ownerEmail: users.email,
      })
      .from(teamInvites)
      .innerJoin(teams, eq(teams.id, teamInvites.teamId))
      .innerJoin(users, eq(users.id, teams.ownerId))
      .where(and(eq(teamInvites.email, caller(request).email), eq(teamInvites.status, 'PENDING')))
      .orderBy(asc(teamInvites.createdAt), asc(teamInvites.id));
    return ok({
      invites: rows.map(({ ownerId, ownerName, ownerEmail, ...invite }) => ({
        ...invite,
        owner: { id: ownerId, name: ownerName, email: ownerEmail },
      })),
    });
  });

  app.post(
    '/team-invites/accept',
    { schema: { body: inviteAnswerBody, response: { 200: teamResponse } } },
    async (request) => {
      const auth = caller(request);
      const move = await change(deps, async (tx, out) => {
        const moved = await acceptInvite(tx, auth.userId, request.body.teamId);
        if (moved.fromTeamId !== moved.toTeamId) {
          announce(out, auth, moved, 'team-member-left');
          publishTeamEvent(out, moved.toTeamId, {
            type: 'team-member-joined',
            teamId: moved.toTeamId,
            userId: auth.userId,
            userName: displayName(auth),
            memberId: auth.userId,
            memberName: displayName(auth),
          });
        }
        return moved;
      });
      const team = await loadTeam(db, move.toTeamId);
      if (!team) throw notFound();
      return ok({ team }, apiMessages.teamJoined);
    },
  );

  app.post(
    '/team-invites/decline',
    { schema: { body: inviteAnswerBody, response: { 200: okEnvelope } } },
    async (request) => {
      const auth = caller(request);
      const { teamId } = request.body;
      await change(deps, async (tx, out) => {
        await declineInvite(tx, auth.email, teamId);
        publishTeamEvent(out, teamId, {
          type: 'team-invite-declined',
          teamId,
          userId: auth.userId,
          userName: displayName(auth),
          memberId: auth.userId,
          memberName: displayName(auth),
        });
      });
      return ok(null, apiMessages.inviteDeclined);
    },
  );

  app.delete(
    '/team-members/:userId',
    { schema: { params: teamMemberParams, response: { 200: teamResponse } } },
    async (request) => {
      const auth = caller(request);
      const move = await change(deps, async (tx, out) => {
        const moved = await removeMember(tx, auth, request.params.userId);
        announce(out, auth, moved, 'team-member-removed');
        return moved;
      });
      return ok({ team: await loadTeam(db, move.fromTeamId) }, apiMessages.memberRemoved);
    },
  );

  app.post('/my-team/leave', { schema: { response: { 200: teamResponse } } }, async (request) => {
    const auth = caller(request);
    const move = await change(deps, async (tx, out) => {
      const moved = await leaveTeam(tx, auth.userId);
      announce(out, auth, moved, 'team-member-left');
      return moved;
    });
    return ok({ team: await loadTeam(db, move.toTeamId) }, apiMessages.teamLeft);
  });
};
