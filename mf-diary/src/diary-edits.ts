import type {
  Activity,
  DiaryGrocery,
  DiaryMeal,
  FoodDiary,
  Grocery,
} from '@organizator/shared/contract';

/** A day without a stored diary yet (the API creates it on the first edit). */
export const emptyDiary = (date: string): FoodDiary => ({
  date,
  groceries: [],
  activities: [],
  dailyEnergyGoal: null,
  version: null,
});

/** Every edit sends the day's full arrays (SPEC §7: PUT /food-diaries/{date} {groceries, activities}). */
export type DiaryEdit = Pick<FoodDiary, 'groceries' | 'activities'>;

/**
 * What the user did, as a function of the day it is applied to, so the same change can be applied
 * again to a fresher day when the server says the day changed meanwhile (another tab or device).
 */
export type DiaryChange = (day: FoodDiary) => DiaryEdit;

export const diaryEntry = (grocery: Grocery, quantity: number, meal: DiaryMeal): DiaryGrocery => ({
  id: grocery.id,
  name: grocery.name,
  energy: grocery.energy,
  fat: grocery.fat,
  protein: grocery.protein,
  carb: grocery.carb,
  quantity,
  meal,
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Removes `item` from `items`: at `index` when it is still there (the same grocery may be eaten
 * twice in a day), otherwise the first equal one; nothing when it is gone already (removed elsewhere).
 */
function without<T>(items: readonly T[], item: T, index: number): T[] {
  const at = same(items[index], item) ? index : items.findIndex((i) => same(i, item));
  return at < 0 ? [...items] : items.filter((_, i) => i !== at);
}

export const addEntry =
  (entry: DiaryGrocery): DiaryChange =>
  (day) => ({ groceries: [...day.groceries, entry], activities: day.activities });

export const removeEntry =
  (entry: DiaryGrocery, index: number): DiaryChange =>
  (day) => ({ groceries: without(day.groceries, entry, index), activities: day.activities });

export const addActivity =
  (activity: Activity): DiaryChange =>
  (day) => ({ groceries: day.groceries, activities: [...day.activities, activity] });

export const removeActivity =
  (activity: Activity, index: number): DiaryChange =>
  (day) => ({ groceries: day.groceries, activities: without(day.activities, activity, index) });

/** The cached diaries with `date` replaced (or added) by the edited day. */
export function applyEdit(diaries: FoodDiary[], date: string, edit: DiaryEdit): FoodDiary[] {
  const existing = diaries.find((d) => d.date === date);
  const next = { ...(existing ?? emptyDiary(date)), ...edit };
  return existing ? diaries.map((d) => (d.date === date ? next : d)) : [...diaries, next];
}

/** One day out of the list `GET /food-diaries` answers (an unsaved day is empty). */
export const dayOf = (diaries: readonly FoodDiary[], date: string): FoodDiary =>
  diaries.find((d) => d.date === date) ?? emptyDiary(date);
