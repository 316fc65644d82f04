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

/** Every edit sends the day's full arrays (docs/product.md#api: PUT /food-diaries/{date} {groceries, activities}). */
export type DiaryEdit = Pick<FoodDiary, 'groceries' | 'activities'>;

/**
 * What the user did, as a function of the day it is applied to, so the same change can be applied
 * again to a fresher day when the server says the day changed meanwhile (another tab or device).
 */
export type DiaryChange = (day: FoodDiary) => DiaryEdit;

/**
 * What an entry copies from a grocery or a recipe (a recent entry carries the same fields): the
 * values per unit of quantity, and for a recipe its id and portion (a serving, or 100 g of the
 * cooked dish); isStarter only marks the app's own foods in the picker and is not copied.
 */
export type Food = Pick<
  DiaryGrocery,
  'id' | 'name' | 'energy' | 'fat' | 'protein' | 'carb' | 'recipeId' | 'portion'
> &
  Pick<Grocery, 'isStarter'>;

export const diaryEntry = (grocery: Food, quantity: number, meal: DiaryMeal): DiaryGrocery => ({
  id: grocery.id,
  name: grocery.name,
  energy: grocery.energy,
  fat: grocery.fat,
  protein: grocery.protein,
  carb: grocery.carb,
  quantity,
  meal,
  ...(grocery.recipeId ? { recipeId: grocery.recipeId, portion: grocery.portion } : {}),
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

/** An edited entry (amount, meal) stays at its place in the day (found again if the day moved). */
export const replaceEntry =
  (previous: DiaryGrocery, index: number, entry: DiaryGrocery): DiaryChange =>
  (day) => {
    const at = same(day.groceries[index], previous)
      ? index
      : day.groceries.findIndex((g) => same(g, previous));
    return {
      groceries:
        at < 0 ? [...day.groceries, entry] : day.groceries.map((g, i) => (i === at ? entry : g)),
      activities: day.activities,
    };
  };

/** "Kao jučer": a meal's entries of another day, added as they were. */
export const copyEntries =
  (entries: DiaryGrocery[]): DiaryChange =>
  (day) => ({ groceries: [...day.groceries, ...entries], activities: day.activities });

/** Puts `item` back at `index` (or last, if the day has fewer items by now). */
const insertAt = <T>(items: readonly T[], index: number, item: T): T[] => [
  ...items.slice(0, index),
  item,
  ...items.slice(index),
];

/** Undo of a removal: the entry goes back where it was. */
export const restoreEntry =
  (index: number, entry: DiaryGrocery): DiaryChange =>
  (day) => ({ groceries: insertAt(day.groceries, index, entry), activities: day.activities });

export const restoreActivity =
  (index: number, activity: Activity): DiaryChange =>
  (day) => ({ groceries: day.groceries, activities: insertAt(day.activities, index, activity) });

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
