import type { Visibility } from '@organizator/shared/contract';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../types';

/** The columns that say who sees a grocery or a recipe (db/schema.ts, "Visibility of ..."). */
interface Shareable {
  userId: PgColumn;
  isPublic: PgColumn;
  sharedTeamId: PgColumn;
}

/** The owner is still a member of the team the food was shared with. */
const ownerInSharedTeam = (t: Shareable) =>
  sql`exists (select 1 from users o where o.id = ${t.userId} and o.team_id = ${t.sharedTeamId})`;

/** 'team' only while the owner is in the team it was shared with; after leaving it is private. */
export const visibilityOf = (t: Shareable) =>
  sql<Visibility>`case when ${t.isPublic} then 'public' when ${t.sharedTeamId} is not null and ${ownerInSharedTeam(t)} then 'team' else 'private' end`;

/** The caller's own, the public ones, and those shared with the caller's team by a member of it. */
export const visibleTo = (t: Shareable, auth: Pick<AuthContext, 'userId' | 'teamId'>): SQL =>
  or(
    eq(t.userId, auth.userId),
    eq(t.isPublic, true),
    and(eq(t.sharedTeamId, auth.teamId), ownerInSharedTeam(t)),
  ) as SQL;

/** Shared with the team, by a teammate (not the caller's own, not public). */
export const sharedWithTeamOf = (t: Shareable, auth: Pick<AuthContext, 'teamId'>): SQL =>
  and(eq(t.sharedTeamId, auth.teamId), ownerInSharedTeam(t)) as SQL;

/** The stored columns for a visibility chosen by the owner, whose team is `teamId` now. */
export const visibilityColumns = (visibility: Visibility, teamId: string) => ({
  isPublic: visibility === 'public',
  sharedTeamId: visibility === 'team' ? teamId : null,
});
