import type {
  DiaryMeal,
  MealPlanDay,
  MealPlanEntry,
  Nutrition,
  PlannedEntry,
} from '@organizator/shared/contract';
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { groceries, mealPlanDays, mealPlanEntries, recipes } from '../db/schema';
import type { AuthContext } from '../types';
import { potsByIds } from './pot-queries';
import { loadRecipes } from './recipe-queries';
import { visibleTo } from './visibility';

type Viewer = Pick<AuthContext, 'userId' | 'teamId'>;

const DAY_MS = 86_400_000;

/** Every yyyy-mm-dd from `from` to `to`, both included (the contract has checked the range). */
export function datesIn(from: string, to: string): string[] {
  const dates: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= end; at += DAY_MS) {
    dates.push(new Date(at).toISOString().slice(0, 10));
  }
  return dates;
}

const entryColumns = {
  date: mealPlanEntries.date,
  id: mealPlanEntries.id,
  meal: sql<DiaryMeal>`${mealPlanEntries.meal}`,
  recipeId: mealPlanEntries.recipeId,
  groceryId: mealPlanEntries.groceryId,
  potId: mealPlanEntries.potId,
  name: mealPlanEntries.name,
  servings: mealPlanEntries.servings,
  grams: mealPlanEntries.grams,
};

const withoutDate = ({ date: _, ...entry }: MealPlanEntry & { date: string }): MealPlanEntry =>
  entry;

/** The team's stored entries of the days from..to, by day and position. */
export async function entriesIn(db: Db, teamId: string, from: string, to: string) {
  const rows = await db
    .select(entryColumns)
    .from(mealPlanEntries)
    .where(and(eq(mealPlanEntries.teamId, teamId), between(mealPlanEntries.date, from, to)))
    .orderBy(asc(mealPlanEntries.date), asc(mealPlanEntries.position));
  return rows;
}

/** One stored day's entries, in order. */
export async function entriesOf(db: Db, teamId: string, date: string): Promise<MealPlanEntry[]> {
  return (await entriesIn(db, teamId, date, date)).map(withoutDate);
}

/** Every day from..to of the team's menu; a day never planned is empty with version null. */
export async function loadMealPlan(
  db: Db,
  teamId: string,
  from: string,
  to: string,
): Promise<MealPlanDay[]> {
  const [days, entries] = await Promise.all([
    db
      .select({ date: mealPlanDays.date, version: sql<string>`xmin::text` })
      .from(mealPlanDays)
      .where(and(eq(mealPlanDays.teamId, teamId), between(mealPlanDays.date, from, to))),
    entriesIn(db, teamId, from, to),
  ]);
  const versions = new Map(days.map((day) => [day.date, day.version]));
  const byDate = new Map<string, MealPlanEntry[]>();
  for (const row of entries) {
    const list = byDate.get(row.date);
    if (list) list.push(withoutDate(row));
    else byDate.set(row.date, [withoutDate(row)]);
  }
  return datesIn(from, to).map((date) => ({
    date,
    version: versions.get(date) ?? null,
    entries: byDate.get(date) ?? [],
  }));
}

/**
 * Of these recipes and groceries, the ones the viewer can see: recipes with their servings and
 * ingredients (as the viewer sees them), groceries with their name and values per 100 g.
 */
export async function visibleFoods(
  db: Db,
  viewer: Viewer,
  ids: { recipeIds: string[]; groceryIds: string[] },
) {
  const recipeIds = [...new Set(ids.recipeIds)];
  const groceryIds = [...new Set(ids.groceryIds)];
  const [recipeRows, groceryRows] = await Promise.all([
    recipeIds.length === 0
      ? []
      : loadRecipes(db, viewer, and(inArray(recipes.id, recipeIds), visibleTo(recipes, viewer))),
    groceryIds.length === 0
      ? []
      : db
          .select({
            id: groceries.id,
            name: groceries.name,
            energy: groceries.energy,
            fat: groceries.fat,
            protein: groceries.protein,
            carb: groceries.carb,
          })
          .from(groceries)
          .where(and(inArray(groceries.id, groceryIds), visibleTo(groceries, viewer))),
  ]);
  return {
    recipes: new Map(recipeRows.map((recipe) => [recipe.id, recipe])),
    groceries: new Map(groceryRows.map((grocery) => [grocery.id, grocery])),
  };
}

/**
 * The team menu's entries of `date` that the member has not logged (no diary entry of that day
 * carries their id), each with its values per unit: per serving of a recipe, per 100 g of a
 * grocery; null when the member cannot see the food.
 */
export async function plannedFor(
  db: Db,
  viewer: Viewer,
  date: string,
  loggedEntryIds: ReadonlySet<string>,
): Promise<PlannedEntry[]> {
  const entries = (await entriesOf(db, viewer.teamId, date)).filter(
    (entry) => !loggedEntryIds.has(entry.id),
  );
  if (entries.length === 0) return [];
  const [foods, pots] = await Promise.all([
    visibleFoods(db, viewer, {
      recipeIds: entries.flatMap((e) => (e.recipeId ? [e.recipeId] : [])),
      groceryIds: entries.flatMap((e) => (e.groceryId ? [e.groceryId] : [])),
    }),
    potsByIds(
      db,
      viewer.teamId,
      entries.flatMap((e) => (e.potId ? [e.potId] : [])),
    ),
  ]);
  return entries.map((entry) => {
    const recipe = entry.recipeId ? foods.recipes.get(entry.recipeId) : undefined;
    const grocery = entry.groceryId ? foods.groceries.get(entry.groceryId) : undefined;
    // A leftover counts per 100 g of its pot's cooked dish.
    const pot = entry.potId ? pots.get(entry.potId) : undefined;
    const per100g: Nutrition | null = grocery
      ? { energy: grocery.energy, fat: grocery.fat, protein: grocery.protein, carb: grocery.carb }
      : (pot?.per100g ?? null);
    return {
      ...entry,
      // A dish whose food is gone was a recipe when it had servings.
      portion: entry.groceryId || (!entry.recipeId && entry.grams !== null) ? 'grams' : 'serving',
      nutrition: recipe ? recipe.perServing : per100g,
    };
  });
}
