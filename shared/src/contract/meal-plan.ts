import { z } from 'zod/mini';
import { envelope, id, isoDate, userText } from './common';
import { DATE_RANGE_MAX_DAYS, dateRangeChecks } from './date-range';
import { diaryMeal, diaryPortion, diaryVersion, foodDiary } from './diary';
import { GROCERY_NAME_MAX } from './groceries';
import { GRAMS_MAX, GRAMS_MIN, PORTION_SERVINGS_MIN, SERVINGS_MAX } from './limits';
import { listItem } from './lists';
import { apiMessages } from './messages';
import { nutrition } from './recipes';

/** The longest range one request may ask for (GET /meal-plan, POST /lists/{id}/plan-items). */
export const MEAL_PLAN_RANGE_MAX_DAYS = DATE_RANGE_MAX_DAYS;
/** Entries of one day's menu, all meals together. */
const MEAL_PLAN_DAY_ENTRIES_MAX = 50;

/** A meal of the menu, lower case as in diary entries; anything else is refused in Croatian. */
const planMeal = z.enum(diaryMeal.options, { message: apiMessages.unknownMeal });

/** One dish of the team's menu, as answered. Exactly one of `recipeId`, `groceryId` and `potId` is
 * set, unless the food was deleted after it was planned: then all are null and the stored `name`
 * remains. A `potId` entry is a leftover: `grams` of a pot already cooked (shopping adds nothing). */
const mealPlanEntry = z.object({
  /** Chosen by the client (a UUID), unique within the day; it keeps it when the entry moves. */
  id,
  meal: diaryMeal,
  recipeId: z.nullable(id),
  groceryId: z.nullable(id),
  potId: z.nullable(id),
  /** The recipe's, grocery's or pot's name, taken from it when the entry was stored. */
  name: z.string(),
  /** Servings of a recipe (decimals allowed); null for a grocery. */
  servings: z.nullable(z.number()),
  /** Grams of a grocery or of a pot's leftover; null for a recipe. */
  grams: z.nullable(z.number()),
});

const mealPlanDay = z.object({
  date: isoDate,
  /** Changes with every stored change of the day's menu; null for a day never planned. */
  version: diaryVersion,
  entries: z.array(mealPlanEntry),
});

/** GET /meal-plan?from&to: both days included, at most 62 days, `from` not after `to`. */
export const mealPlanQuery = z
  .object({ from: isoDate, to: isoDate })
  .check(...dateRangeChecks<{ from: string; to: string }>());

const servings = z
  .number({ message: apiMessages.mustBeNumber })
  .check(
    z.gte(PORTION_SERVINGS_MIN, apiMessages.mealPlanServingsPositive),
    z.lte(SERVINGS_MAX, apiMessages.servingsTooLarge),
  );
const grams = z
  .number({ message: apiMessages.mustBeNumber })
  .check(
    z.gte(GRAMS_MIN, apiMessages.mealPlanGramsPositive),
    z.lte(GRAMS_MAX, apiMessages.gramsTooLarge),
  );

/**
 * One entry of a PUT: a recipe with `servings`, a grocery with `grams`, or a pot's leftover with
 * `potId` and `grams`. `name` may be left out (the
 * server takes it from the food). An entry whose food was deleted (both ids null) may only be kept
 * as stored, under its id (its meal may change).
 */
const mealPlanEntryBody = z
  .object({
    id,
    meal: planMeal,
    recipeId: z._default(z.optional(z.nullable(id)), null),
    groceryId: z._default(z.optional(z.nullable(id)), null),
    potId: z._default(z.optional(z.nullable(id)), null),
    name: z.optional(userText.check(z.maxLength(GROCERY_NAME_MAX))),
    servings: z._default(z.optional(z.nullable(servings)), null),
    grams: z._default(z.optional(z.nullable(grams)), null),
  })
  .check(
    z.refine(
      (e) => [e.recipeId, e.groceryId, e.potId].filter((x) => x !== null).length <= 1,
      apiMessages.mealPlanEntryOneFood,
    ),
    z.refine(
      (e) => e.recipeId === null || e.servings !== null,
      apiMessages.mealPlanServingsPositive,
    ),
    z.refine((e) => e.groceryId === null || e.grams !== null, apiMessages.mealPlanGramsPositive),
    z.refine((e) => e.potId === null || e.grams !== null, apiMessages.mealPlanPotNeedsGrams),
  );

