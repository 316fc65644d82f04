import { RECIPE_INGREDIENTS_MAX } from '@organizator/shared/contract';
import {
  emptyRecipeForm,
  hasErrors,
  type IngredientValue,
  recipeFormErrors,
  toRecipeBody,
} from './recipe-form-values';

const per100g = { energy: 100, fat: 1, protein: 2, carb: 3 };
const ingredient = (n: number, grams = '250'): IngredientValue => ({
  groceryId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Namirnica ${n}`,
  per100g,
  grams,
  available: true,
});

test('a filled recipe has no messages and is sent with numbers, a decimal comma read as such', () => {
  const values = {
    ...emptyRecipeForm,
    name: 'Lazanje',
    servings: '4',
    cookedWeight: '1850,5',
    ingredients: [ingredient(1, '12,5')],
  };
  expect(hasErrors(recipeFormErrors(values))).toBe(false);
  expect(toRecipeBody(values)).toEqual({
    name: 'Lazanje',
    servings: 4,
    cookedWeight: 1850.5,
    instructions: '',
    visibility: 'private',
    ingredients: [{ groceryId: ingredient(1).groceryId, grams: 12.5 }],
  });
});

test('the contract refuses what the API refuses, with its Croatian messages', () => {
  const errors = recipeFormErrors({
    ...emptyRecipeForm,
    name: 'La',
    servings: '0',
    cookedWeight: 'puno',
    ingredients: [ingredient(1, '0'), ingredient(2, '-5'), ingredient(3, '0,05')],
  });
  expect(errors.name).toBe('Naziv recepta mora imati barem 3 znaka');
  expect(errors.servings).toBe('Broj porcija mora biti barem 1');
  expect(errors.cookedWeight).toBe('Upišite broj');
  // Down to a tenth of a gram (docs/product.md#limits).
  expect(Object.values(errors.grams)).toEqual([
    'Količina sastojka mora biti barem 0,1 g',
    'Količina sastojka mora biti barem 0,1 g',
    'Količina sastojka mora biti barem 0,1 g',
  ]);
});

test('a recipe needs one ingredient and at most the contract limit', () => {
  expect(recipeFormErrors({ ...emptyRecipeForm, name: 'Juha' }).ingredients).toBe(
    'Dodajte barem jedan sastojak.',
  );
  const many = Array.from({ length: RECIPE_INGREDIENTS_MAX + 1 }, (_, i) => ingredient(i));
  expect(
    recipeFormErrors({ ...emptyRecipeForm, name: 'Juha', ingredients: many }).ingredients,
  ).toBe('Recept može imati najviše 100 sastojaka');
});
