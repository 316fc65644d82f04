import type { DiaryGrocery, PlannedEntry } from '@organizator/shared/contract';

/** The default portion a tap logs: one serving of a recipe, 100 g of a grocery. */
export const DEFAULT_PORTION = 1;

/** A planned entry this member can log: its food is still visible to them. */
export const isLoggable = (planned: PlannedEntry) =>
  planned.nutrition !== null && (planned.recipeId ?? planned.groceryId) !== null;

/**
 * The diary entry for `quantity` of a planned dish: servings of a recipe (its values per serving),
 * or hundreds of grams of a grocery (per 100 g), remembering which menu entry it logs.
 */
export function plannedToEntry(planned: PlannedEntry, quantity: number): DiaryGrocery | null {
  const foodId = planned.recipeId ?? planned.groceryId;
  if (!planned.nutrition || foodId === null) return null;
  return {
    id: foodId,
    name: planned.name,
    energy: planned.nutrition.energy,
    fat: planned.nutrition.fat,
    protein: planned.nutrition.protein,
    carb: planned.nutrition.carb,
    quantity,
    meal: planned.meal,
    plannedEntryId: planned.id,
    ...(planned.recipeId !== null ? { recipeId: planned.recipeId, portion: planned.portion } : {}),
  };
}

/**
 * The planned entries still to show: the server leaves out what this member has logged, and a
 * portion logged since (answer not back yet, or waiting offline) is left out here too.
 */
export function stillPlanned(
  planned: readonly PlannedEntry[],
  logged: readonly DiaryGrocery[],
): PlannedEntry[] {
  const done = new Set(logged.map((g) => g.plannedEntryId).filter(Boolean));
  return planned.filter((p) => !done.has(p.id));
}

/** kcal of the default portions of what is still planned (what "the rest of the plan" adds). */
export const plannedEnergy = (planned: readonly PlannedEntry[]) =>
  Math.round(
    planned.reduce((sum, p) => sum + (p.nutrition ? p.nutrition.energy * DEFAULT_PORTION : 0), 0),
  );
