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
export const activity = z.object({
  name: userText.trim().min(1).max(120),
  duration: z
    .number()
    .min(0)
    .max(24 * 60),
  energy: z.number().min(0).max(100_000),
});
export const foodDiary = z.object({
  date: isoDate,
  groceries: z.array(diaryGrocery),
  activities: z.array(activity),
  dailyEnergyGoal: z.number().nullable(),
});

export const updateFoodDiaryBody = z
  .object({
    groceries: z.array(diaryGrocery).max(500).optional(),
    activities: z.array(activity).max(200).optional(),
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
