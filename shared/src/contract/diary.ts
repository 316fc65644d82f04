import { z } from 'zod';
import { envelope, id, isoDate, userText } from './common';
import { apiMessages } from './messages';

export const mealType = z.enum(['BREAKFAST', 'LUNCH', 'DINNER', 'SNACK']);
/** Diary entries carry the meal in lower case (SPEC §3). */
export const diaryMeal = z.enum(['breakfast', 'lunch', 'dinner', 'snack']);

export const diaryGrocery = z.object({
  id,
  name: userText.max(120),
  energy: z.number().min(0).max(100_000),
  fat: z.number().min(0).max(100_000),
  protein: z.number().min(0).max(100_000),
  carb: z.number().min(0).max(100_000),
  quantity: z.number().positive().max(1000),
  meal: diaryMeal,
});
export const ACTIVITY_NAME_MAX = 120;
export const activity = z.object({
  name: userText.trim().min(1).max(ACTIVITY_NAME_MAX),
  duration: z
    .number()
    .min(0)
    .max(24 * 60),
  energy: z.number().min(0).max(100_000),
});
export const diaryVersion = z
  .string()
  .max(40)
  .nullable()
  .describe('Changes with every stored change of the day; null for a day never saved.');

export const foodDiary = z.object({
  date: isoDate,
  groceries: z.array(diaryGrocery),
  activities: z.array(activity),
  dailyEnergyGoal: z.number().nullable(),
  /**
   * Optimistic concurrency: an opaque token that changes with every stored change of the day; null
   * for a day never saved. A client sends it back with its PUT so a write made from a stale view is
   * refused (409) instead of replacing a day someone else changed meanwhile.
   */
  version: diaryVersion,
});

export const updateFoodDiaryBody = z
  .object({
    groceries: z.array(diaryGrocery).max(500).optional(),
    activities: z.array(activity).max(200).optional(),
    /**
     * The `version` of the day this change was made on. Sent: the write happens only if the day is
     * still at that version (null: only if no day is stored yet), else 409 and nothing changes.
     * Left out: the write replaces the day unconditionally (SPEC §7 shape).
     */
    version: diaryVersion
      .optional()
      .describe(
        'The version of the day this change was made on; a stale one gets 409 and nothing is written. Omit to write unconditionally.',
      ),
  })
  .refine(
    (b) => b.groceries !== undefined || b.activities !== undefined,
    apiMessages.noDataToUpdate,
  );

export const foodDiariesResponse = envelope(z.object({ foodDiaries: z.array(foodDiary) }));
export const foodDiaryResponse = envelope(z.object({ foodDiary }));

export type DiaryMeal = z.infer<typeof diaryMeal>;
export type DiaryGrocery = z.infer<typeof diaryGrocery>;
export type Activity = z.infer<typeof activity>;
export type FoodDiary = z.infer<typeof foodDiary>;
export type UpdateFoodDiaryBody = z.infer<typeof updateFoodDiaryBody>;
