import type { Nutrition } from '@organizator/shared/contract';

export interface WeighedFood {
  /** Energy (kcal), fat, protein and carbohydrate per 100 g. */
  per100g: Nutrition;
  grams: number;
}

const KEYS = ['energy', 'fat', 'protein', 'carb'] as const;
/** One decimal, as the API answers a recipe's values. */
const round1 = (n: number) => Math.round(n * 10) / 10;

const map = (f: (key: (typeof KEYS)[number]) => number): Nutrition => ({
  energy: f('energy'),
  fat: f('fat'),
  protein: f('protein'),
  carb: f('carb'),
});

/**
 * A dish's total and per-serving values from its ingredients' values per 100 g (what the form
 * shows while a recipe is being composed; a saved recipe's are the server's, computed the same way).
 */
export function recipeNutrition(ingredients: readonly WeighedFood[], servings: number) {
  const total = map((key) =>
    ingredients.reduce((sum, { per100g, grams }) => sum + (per100g[key] * grams) / 100, 0),
  );
  const portions = Math.max(servings, 1);
  return {
    total: map((key) => round1(total[key])),
    perServing: map((key) => round1(total[key] / portions)),
  };
}

/** `value` for `count` servings, from its value for one. */
export const scaleNutrition = (value: Nutrition, count: number): Nutrition =>
  map((key) => round1(value[key] * count));

/** An ingredient's grams for `shown` servings of a dish written for `servings`. */
export const scaledGrams = (grams: number, servings: number, shown: number) =>
  Math.round(((grams * shown) / servings) * 10) / 10;
