/**
 * The food scenarios' data (run.ts): RECIPES recipes of RECIPE_INGREDIENTS ingredients each for the
 * bench user, one recipe of COOK_INGREDIENTS ingredients to put on lists, and RECIPE_LISTS empty
 * lists for it (one per connection, so requests for one list do not all queue on its lock). Direct
 * inserts: setup, not measured.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { groceries, lists, recipeIngredients, recipes } from '../src/db/schema';
import { newId } from '../src/lib/ids';

export const RECIPES = 200;
export const RECIPE_INGREDIENTS = 8;
export const COOK_INGREDIENTS = 30;
export const RECIPE_LISTS = 10;

export async function seedFoods(database: Database, user: { userId: string; teamId: string }) {
  const { db } = database;
  const own = await db
    .select({
      id: groceries.id,
      name: groceries.name,
      energy: groceries.energy,
      fat: groceries.fat,
      protein: groceries.protein,
      carb: groceries.carb,
    })
    .from(groceries)
    .where(eq(groceries.userId, user.userId))
    .limit(RECIPES + COOK_INGREDIENTS);
  const recipe = async (index: number, count: number) => {
    const id = newId();
    await db.insert(recipes).values({
      id,
      userId: user.userId,
      name: `Recept ${index}`,
      servings: 1 + (index % 6),
      cookedWeight: index % 2 ? 800 : null,
      instructions: 'Sastojke pripremiti, izmiješati i kuhati dvadesetak minuta.',
      // Half of them shared with the team, as a household would.
      isPublic: false,
      sharedTeamId: index % 2 ? user.teamId : null,
    });
    await db.insert(recipeIngredients).values(
      Array.from({ length: count }, (_, position) => {
        const { id: groceryId, ...values } = own[(index + position) % own.length]!;
        return { recipeId: id, position, groceryId, grams: 50 + position * 25, ...values };
      }),
    );
    return id;
  };
  for (let i = 0; i < RECIPES; i++) await recipe(i, RECIPE_INGREDIENTS);
  const cook = await recipe(RECIPES, COOK_INGREDIENTS);
  const listIds: string[] = [];
  for (let i = 0; i < RECIPE_LISTS; i++) {
    const listId = newId();
    await db
      .insert(lists)
      .values({ id: listId, teamId: user.teamId, createdBy: user.userId, name: `Ručak ${i}` });
    listIds.push(listId);
  }
  return { cookRecipeId: cook, recipeListIds: listIds };
}
