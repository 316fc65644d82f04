import { z } from 'zod/mini';
import { envelope, id, isoDateTime, userText } from './common';
import { GROCERY_NAME_MAX, GROCERY_NAME_MIN, visibility } from './groceries';
import {
  COOKED_WEIGHT_MIN,
  GRAMS_MAX,
  GRAMS_MIN,
  PORTION_SERVINGS_MIN,
  SERVINGS_MAX,
} from './limits';
import { listItem } from './lists';
import { apiMessages } from './messages';

export const RECIPE_INGREDIENTS_MAX = 100;
export const RECIPE_SERVINGS_MAX = SERVINGS_MAX;
export const RECIPE_INSTRUCTIONS_MAX = 20_000;
/** Grams of one ingredient, and the cooked weight of a whole dish: 100 kg is more than any pot. */
export const RECIPE_GRAMS_MAX = GRAMS_MAX;

/** Energy (kcal), fat, protein and carbohydrate (g), rounded to one decimal. */
export const nutrition = z.object({
  energy: z.number(),
  fat: z.number(),
  protein: z.number(),
  carb: z.number(),
});

const recipeIngredient = z.object({
  groceryId: id,
  /** The grocery's name, or the name stored when it was added if the caller can no longer see it. */
  name: z.string(),
  grams: z.number(),
  /** Per 100 g: the grocery's values, or those stored with the recipe (see `available`). */
  per100g: nutrition,
  /**
   * False when the caller can no longer see the grocery (its owner left the team, made it private
   * or deleted it): the ingredient still counts, with the name and values stored with the recipe.
   */
  available: z.boolean(),
});

export const recipe = z.object({
  id,
  /** The owner's id for the owner only; null on a teammate's or public recipe (as groceries). */
  userId: z.nullable(id),
  name: z.string(),
  servings: z.number(),
  /** Grams of the whole cooked dish, when the owner weighed it; entries can then be in grams. */
  cookedWeight: z.nullable(z.number()),
  ingredients: z.array(recipeIngredient),
  instructions: z.string(),
  /** The web page it was imported from; null when typed or pasted. */
  sourceUrl: z.nullable(z.string()),
  visibility,
  perServing: nutrition,
  total: nutrition,
  /** Per 100 g of the cooked dish; null without a cooked weight. */
  per100g: z.nullable(nutrition),
  updatedAt: isoDateTime,
});

const recipeName = userText.check(
  z.trim(),
  z.minLength(GROCERY_NAME_MIN, apiMessages.recipeNameTooShort),
  z.maxLength(GROCERY_NAME_MAX, apiMessages.recipeNameTooLong),
);
const servings = z
  .number({ message: apiMessages.mustBeNumber })
  .check(
    z.int(apiMessages.servingsMustBeWhole),
    z.gte(1, apiMessages.servingsMustBePositive),
    z.lte(RECIPE_SERVINGS_MAX, apiMessages.servingsTooLarge),
  );
const grams = z
  .number({ message: apiMessages.mustBeNumber })
  .check(
    z.gte(GRAMS_MIN, apiMessages.gramsMustBePositive),
    z.lte(GRAMS_MAX, apiMessages.gramsTooLarge),
  );
const cookedWeight = z.nullable(
  z
    .number({ message: apiMessages.mustBeNumber })
    .check(
      z.gte(COOKED_WEIGHT_MIN, apiMessages.cookedWeightInvalid),
      z.lte(GRAMS_MAX, apiMessages.cookedWeightTooLarge),
    ),
);
const instructions = userText.check(
  z.maxLength(RECIPE_INSTRUCTIONS_MAX, apiMessages.instructionsTooLong),
);
/** A web page's address: http or https, as long as browsers take. */
export const SOURCE_URL_MAX = 2048;
export const webAddress = userText.check(
  z.trim(),
  z.maxLength(SOURCE_URL_MAX, apiMessages.recipeImportBadUrl),
  z.refine((value: string) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, apiMessages.recipeImportBadUrl),
);
const recipeIngredientBody = z.object({
  groceryId: id,
  grams,
  /**
   * The imported line's food name (the draft's `name`) this grocery was chosen for: the team's
   * choice, remembered so the next import matches the name to it (docs/decisions/groceries-diary.md).
   */
  importName: z.optional(userText.check(z.trim(), z.maxLength(GROCERY_NAME_MAX))),
});
const ingredients = z
  .array(recipeIngredientBody, { message: apiMessages.recipeNeedsIngredient })
  .check(
    z.minLength(1, apiMessages.recipeNeedsIngredient),
    z.maxLength(RECIPE_INGREDIENTS_MAX, apiMessages.tooManyIngredients),
  );

export const recipeBody = z.object({
  name: recipeName,
  servings,
  cookedWeight: z._default(z.optional(cookedWeight), null),
  instructions: z._default(z.optional(instructions), ''),
  sourceUrl: z._default(z.optional(z.nullable(webAddress)), null),
  visibility: z._default(z.optional(visibility), 'private'),
  ingredients,
});

/** PUT /recipes/{id}: any subset of the fields; `ingredients`, when sent, replaces them all. */
export const updateRecipeBody = z
  .object({
    name: z.optional(recipeName),
    servings: z.optional(servings),
    cookedWeight: z.optional(cookedWeight),
    instructions: z.optional(instructions),
    /** null forgets where it came from. */
    sourceUrl: z.optional(z.nullable(webAddress)),
    visibility: z.optional(visibility),
    ingredients: z.optional(ingredients),
  })
  .check(
    z.refine((b) => Object.values(b).some((v) => v !== undefined), apiMessages.noDataToUpdate),
  );

/**
 * POST /lists/{id}/recipe-items: the recipe's ingredients for `servings` servings onto the list.
 * `requestId` (a UUID the client picks once per intent) makes it idempotent: the same request sent
 * again (a retry, an offline replay) changes nothing and answers the same items.
 */
export const recipeItemsBody = z.object({
  recipeId: id,
  servings: z
    .number({ message: apiMessages.mustBeNumber })
    .check(
      z.gte(PORTION_SERVINGS_MIN, apiMessages.mealPlanServingsPositive),
      z.lte(SERVINGS_MAX, apiMessages.servingsTooLarge),
    ),
  requestId: z.optional(z.uuid()),
});

export const recipesResponse = envelope(z.object({ recipes: z.array(recipe) }));
export const recipeResponse = envelope(z.object({ recipe }));
/** The list's items the request added or changed, as stored. */
export const recipeItemsResponse = envelope(z.object({ items: z.array(listItem) }));

export type Nutrition = z.infer<typeof nutrition>;
export type Recipe = z.infer<typeof recipe>;
export type RecipeBody = z.input<typeof recipeBody>;
export type UpdateRecipeBody = z.input<typeof updateRecipeBody>;
export type RecipeItemsBody = z.input<typeof recipeItemsBody>;
