import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listItemImages, lists, teamInvites, teams, users } from '../db/schema';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../http/errors';
import { newId } from './ids';

/**
 * Membership changes (accept an invite, leave, be removed). Each runs in one transaction that
 * locks the moving user's row first and then the team rows involved, in id order: two changes of
 * one user run one after the other (an accept racing a removal leaves the user in exactly one
 * team), and the fixed order means they cannot deadlock.
 */

export const teamMessages = {
  inviteNotFound: 'Pozivnica više ne postoji',
  ownerCannotLeave:
    'Vlasnik ne može napustiti tim dok u njemu ima članova. Najprije uklonite članove.',
  ownerCannotLeaveOwnTeam: 'Ovo je vaš vlastiti tim: vlasnik ga ne može napustiti.',
  ownerCannotSwitch:
    'Vlasnik tima s članovima ne može prijeći u drugi tim. Najprije uklonite članove.',
  onlyOwnersCanRemove: 'Samo vlasnik tima može uklanjati članove',
  cannotRemoveSelf: 'Vlasnik ne može ukloniti sam sebe',
  notAMember: 'Korisnik nije član vašeg tima',
} as const;

interface Person {
  id: string;
  teamId: string;
  name: string | null;
  email: string;
}

/** The outcome every route needs: who moved, from which team, into which. */
export interface Move {
  person: Person;
  fromTeamId: string;
  toTeamId: string;
}

const personColumns = {
  id: users.id,
  teamId: users.teamId,
  name: users.name,
  email: users.email,
};

async function lockUser(tx: Db, userId: string): Promise<Person | undefined> {
  const [row] = await tx
    .select(personColumns)
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

async function lockTeams(tx: Db, ids: string[]) {
  const rows = await tx
    .select()
    .from(teams)
    .where(inArray(teams.id, ids))
    .orderBy(asc(teams.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

async function othersIn(tx: Db, teamId: string, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.teamId, teamId), ne(users.id, userId)));
  return row?.n ?? 0;
}

/** The person leaves their team for a new one of their own, as its owner. */
async function moveToOwnTeam(tx: Db, person: Person): Promise<string> {
  const teamId = newId();
  await tx.insert(teams).values({ id: teamId, ownerId: person.id });
  await tx.update(users).set({ teamId }).where(eq(users.id, person.id));
  // The accepted invite that brought them in goes too, so the owner can invite them again.
  await tx
    .delete(teamInvites)
    .where(and(eq(teamInvites.teamId, person.teamId), eq(teamInvites.email, person.email)));
  return teamId;
}

/**
 * The caller accepts the pending invite of `teamId` and moves into that team. Their lists follow
 * docs/decisions/settings.md: a team that keeps members keeps its lists; the lists of someone who
 * was alone in their team move with them (nobody else could ever open them again), and the empty
 * team is deleted. An owner whose team has members cannot switch (409).
 */
export async function acceptInvite(db: Db, userId: string, teamId: string): Promise<Move> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const person = await lockUser(tx, userId);
    if (!person) throw unauthorized();
    const [invite] = await tx
      .select({ id: teamInvites.id })
      .from(teamInvites)
      .where(
        and(
          eq(teamInvites.teamId, teamId),
          eq(teamInvites.email, person.email),
          eq(teamInvites.status, 'PENDING'),
        ),
      )
      .for('update');
    if (!invite) throw notFound(teamMessages.inviteNotFound);
    const fromTeamId = person.teamId;
    if (fromTeamId !== teamId) {
      const locked = await lockTeams(tx, [fromTeamId, teamId]);
      const from = locked.get(fromTeamId);
      if (!locked.has(teamId)) throw notFound(teamMessages.inviteNotFound);
      const others = await othersIn(tx, fromTeamId, userId);
      if (from?.ownerId === userId && others > 0) throw conflict(teamMessages.ownerCannotSwitch);
      await tx.update(users).set({ teamId }).where(eq(users.id, userId));
      if (others === 0) {
        await tx.update(lists).set({ teamId }).where(eq(lists.teamId, fromTeamId));
        await tx
          .update(listItemImages)
          .set({ teamId })
          .where(eq(listItemImages.teamId, fromTeamId));
        // Its own invites go with it (cascade): they asked people into a team that is gone.
        await tx.delete(teams).where(eq(teams.id, fromTeamId));
      } else {
        await tx
          .delete(teamInvites)
          .where(and(eq(teamInvites.teamId, fromTeamId), eq(teamInvites.email, person.email)));
      }
    }
    await tx.update(teamInvites).set({ status: 'ACCEPTED' }).where(eq(teamInvites.id, invite.id));
    return { person, fromTeamId, toTeamId: teamId };
  });
}

/** The caller declines the pending invite of `teamId`: it is deleted (the owner may invite again). */
export async function declineInvite(db: Db, email: string, teamId: string): Promise<void> {
  const deleted = await db
    .delete(teamInvites)
    .where(
      and(
        eq(teamInvites.teamId, teamId),
        eq(teamInvites.email, email),
        eq(teamInvites.status, 'PENDING'),
      ),
    )
    .returning({ id: teamInvites.id });
  if (deleted.length === 0) throw notFound(teamMessages.inviteNotFound);
}

/** A member leaves for a team of their own. The owner cannot leave (decisions/settings.md). */
export async function leaveTeam(db: Db, userId: string): Promise<Move> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const person = await lockUser(tx, userId);
    if (!person) throw unauthorized();
    const team = (await lockTeams(tx, [person.teamId])).get(person.teamId);
    if (team?.ownerId === userId) {
      const others = await othersIn(tx, person.teamId, userId);
      throw conflict(
        others > 0 ? teamMessages.ownerCannotLeave : teamMessages.ownerCannotLeaveOwnTeam,
      );
    }
    const toTeamId = await moveToOwnTeam(tx, person);
    return { person, fromTeamId: person.teamId, toTeamId };
  });
}

/**
 * The owner removes a member, who gets a team of their own. Someone outside the caller's team is
 * 404 (existence is not revealed); a member of the caller's team who is not its owner gets 403.
 */
export async function removeMember(
  db: Db,
  caller: { userId: string; teamId: string },
  memberId: string,
): Promise<Move> {
  if (memberId === caller.userId) throw badRequest(teamMessages.cannotRemoveSelf);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const person = await lockUser(tx, memberId);
    if (!person || person.teamId !== caller.teamId) throw notFound(teamMessages.notAMember);
    const team = (await lockTeams(tx, [person.teamId])).get(person.teamId);
    if (!team || team.ownerId !== caller.userId) throw forbidden(teamMessages.onlyOwnersCanRemove);
    const toTeamId = await moveToOwnTeam(tx, person);
    return { person, fromTeamId: person.teamId, toTeamId };
  });
}
