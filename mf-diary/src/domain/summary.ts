import type { DiaryGrocery, FoodDiary } from '@organizator/shared/contract';
import { DEFAULT_DAILY_ENERGY_GOAL } from '@organizator/shared/domain';

/** kcal of one entry: energy is per 100 g / 100 ml and quantity counts those servings (docs/product.md#constants). */
export const entryEnergy = (entry: Pick<DiaryGrocery, 'energy' | 'quantity'>) =>
  Math.round(entry.energy * entry.quantity);

export interface DaySummary {
  goal: number;
  activity: number;
  eaten: number;
  remaining: number;
  /** Grams eaten in the day, one decimal. */
  protein: number;
  carb: number;
  fat: number;
}

const gramsOf = (
  groceries: Pick<DiaryGrocery, 'protein' | 'carb' | 'fat' | 'quantity'>[],
  key: 'protein' | 'carb' | 'fat',
) => Math.round(groceries.reduce((sum, g) => sum + g[key] * g.quantity, 0) * 10) / 10;

/** docs/product.md#screens: goal + activity energy - eaten = remaining; the goal falls back to the user's, then 1800. */
export function summarise(
  diary: Pick<FoodDiary, 'groceries' | 'activities' | 'dailyEnergyGoal'>,
  userGoal: number | null | undefined,
): DaySummary {
  const goal = diary.dailyEnergyGoal ?? userGoal ?? DEFAULT_DAILY_ENERGY_GOAL;
  const activity = Math.round(diary.activities.reduce((sum, a) => sum + a.energy, 0));
  const eaten = Math.round(diary.groceries.reduce((sum, g) => sum + g.energy * g.quantity, 0));
  return {
    goal,
    activity,
    eaten,
    remaining: goal + activity - eaten,
    protein: gramsOf(diary.groceries, 'protein'),
    carb: gramsOf(diary.groceries, 'carb'),
    fat: gramsOf(diary.groceries, 'fat'),
  };
}
