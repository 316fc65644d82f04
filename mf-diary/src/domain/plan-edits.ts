import type {
  DiaryMeal,
  MealPlanDay,
  MealPlanEntry,
  MealPlanEntryBody,
} from '@organizator/shared/contract';

/**
 * What the user did to one day's menu, as a function of the entries it is applied to: the same
 * change is applied again to a fresher day when the server says the day changed meanwhile (409).
 */
export type PlanChange = (entries: readonly MealPlanEntry[]) => MealPlanEntry[];

/** A day of the menu not planned yet. */
export const emptyPlanDay = (date: string): MealPlanDay => ({ date, version: null, entries: [] });

export const addPlanEntry =
  (entry: MealPlanEntry): PlanChange =>
  (entries) =>
    // Ids are chosen by the client: a replay of the same addition adds nothing twice.
    entries.some((e) => e.id === entry.id) ? [...entries] : [...entries, entry];

export const removePlanEntry =
  (id: string): PlanChange =>
  (entries) =>
    entries.filter((e) => e.id !== id);

/** New amount or meal within the same day; an entry gone meanwhile stays gone. */
export const updatePlanEntry =
  (id: string, patch: Partial<Pick<MealPlanEntry, 'meal' | 'servings' | 'grams'>>): PlanChange =>
  (entries) =>
    entries.map((e) => (e.id === id ? { ...e, ...patch } : e));

/** What a PUT sends for an entry: the food, its amount and meal (the server names it). */
export const entryBody = (entry: MealPlanEntry): MealPlanEntryBody => ({
  id: entry.id,
  meal: entry.meal,
  recipeId: entry.recipeId,
  groceryId: entry.groceryId,
  potId: entry.potId,
  servings: entry.servings,
  grams: entry.grams,
  // A deleted food's entry (no id at all) is kept only as stored: its name goes with it.
  ...(entry.recipeId === null && entry.groceryId === null && entry.potId === null
    ? { name: entry.name }
    : {}),
});

/** The cached week with one day replaced by its edited menu. */
export function withDay(days: readonly MealPlanDay[], day: MealPlanDay): MealPlanDay[] {
  return days.some((d) => d.date === day.date)
    ? days.map((d) => (d.date === day.date ? day : d))
    : [...days, day];
}

export const dayOfPlan = (days: readonly MealPlanDay[] | undefined, date: string): MealPlanDay =>
  days?.find((d) => d.date === date) ?? emptyPlanDay(date);

export const entriesOfMeal = (day: MealPlanDay, meal: DiaryMeal) =>
  day.entries.filter((e) => e.meal === meal);
