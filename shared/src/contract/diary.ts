import { z } from 'zod/mini';
import { DIARY_MEALS } from '../domain/constants';
import { envelope, id, isoDate, userText } from './common';
import { dateRangeChecks } from './date-range';
import {
  ACTIVITY_DURATION_MAX,
  ACTIVITY_ENERGY_MAX,
  DIARY_QUANTITY_MAX,
  DIARY_QUANTITY_MIN,
  DIARY_VALUE_MAX,
} from './limits';
import { apiMessages } from './messages';

/** Diary entries carry the meal in lower case (docs/product.md#data). */
export const diaryMeal = z.enum(DIARY_MEALS);

/** What one unit of an entry's quantity is: 100 g (groceries, a recipe's cooked dish) or a serving. */
export const diaryPortion = z.enum(['serving', 'grams']);

/** A number from `min` to `max`, both included; anything else is refused with `message`. */
const range = (min: number, max: number, message: string) =>
  z.number({ message: apiMessages.mustBeNumber }).check(z.gte(min, message), z.lte(max, message));
const value = range(0, DIARY_VALUE_MAX, apiMessages.diaryValueOutOfRange);
const diaryGrocery = z.object({
  id,
  name: userText.check(z.maxLength(120)),
  energy: value,
  fat: value,
  protein: value,
  carb: value,
  quantity: range(DIARY_QUANTITY_MIN, DIARY_QUANTITY_MAX, apiMessages.diaryQuantityOutOfRange),
  meal: diaryMeal,
  /**
   * Set on an entry logged from a recipe (then `id` is the recipe's id too). The values are a
   * snapshot taken when it was logged, so editing or deleting the recipe later leaves the day as
   * eaten: per serving with `portion: 'serving'` (quantity = servings), per 100 g of the cooked
   * dish with `portion: 'grams'` (quantity = grams / 100, as for groceries).
   */
  recipeId: z.optional(id),
  portion: z.optional(diaryPortion),
  /**
   * Set on an entry logged from the team's menu: the menu entry's id (unique within the day). The
   * entry then no longer shows as planned for this member; the menu stays as it is for the others.
   */
  plannedEntryId: z.optional(id),
  /**
   * Set on a portion taken from a household's pot (POST /pots/{id}/portions): per 100 g of the pot's
   * cooked dish, `portion: 'grams'`. The values stay when the pot is deleted.
   */
  potId: z.optional(id),
});
/** Food entries of one diary day. */
export const DIARY_ENTRIES_MAX = 500;
export const ACTIVITY_NAME_MAX = 120;
export const activity = z.object({
  name: userText.check(z.trim(), z.minLength(1), z.maxLength(ACTIVITY_NAME_MAX)),
  duration: range(0, ACTIVITY_DURATION_MAX, apiMessages.activityDurationOutOfRange),
  energy: range(0, ACTIVITY_ENERGY_MAX, apiMessages.activityEnergyOutOfRange),
});
export const diaryVersion = z
  .nullable(z.string().check(z.maxLength(40)))
  .register(z.globalRegistry, {
    description: 'Changes with every stored change of the day; null for a day never saved.',
  });

export const foodDiary = z.object({
  date: isoDate,
  groceries: z.array(diaryGrocery),
  activities: z.array(activity),
  dailyEnergyGoal: z.nullable(z.number()),
  /**
   * Optimistic concurrency: an opaque token that changes with every stored change of the day; null
   * for a day never saved. A client sends it back with its PUT so a write made from a stale view is
   * refused (409) instead of replacing a day someone else changed meanwhile.
   */
  version: diaryVersion,
});

export const updateFoodDiaryBody = z
  .object({
    groceries: z.optional(z.array(diaryGrocery).check(z.maxLength(DIARY_ENTRIES_MAX))),
    activities: z.optional(z.array(activity).check(z.maxLength(200))),
    /**
     * The `version` of the day this change was made on. Sent: the write happens only if the day is
     * still at that version (null: only if no day is stored yet), else 409 and nothing changes.
     * Left out: the write replaces the day unconditionally (docs/product.md#api shape).
     */
    version: z.optional(diaryVersion).register(z.globalRegistry, {
      description:
        'The version of the day this change was made on; a stale one gets 409 and nothing is written. Omit to write unconditionally.',
    }),
  })
  .check(
    z.refine(
      (b) => b.groceries !== undefined || b.activities !== undefined,
      apiMessages.noDataToUpdate,
    ),
  );

/**
 * GET /food-diaries?from&to: the days from..to (both included, at most 62, `from` not after `to`);
 * without both the whole diary, as the list always answered. One of the two alone is refused.
 */
export const foodDiariesQuery = z
  .object({ from: z.optional(isoDate), to: z.optional(isoDate) })
  .check(
    z.refine(
      (q) => (q.from === undefined) === (q.to === undefined),
      apiMessages.dateRangeIncomplete,
    ),
    ...dateRangeChecks<{ from?: string; to?: string }>(),
  );

export const foodDiariesResponse = envelope(z.object({ foodDiaries: z.array(foodDiary) }));
export const foodDiaryResponse = envelope(z.object({ foodDiary }));

export type DiaryMeal = z.infer<typeof diaryMeal>;
export type DiaryGrocery = z.infer<typeof diaryGrocery>;
export type Activity = z.infer<typeof activity>;
export type FoodDiary = z.infer<typeof foodDiary>;
export type UpdateFoodDiaryBody = z.infer<typeof updateFoodDiaryBody>;
export type FoodDiariesQuery = z.infer<typeof foodDiariesQuery>;
