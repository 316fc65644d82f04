import type { Nutrition, Recipe, RecipeIngredient } from '@organizator/shared/contract';
import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { groceries, recipeIngredients, recipes } from '../db/schema';
import type { AuthContext } from '../types';
import { recipeNutrition } from './nutrition';
import { visibilityOf, visibleTo } from './visibility';

type Viewer = Pick<AuthContext, 'userId' | 'teamId'>;

/**
 * The ingredients of these recipes as the viewer sees them: a grocery the viewer can see with its
 * current name and values, any other (no longer shared, deleted) with those stored in the recipe.
 */
async function ingredientsOf(db: Db, viewer: Viewer, recipeIds: string[]) {
  const map = new Map<string, RecipeIngredient[]>();
  if (recipeIds.length === 0) return map;
  const visible = sql<boolean>`coalesce(${visibleTo(groceries, viewer)}, false)`;
  const pick = (live: SQL, stored: SQL) =>
    sql`case when ${visible} then ${live} else ${stored} end`;
  const rows = await db
    .select({
      recipeId: recipeIngredients.recipeId,
      groceryId: recipeIngredients.groceryId,
      grams: recipeIngredients.grams,
      available: visible,
      name: pick(sql`${groceries.name}`, sql`${recipeIngredients.name}`).mapWith(String),
      energy: pick(sql`${groceries.energy}`, sql`${recipeIngredients.energy}`).mapWith(Number),
      fat: pick(sql`${groceries.fat}`, sql`${recipeIngredients.fat}`).mapWith(Number),
      protein: pick(sql`${groceries.protein}`, sql`${recipeIngredients.protein}`).mapWith(Number),
      carb: pick(sql`${groceries.carb}`, sql`${recipeIngredients.carb}`).mapWith(Number),
    })
    .from(recipeIngredients)
    .leftJoin(groceries, sql`${groceries.id} = ${recipeIngredients.groceryId}`)
    .where(inArray(recipeIngredients.recipeId, recipeIds))
    .orderBy(asc(recipeIngredients.recipeId), asc(recipeIngredients.position));
  for (const row of rows) {
    const per100g: Nutrition = {
      energy: row.energy,
      fat: row.fat,
      protein: row.protein,
      carb: row.carb,
    };
    const ingredient: RecipeIngredient = {
      groceryId: row.groceryId,
      name: row.name,
      grams: row.grams,
      per100g,
      available: row.available === true,
    };
    const list = map.get(row.recipeId);
    if (list) list.push(ingredient);
    else map.set(row.recipeId, [ingredient]);
  }
  return map;
}

/** Recipes matching `where`, by name, with their ingredients and nutrition, as `viewer` sees them. */
export async function loadRecipes(
  db: Db,
  viewer: Viewer,
  where: SQL | undefined,
  limit?: number,
): Promise<Recipe[]> {
  const query = db
    .select({
      id: recipes.id,
      userId: recipes.userId,
      name: recipes.name,
      servings: recipes.servings,
      cookedWeight: recipes.cookedWeight,
      instructions: recipes.instructions,
      visibility: visibilityOf(recipes),
      updatedAt: recipes.updatedAt,
    })
    .from(recipes)
    .where(where)
    .orderBy(asc(sql`lower(${recipes.name})`), asc(recipes.id));
  const rows = limit ? await query.limit(limit) : await query;
  const ingredients = await ingredientsOf(
    db,
    viewer,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const list = ingredients.get(row.id) ?? [];
    return {
      ...row,
      // The owner's id for the owner only, as groceries.
      userId: row.userId === viewer.userId ? row.userId : null,
      ingredients: list,
      updatedAt: new Date(row.updatedAt).toISOString(),
      ...recipeNutrition(list, row.servings, row.cookedWeight),
    };
  });
}
