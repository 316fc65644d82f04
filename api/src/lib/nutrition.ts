import type { Nutrition } from '@organizator/shared/contract';

const ZERO: Nutrition = { energy: 0, fat: 0, protein: 0, carb: 0 };
const KEYS = ['energy', 'fat', 'protein', 'carb'] as const;

/** One decimal: what the app shows, and no false precision from values stored as whole numbers. */
const round1 = (value: number) => Math.round(value * 10) / 10;

const scaled = (values: Nutrition, factor: number): Nutrition => ({
  energy: round1(values.energy * factor),
  fat: round1(values.fat * factor),
  protein: round1(values.protein * factor),
  carb: round1(values.carb * factor),
});

/**
 * A recipe's nutrition from its ingredients' values per 100 g: the whole dish, one serving, and
 * 100 g of the cooked dish when its cooked weight is known. Sums are exact; each result is rounded
 * once.
 */
export function recipeNutrition(
  ingredients: readonly { grams: number; per100g: Nutrition }[],
  servings: number,
  cookedWeight: number | null,
): { total: Nutrition; perServing: Nutrition; per100g: Nutrition | null } {
  const sum = { ...ZERO };
  for (const { grams, per100g } of ingredients) {
    for (const key of KEYS) sum[key] += (per100g[key] * grams) / 100;
  }
  return {
    total: scaled(sum, 1),
    perServing: scaled(sum, 1 / servings),
    per100g: cookedWeight ? scaled(sum, 100 / cookedWeight) : null,
  };
}
