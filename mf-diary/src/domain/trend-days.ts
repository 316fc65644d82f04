import type { FoodDiary } from '@organizator/shared/contract';
import { ISO_DATE_FORMAT } from '@organizator/shared/domain';
import { dayjs } from '@organizator/shared/i18n';
import { summarise } from './summary';

/** kcal per gram of each macronutrient (Atwater factors), for the split of a day's energy. */
const KCAL_PER_GRAM = { protein: 4, fat: 9, carb: 4 } as const;

export interface MacroSplit {
  /** Percent of the energy from macronutrients; the three add up to 100 (or all 0). */
  protein: number;
  fat: number;
  carb: number;
}

export interface TrendDay {
  date: string;
  /** False for a day with nothing eaten logged: it is drawn empty and left out of the averages. */
  logged: boolean;
  eaten: number;
  goal: number;
  protein: number;
  fat: number;
  carb: number;
  split: MacroSplit;
}

export interface TrendAverages {
  loggedDays: number;
  eaten: number;
  goal: number;
  protein: number;
  fat: number;
  carb: number;
  split: MacroSplit;
}

export function macroSplit(grams: { protein: number; fat: number; carb: number }): MacroSplit {
  const kcal = {
    protein: grams.protein * KCAL_PER_GRAM.protein,
    fat: grams.fat * KCAL_PER_GRAM.fat,
    carb: grams.carb * KCAL_PER_GRAM.carb,
  };
  const total = kcal.protein + kcal.fat + kcal.carb;
  if (total <= 0) return { protein: 0, fat: 0, carb: 0 };
  return {
    protein: (kcal.protein / total) * 100,
    fat: (kcal.fat / total) * 100,
    carb: (kcal.carb / total) * 100,
  };
}

/**
 * The `count` days ending with `today` (oldest first), each with what was eaten against that day's
 * goal (the day's own goal, else the user's, else the default: the diary's summary rule).
 */
export function trendDays(
  diaries: readonly FoodDiary[],
  userGoal: number | null | undefined,
  count: number,
  today: string,
): TrendDay[] {
  const byDate = new Map(diaries.map((diary) => [diary.date, diary]));
  const end = dayjs(today);
  return Array.from({ length: count }, (_, i) => {
    const date = end.subtract(count - 1 - i, 'day').format(ISO_DATE_FORMAT);
    const diary = byDate.get(date);
    const summary = summarise(
      diary ?? { groceries: [], activities: [], dailyEnergyGoal: null },
      userGoal,
    );
    return {
      date,
      logged: (diary?.groceries.length ?? 0) > 0,
      eaten: summary.eaten,
      goal: summary.goal,
      protein: summary.protein,
      fat: summary.fat,
      carb: summary.carb,
      split: macroSplit(summary),
    };
  });
}

const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length;

/** Averages over the logged days only: a day nobody wrote down is not a day of eating nothing. */
export function trendAverages(days: readonly TrendDay[]): TrendAverages {
  const logged = days.filter((day) => day.logged);
  const grams = {
    protein: mean(logged.map((d) => d.protein)),
    fat: mean(logged.map((d) => d.fat)),
    carb: mean(logged.map((d) => d.carb)),
  };
  return {
    loggedDays: logged.length,
    eaten: mean(logged.map((d) => d.eaten)),
    goal: mean(days.map((d) => d.goal)),
    ...grams,
    split: macroSplit(grams),
  };
}
