import { and, eq, sql } from 'drizzle-orm';
import { groceries, recipes } from '../db/schema';
import type { AppDeps, AuthContext } from '../types';
import { change } from './change';
import { publishFoodEvent } from './events';

/** The two kinds of food a user owns, with their table and the event a deletion tells the team. */
const foods = {
  grocery: {
    table: groceries,
    deleted: (id: string, name: string) => ({
      type: 'grocery-deleted' as const,
      groceryId: id,
      name,
    }),
  },
  recipe: {
    table: recipes,
    deleted: (id: string, name: string) => ({
      type: 'recipe-deleted' as const,
      recipeId: id,
      name,
    }),
  },
};

/**
 * Deletes the caller's own grocery or recipe in one statement (only the owner deletes; nothing is
 * read first, so two deletes cannot both succeed) and, when the team saw it, tells the team in the
 * same transaction. Every kept food answer is stale afterwards. False when nothing was deleted:
 * the caller's route then says why (not theirs, or not there).
 */
export async function deleteOwnFood(
  deps: AppDeps,
  auth: AuthContext,
  kind: keyof typeof foods,
  id: string,
): Promise<boolean> {
  const { table, deleted } = foods[kind];
  return change(deps, async (tx, out) => {
    const [row] = await tx
      .delete(table)
      .where(and(eq(table.id, id), eq(table.userId, auth.userId)))
      .returning({
        id: table.id,
        name: table.name,
        wasTeam: sql<boolean>`${table.sharedTeamId} = ${auth.teamId}`,
      });
    if (!row) return false;
    out.invalidate({ groceries: true });
    publishFoodEvent(
      out,
      auth,
      { before: row.wasTeam === true, after: false },
      deleted(row.id, row.name),
    );
    return true;
  });
}
