import { apiMessages } from '@organizator/shared/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { groceries, recipeIngredients } from '../db/schema';
import { badRequest } from '../http/errors';
import type { AuthContext } from '../types';
import { visibleTo } from './visibility';

interface Snapshot {
  name: string;
  energy: number;
  fat: number;
  protein: number;
  carb: number;
}

/**
 * The rows to store for a recipe's ingredients, each with the grocery's name and values per 100 g
 * as they are now. A grocery must be one the owner sees; one already in the recipe that the owner no
 * longer sees (its owner left the team, made it private, deleted it) keeps its stored values, so
 * saving a recipe never drops an ingredient. Anything else is refused: nothing is stored.
 */
export async function ingredientRows(
  tx: Db,
  auth: Pick<AuthContext, 'userId' | 'teamId'>,
  recipeId: string,
  ingredients: readonly { groceryId: string; grams: number }[],
) {
  const ids = [...new Set(ingredients.map((i) => i.groceryId))];
  const snapshots = new Map<string, Snapshot>();
  const kept = await tx
    .select({
      groceryId: recipeIngredients.groceryId,
      name: recipeIngredients.name,
      energy: recipeIngredients.energy,
      fat: recipeIngredients.fat,
      protein: recipeIngredients.protein,
      carb: recipeIngredients.carb,
    })
    .from(recipeIngredients)
    .where(
      and(eq(recipeIngredients.recipeId, recipeId), inArray(recipeIngredients.groceryId, ids)),
    );
  for (const { groceryId, ...values } of kept) snapshots.set(groceryId, values);
  const visible = await tx
    .select({
      id: groceries.id,
      name: groceries.name,
      energy: groceries.energy,
      fat: groceries.fat,
      protein: groceries.protein,
      carb: groceries.carb,
    })
    .from(groceries)
    .where(and(inArray(groceries.id, ids), visibleTo(groceries, auth)));
  for (const { id, ...values } of visible) snapshots.set(id, values);
  return ingredients.map((ingredient, position) => {
    const snapshot = snapshots.get(ingredient.groceryId);
    if (!snapshot) throw badRequest(apiMessages.unknownIngredient);
    return {
      recipeId,
      position,
      groceryId: ingredient.groceryId,
      grams: ingredient.grams,
      ...snapshot,
    };
  });
}