/** PUT /meal-plan/{date}: the day's whole menu, replacing what is stored. */
export const updateMealPlanBody = z.object({
  entries: z.array(mealPlanEntryBody).check(
    z.maxLength(MEAL_PLAN_DAY_ENTRIES_MAX, apiMessages.mealPlanTooManyEntries),
    z.refine(
      (entries) => new Set(entries.map((e) => e.id)).size === entries.length,
      apiMessages.mealPlanDuplicateEntryId,
    ),
  ),
  /**
   * The `version` of the day this menu was made from (null: no menu stored for the day yet). A stale
   * one is a 409 and nothing changes, unless the stored day already is exactly this menu (a replay).
   */
  version: diaryVersion,
});

export const mealPlanResponse = envelope(z.object({ days: z.array(mealPlanDay) }));
export const mealPlanDayResponse = envelope(z.object({ day: mealPlanDay }));

/**
 * A menu entry of the diary's date that this member has not logged yet. `portion` says what one
 * unit of `nutrition` is: a serving of a recipe, 100 g of a grocery (as in diary entries).
 * `nutrition` is null when the member cannot see the food (deleted, or no longer shared).
 */
const plannedEntry = z.object({
  ...mealPlanEntry.shape,
  portion: diaryPortion,
  nutrition: z.nullable(nutrition),
});

/**
 * POST /lists/{id}/plan-items: every planned recipe's ingredients (scaled by servings) and planned
 * grocery of the days from..to, summed by name and merged into the list as recipe items are.
 * `requestId` makes a retry change nothing and answer the same; `includeBought` adds names the list
 * already holds as bought (by default they are skipped and named in `bought`).
 */
export const planItemsBody = z
  .object({
    from: isoDate,
    to: isoDate,
    requestId: z.optional(z.uuid()),
    includeBought: z._default(z.optional(z.boolean()), false),
  })
  .check(...dateRangeChecks<{ from: string; to: string }>());

const planItemsResult = z.object({
  /** The list's items this request added or merged into, as stored now. */
  items: z.array(listItem),
  /** What the request put on the list: each item's name and the grams it added to it. */
  added: z.array(z.object({ itemId: id, name: z.string(), grams: z.number() })),
  /** Names skipped because the list holds them as bought (only without `includeBought`). */
  bought: z.array(z.string()),
  /** Planned entries whose food the caller can no longer see (deleted or not shared): not added. */
  unavailable: z.array(z.string()),
});
export const planItemsResponse = envelope(planItemsResult);

export type MealPlanEntry = z.infer<typeof mealPlanEntry>;
export type MealPlanDay = z.infer<typeof mealPlanDay>;
export type MealPlanEntryBody = z.input<typeof mealPlanEntryBody>;
export type UpdateMealPlanBody = z.input<typeof updateMealPlanBody>;
export type PlannedEntry = z.infer<typeof plannedEntry>;
export type PlanItemsBody = z.input<typeof planItemsBody>;
export type PlanItemsResult = z.infer<typeof planItemsResult>;

/**
 * GET /food-diaries/{date}: one day of the member's diary (a day never saved is empty, with
 * `version: null`) and `planned`, the team menu's entries of that date the member has not logged.
 */
const foodDiaryDay = z.object({ ...foodDiary.shape, planned: z.array(plannedEntry) });
export const foodDiaryDayResponse = envelope(z.object({ foodDiary: foodDiaryDay }));
