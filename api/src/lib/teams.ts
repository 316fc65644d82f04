import type { Team } from '@organizator/shared/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { teamInvites, teams, users } from '../db/schema';

/** The docs/product.md#data team: owner, members (oldest first) and invites (newest first). */
export async function loadTeam(db: Db, teamId: string): Promise<Team | null> {
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

/** How a person is named to others: their name, or their e-mail when they have none. */
export const displayName = (person: { name: string | null; email: string }) =>
  person.name || person.email;

/**
 * Where an invite mail leads: settings, opened on the invitation. A signed-out visitor signs in
 * first and comes back here; a new user's onboarding shows the same invitation.
 */
export const inviteLink = (appOrigin: string, teamId: string) =>
  `${appOrigin}/settings?invite=${encodeURIComponent(teamId)}`;
