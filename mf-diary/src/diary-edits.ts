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
});

/** Every edit sends the day's full arrays (SPEC §7: PUT /food-diaries/{date} {groceries, activities}). */
export type DiaryEdit = Pick<FoodDiary, 'groceries' | 'activities'>;

/** What an entry copies from a grocery (a recent entry carries the same fields). */
export type Food = Pick<Grocery, 'id' | 'name' | 'energy' | 'fat' | 'protein' | 'carb'>;

/** The foods most recently logged, newest first, each once (by grocery id). */
export function recentFoods(diaries: FoodDiary[], limit: number): Food[] {
  const seen = new Map<string, Food>();
  const days = [...diaries].sort((a, b) => b.date.localeCompare(a.date));
  for (const day of days) {
    for (const entry of [...day.groceries].reverse()) {
      if (!seen.has(entry.id)) seen.set(entry.id, entry);
      if (seen.size >= limit) return [...seen.values()];
    }
  }
  return [...seen.values()];
}

export const diaryEntry = (grocery: Food, quantity: number, meal: DiaryMeal): DiaryGrocery => ({
  id: grocery.id,
  name: grocery.name,
  energy: grocery.energy,
  fat: grocery.fat,
  protein: grocery.protein,
  carb: grocery.carb,
  quantity,
  meal,
});

export const addEntry = (diary: FoodDiary, entry: DiaryGrocery): DiaryEdit => ({
  groceries: [...diary.groceries, entry],
  activities: diary.activities,
});

/** An edited entry (amount, meal) stays at its place in the day. */
export const replaceEntry = (diary: FoodDiary, index: number, entry: DiaryGrocery): DiaryEdit => ({
  groceries: diary.groceries.map((current, i) => (i === index ? entry : current)),
  activities: diary.activities,
});

/** "Kao jučer": a meal's entries of another day, added as they were. */
export const copyEntries = (diary: FoodDiary, entries: DiaryGrocery[]): DiaryEdit => ({
  groceries: [...diary.groceries, ...entries],
  activities: diary.activities,
});

/** Entries are removed by position: the same grocery may be eaten twice in a day. */
export const removeEntry = (diary: FoodDiary, index: number): DiaryEdit => ({
  groceries: diary.groceries.filter((_, i) => i !== index),
  activities: diary.activities,
});

/** Undo of a removal: the entry goes back where it was (or last, if the day has changed since). */
export const restoreEntry = (diary: FoodDiary, index: number, entry: DiaryGrocery): DiaryEdit => ({
  groceries: [...diary.groceries.slice(0, index), entry, ...diary.groceries.slice(index)],
  activities: diary.activities,
});

export const restoreActivity = (
  diary: FoodDiary,
  index: number,
  activity: Activity,
): DiaryEdit => ({
  groceries: diary.groceries,
  activities: [...diary.activities.slice(0, index), activity, ...diary.activities.slice(index)],
});

export const addActivity = (diary: FoodDiary, activity: Activity): DiaryEdit => ({
  groceries: diary.groceries,
  activities: [...diary.activities, activity],
});

export const removeActivity = (diary: FoodDiary, index: number): DiaryEdit => ({
  groceries: diary.groceries,
  activities: diary.activities.filter((_, i) => i !== index),
});

/** The cached diaries with `date` replaced (or added) by the edited day. */
export function applyEdit(diaries: FoodDiary[], date: string, edit: DiaryEdit): FoodDiary[] {
  const existing = diaries.find((d) => d.date === date);
  const next = { ...(existing ?? emptyDiary(date)), ...edit };
  return existing ? diaries.map((d) => (d.date === date ? next : d)) : [...diaries, next];
}
