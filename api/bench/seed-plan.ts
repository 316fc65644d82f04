/**
 * The meal plan's bench data: a busy team's week (4 meals x 3 dishes a day, two of them recipes of
 * 8 ingredients, one a grocery) and empty lists to shop it onto. Direct inserts: setup, not
 * measured.
 */
import type { Database } from '../src/db/client';
import {
  groceries,
  lists,
  mealPlanDays,
  mealPlanEntries,
  recipeIngredients,
  recipes,
} from '../src/db/schema';
import { newId } from '../src/lib/ids';

export const PLAN_FROM = '2026-11-30';
export const PLAN_TO = '2026-12-06';
export const PLAN_DISHES_PER_MEAL = 3;
const MEALS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
const RECIPES = 12;
const INGREDIENTS = 8;
/** Distinct groceries the recipes draw on: a week's shopping of a few dozen names. */
const GROCERIES = 40;
const PLAN_LISTS = 10;

export async function seedPlan(database: Database, teamId: string, userId: string) {
  const { db } = database;
  const groceryRows = Array.from({ length: GROCERIES }, (_, i) => ({
    id: newId(),
    userId,
    name: `Namirnica za jelovnik ${i + 1}`,
    energy: 50 + i * 7,
    fat: i % 20,
    protein: i % 15,
    carb: i % 40,
    sharedTeamId: teamId,
  }));
  await db.insert(groceries).values(groceryRows);
  const recipeRows = Array.from({ length: RECIPES }, (_, i) => ({
    id: newId(),
    userId,
    name: `Recept ${i + 1}`,
    servings: 4,
    sharedTeamId: teamId,
  }));
  await db.insert(recipes).values(recipeRows);
  await db.insert(recipeIngredients).values(
    recipeRows.flatMap((recipe, r) =>
      Array.from({ length: INGREDIENTS }, (_, position) => {
        const grocery = groceryRows[(r * 3 + position) % GROCERIES]!;
        return {
          recipeId: recipe.id,
          position,
          groceryId: grocery.id,
          grams: 50 + position * 25,
          name: grocery.name,
          energy: grocery.energy,
          fat: grocery.fat,
          protein: grocery.protein,
          carb: grocery.carb,
        };
      }),
    ),
  );
  const dates: string[] = [];
  for (let at = Date.parse(`${PLAN_FROM}T00:00:00Z`); dates.length < 7; at += 86_400_000) {
    dates.push(new Date(at).toISOString().slice(0, 10));
  }
  await db.insert(mealPlanDays).values(dates.map((date) => ({ teamId, date })));
  let n = 0;
  await db.insert(mealPlanEntries).values(
    dates.flatMap((date) =>
      MEALS.flatMap((meal) =>
        Array.from({ length: PLAN_DISHES_PER_MEAL }, (_, dish) => {
          n++;
          const position = MEALS.indexOf(meal) * PLAN_DISHES_PER_MEAL + dish;
          if (dish < 2) {
            const recipe = recipeRows[n % RECIPES]!;
            const food = {
              recipeId: recipe.id,
              name: recipe.name,
              servings: 2 + dish,
              grams: null,
            };
            return { teamId, date, id: newId(), position, meal, groceryId: null, ...food };
          }
          const grocery = groceryRows[n % GROCERIES]!;
          const food = { groceryId: grocery.id, name: grocery.name, servings: null, grams: 150 };
          return { teamId, date, id: newId(), position, meal, recipeId: null, ...food };
        }),
      ),
    ),
  );
  // Several lists, as the recipe items bench has: requests for one list wait for each other.
  const listIds = Array.from({ length: PLAN_LISTS }, () => newId());
  await db
    .insert(lists)
    .values(listIds.map((id, i) => ({ id, teamId, createdBy: userId, name: `Jelovnik ${i + 1}` })));
  return { listIds };
}
