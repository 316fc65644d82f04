import { z } from 'zod/mini';
import { envelope, id, isoDate } from './common';
import { diaryMeal } from './diary';
import { COOKED_WEIGHT_MIN, GRAMS_MAX, GRAMS_MIN } from './limits';
import { apiMessages } from './messages';
import { nutrition, RECIPE_INGREDIENTS_MAX } from './recipes';

/**
 * A household's pot (docs/decisions/groceries-diary.md#the-households-pot): a recipe cooked on a
 * day, weighed, eaten from by the team's members in portions of grams, its rest planned on the
 * menu or thrown away.
 */

const meal = z.enum(diaryMeal.options, { message: apiMessages.unknownMeal });
const grams = z
  .number({ message: apiMessages.mustBeNumber })
  .check(
    z.gte(GRAMS_MIN, apiMessages.mealPlanGramsPositive),
    z.lte(GRAMS_MAX, apiMessages.gramsTooLarge),
  );
const cookedWeight = z
  .number({ message: apiMessages.mustBeNumber })
  .check(
    z.gte(COOKED_WEIGHT_MIN, apiMessages.cookedWeightInvalid),
    z.lte(GRAMS_MAX, apiMessages.cookedWeightTooLarge),
  );
/** Grams thrown away: none is 0. */
const thrownAway = z
  .number({ message: apiMessages.mustBeNumber })
  .check(z.gte(0, apiMessages.nutrientNegative), z.lte(GRAMS_MAX, apiMessages.gramsTooLarge));

/** One member's portion, as the pot lists it. */
const potPortion = z.object({
  userId: id,
  /** The member's name (their e-mail when they have none). */
  name: z.string(),
  grams: z.number(),
  date: isoDate,
  meal: diaryMeal,
});

/** An ingredient as it went into the pot that day. */
const potIngredient = z.object({
  groceryId: id,
  name: z.string(),
  grams: z.number(),
  per100g: nutrition,
});

export const pot = z.object({
  id,
  /** Null once the recipe is deleted (the pot keeps its name and values). */
  recipeId: z.nullable(id),
  name: z.string(),
  /** The day it was cooked. */
  date: isoDate,
  /** Grams of the whole cooked dish, as weighed. */
  cookedWeight: z.number(),
  /** Grams still in the pot: the weight less every portion and what was thrown away, never below 0. */
  left: z.number(),
  thrownAway: z.number(),
  /** Empty, thrown away or marked finished: nothing more can be taken. */
  finished: z.boolean(),
  portions: z.array(potPortion),
  /** Per 100 g of the cooked dish, from the ingredients as cooked (rounded to one decimal). */
  per100g: nutrition,
  ingredients: z.array(potIngredient),
  /** The member who cooked it (the only one who may delete it). */
  ownerId: id,
});

const potIngredientBody = z.object({ groceryId: id, grams });

/**
 * POST /pots: a cooking of a recipe the caller can see. `cookedWeight` defaults to the recipe's;
 * `ingredients` (the amounts as really cooked) to the recipe's own.
 */
export const createPotBody = z.object({
  recipeId: id,
  date: isoDate,
  cookedWeight: z.optional(cookedWeight),
  ingredients: z.optional(
    z.array(potIngredientBody, { message: apiMessages.recipeNeedsIngredient }).check(
      z.minLength(1, apiMessages.recipeNeedsIngredient),
      z.maxLength(RECIPE_INGREDIENTS_MAX, apiMessages.tooManyIngredients),
      z.refine(
        (list) => new Set(list.map((i) => i.groceryId)).size === list.length,
        apiMessages.potIngredientDuplicate,
      ),
    ),
  ),
});

/** GET /pots?open=true: only the pots something can still be taken from. */
export const potsQuery = z.object({ open: z.optional(z.enum(['true', 'false'])) });

/**
 * POST /pots/{id}/portions: the caller takes `grams` for their diary's `date` and `meal`. The same
 * `requestId` again takes nothing more and answers the pot as it is. `plannedEntryId`: the menu
 * entry this portion eats (it then no longer shows as planned for the caller).
 */
export const takePortionBody = z.object({
  date: isoDate,
  meal,
  grams,
  requestId: z.uuid(),
  plannedEntryId: z.optional(id),
});

/** PUT /pots/{id}: any of the weight, finished, and the grams thrown away (the total, not added). */
export const updatePotBody = z
  .object({
    cookedWeight: z.optional(cookedWeight),
    finished: z.optional(z.boolean()),
    thrownAway: z.optional(thrownAway),
  })
  .check(
    z.refine((b) => Object.values(b).some((v) => v !== undefined), apiMessages.noDataToUpdate),
  );

export const potResponse = envelope(z.object({ pot }));
export const potsResponse = envelope(z.object({ pots: z.array(pot) }));
/** The 409 of a portion larger than what is left (or a full diary day): `data.left` is the grams left. */
export const potLeftEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  data: z.object({ left: z.number() }),
});

export type Pot = z.infer<typeof pot>;
export type PotPortion = z.infer<typeof potPortion>;
export type CreatePotBody = z.input<typeof createPotBody>;
export type TakePortionBody = z.input<typeof takePortionBody>;
export type UpdatePotBody = z.input<typeof updatePotBody>;
