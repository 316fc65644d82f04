import { and, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { groceries, recipes } from '../db/schema';
import type { AuthContext } from '../types';
import { keptFoodAnswers } from './food-answers';
import type { Amount } from './list-merge';
import { recipesForList } from './recipe-queries';
import { visibleTo } from './visibility';

type Viewer = Pick<AuthContext, 'userId' | 'teamId'>;

/** A recipe as a list takes it: its servings and its ingredients in grams, in the recipe's order. */
export interface RecipeAmounts {
  servings: number;
  ingredients: Amount[];
}

/** What a food puts on a list as one viewer sees it; null for a food the viewer cannot see. */
type Kept = RecipeAmounts | { name: string } | null;

/** Foods one viewer read lately (a recipe on a list, a week's menu: a few dozen each). */
const KEPT_FOODS_MAX = 20_000;

/**
 * What putting recipes and groceries on a list needs of them, per viewer: a recipe's servings and
 * ingredients, a grocery's name. Kept like the recipe answers (lib/food-answers.ts: dropped by any
 * food write and by the viewer's team changing, here and in the other processes), so adding the
 * same recipe to lists again, or shopping the week after a change to the menu, reads no food. The
 * foods not kept are read in one statement per kind.
 */
export function foodAmounts(app: FastifyInstance) {
  const kept = keptFoodAnswers<Kept>(app, KEPT_FOODS_MAX);
  const keyOf = (kind: 'r' | 'g', viewer: Viewer, id: string) =>
    `${kind}:${viewer.userId}:${viewer.teamId}:${id}`;

  async function read<T extends Kept>(
    kind: 'r' | 'g',
    viewer: Viewer,
    ids: readonly string[],
    load: (missing: string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      const hit = kept.get(keyOf(kind, viewer, id));
      if (hit === undefined) missing.push(id);
      else if (hit !== null) found.set(id, hit as T);
    }
    if (missing.length === 0) return found;
    const gen = kept.generation();
    const loaded = await load(missing);
    for (const id of missing) {
      const food = loaded.get(id);
      if (food) found.set(id, food);
      kept.set(keyOf(kind, viewer, id), viewer.teamId, food ?? null, gen);
    }
    return found;
  }

  return {
    /** The recipes of `ids` the viewer sees (a recipe they cannot see is absent). */
    recipes: (db: Db, viewer: Viewer, ids: readonly string[]) =>
      read<RecipeAmounts>('r', viewer, ids, (missing) =>
        recipesForList(
          db,
          viewer,
          and(inArray(recipes.id, missing), visibleTo(recipes, viewer)) as SQL,
        ),
      ),
    /** The groceries of `ids` the viewer sees, by name. */
    groceries: (db: Db, viewer: Viewer, ids: readonly string[]) =>
      read<{ name: string }>('g', viewer, ids, async (missing) => {
        const rows = await db
          .select({ id: groceries.id, name: groceries.name })
          .from(groceries)
          .where(and(inArray(groceries.id, missing), visibleTo(groceries, viewer)));
        return new Map(rows.map((row) => [row.id, { name: row.name }]));
      }),
  };
}

export type FoodAmounts = ReturnType<typeof foodAmounts>;
