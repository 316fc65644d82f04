import { z } from 'zod/mini';
import { email, envelope, id } from './common';

const inviteStatus = z.enum(['PENDING', 'ACCEPTED']);
const teamInvite = z.object({ email: z.string(), teamId: id, status: inviteStatus });
const teamMember = z.object({
  userId: id,
  user: z.object({ id, name: z.nullable(z.string()), email: z.string() }),
});
export const team = z.object({
  id,
  ownerId: id,
  members: z.array(teamMember),
  invites: z.array(teamInvite),
});

export const teamInviteBody = z.object({ email, teamId: id });

/** A pending invite as the invitee sees it (GET /my-invites): whose team it is, by name. */
const myInvite = z.extend(teamInvite, {
  owner: z.object({ id, name: z.nullable(z.string()), email: z.string() }),
});
/** POST /team-invites/accept and /decline: the team whose invite the caller answers. */
export const inviteAnswerBody = z.object({ teamId: id });
/** DELETE /team-members/{userId}. */
export const teamMemberParams = z.object({ userId: id });

export const teamResponse = envelope(z.object({ team: z.nullable(team) }));
export const teamInviteResponse = envelope(z.object({ invite: teamInvite }));
export const myInvitesResponse = envelope(z.object({ invites: z.array(myInvite) }));

export type Team = z.infer<typeof team>;
export type TeamInvite = z.infer<typeof teamInvite>;
export type TeamInviteBody = z.infer<typeof teamInviteBody>;
export type MyInvite = z.infer<typeof myInvite>;
export type InviteAnswerBody = z.infer<typeof inviteAnswerBody>;
