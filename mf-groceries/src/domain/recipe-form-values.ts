import {
  type Nutrition,
  type Recipe,
  type RecipeBody,
  recipeBody,
  type Visibility,
} from '@organizator/shared/contract';
import { parseNumber } from '@organizator/shared/i18n';
import { t } from '../texts';

/** One ingredient as the form holds it: the food (with its values per 100 g) and the grams as typed. */
export interface IngredientValue {
  groceryId: string;
  name: string;
  per100g: Nutrition;
  grams: string;
  /** False when the owner can no longer see the grocery (stored values are used). */
  available: boolean;
}

export interface RecipeFormValues {
  name: string;
  servings: string;
  cookedWeight: string;
  instructions: string;
  visibility: Visibility;
  ingredients: IngredientValue[];
}

export const emptyRecipeForm: RecipeFormValues = {
  name: '',
  servings: '4',
  cookedWeight: '',
  instructions: '',
  visibility: 'private',
  ingredients: [],
};

export const toRecipeFormValues = (recipe: Recipe): RecipeFormValues => ({
  name: recipe.name,
  servings: String(recipe.servings),
  cookedWeight: recipe.cookedWeight === null ? '' : String(recipe.cookedWeight),
  instructions: recipe.instructions,
  visibility: recipe.visibility,
  ingredients: recipe.ingredients.map((ingredient) => ({
    groceryId: ingredient.groceryId,
    name: ingredient.name,
    per100g: ingredient.per100g,
    grams: String(ingredient.grams),
    available: ingredient.available,
  })),
});

export function toRecipeBody(values: RecipeFormValues): RecipeBody {
  return {
    name: values.name.trim(),
    servings: parseNumber(values.servings),
    cookedWeight: values.cookedWeight.trim() ? parseNumber(values.cookedWeight) : null,
    instructions: values.instructions,
    visibility: values.visibility,
    ingredients: values.ingredients.map((i) => ({
      groceryId: i.groceryId,
      grams: parseNumber(i.grams),
    })),
  };
}

/** The contract's own message for a field's value, or the form's for text that is not a number. */
function check(
  schema: {
    safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
  },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error?.issues[0]?.message;
}

const numberOrMessage = (text: string): number | string => {
  const value = parseNumber(text);
  return Number.isNaN(value) ? t.recipes.mustBeNumber : value;
};

export const nameError = (value: string) => check(recipeBody.shape.name, value);

export function servingsError(text: string) {
  const value = numberOrMessage(text);
  return typeof value === 'string' ? value : check(recipeBody.shape.servings, value);
}

export function cookedWeightError(text: string) {
  if (!text.trim()) return undefined;
  const value = numberOrMessage(text);
  return typeof value === 'string' ? value : check(recipeBody.shape.cookedWeight, value);
}

export function gramsError(text: string) {
  const value = numberOrMessage(text);
  if (typeof value === 'string') return value;
  return check(recipeBody.shape.ingredients, [
    { groceryId: '00000000-0000-4000-8000-000000000000', grams: value },
  ]);
}

export const instructionsError = (value: string) => check(recipeBody.shape.instructions, value);

export interface RecipeFormErrors {
  name?: string;
  servings?: string;
  cookedWeight?: string;
  instructions?: string;
  /** The whole list (none, too many). */
  ingredients?: string;
  /** Per ingredient, by grocery id. */
  grams: Record<string, string>;
}

/** Every message; the form is sent only when there is none. */
export function recipeFormErrors(values: RecipeFormValues): RecipeFormErrors {
  const grams: Record<string, string> = {};
  for (const ingredient of values.ingredients) {
    const error = gramsError(ingredient.grams);
    if (error) grams[ingredient.groceryId] = error;
  }
  const ingredients = values.ingredients.length
    ? check(
        recipeBody.shape.ingredients,
        values.ingredients.map((i) => ({ groceryId: i.groceryId, grams: 1 })),
      )
    : t.recipes.noIngredients;
  return {
    name: nameError(values.name),
    servings: servingsError(values.servings),
    cookedWeight: cookedWeightError(values.cookedWeight),
    instructions: instructionsError(values.instructions),
    ingredients,
    grams,
  };
}

export const hasErrors = (errors: RecipeFormErrors) =>
  Object.entries(errors).some(([key, value]) =>
    key === 'grams' ? Object.keys(value as object).length > 0 : value !== undefined,
  );
