import { recipeNutrition, scaledGrams, scaleNutrition } from './recipe-nutrition';

const pasta = { energy: 350, fat: 1.5, protein: 12, carb: 72 };
const mince = { energy: 250, fat: 18, protein: 20, carb: 0 };
const tomato = { energy: 20, fat: 0, protein: 1, carb: 4 };

test('totals come from each ingredient per 100 g times its grams, shared out per serving', () => {
  const { total, perServing } = recipeNutrition(
    [
      { per100g: pasta, grams: 500 },
      { per100g: mince, grams: 400 },
      { per100g: tomato, grams: 300 },
    ],
    4,
  );
  expect(total).toEqual({ energy: 2810, fat: 79.5, protein: 143, carb: 372 });
  expect(perServing).toEqual({ energy: 702.5, fat: 19.9, protein: 35.8, carb: 93 });
});

test('no ingredients is zero, and servings below one count as one', () => {
  expect(recipeNutrition([], 0).perServing).toEqual({ energy: 0, fat: 0, protein: 0, carb: 0 });
});

test('the servings control scales amounts and values', () => {
  expect(scaledGrams(500, 4, 2)).toBe(250);
  expect(scaledGrams(300, 4, 6)).toBe(450);
  expect(scaleNutrition({ energy: 702.5, fat: 19.9, protein: 35.8, carb: 93 }, 2)).toEqual({
    energy: 1405,
    fat: 39.8,
    protein: 71.6,
    carb: 186,
  });
});
