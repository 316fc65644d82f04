import type { FoodDiary } from '@organizator/shared/contract';
import { macroSplit, trendAverages, trendDays } from './trend-days';

const day = (date: string, quantity: number, dailyEnergyGoal: number | null = null): FoodDiary => ({
  date,
  groceries: [
    {
      id: 'bread',
      name: 'Kruh',
      energy: 250,
      fat: 2,
      protein: 8,
      carb: 50,
      quantity,
      meal: 'lunch',
    },
  ],
  activities: [],
  dailyEnergyGoal,
  version: 'v',
});

describe('trends of the diary', () => {
  it('lists the period oldest first, each day against its own goal, unlogged days empty', () => {
    const days = trendDays([day('2026-11-26', 4, 2000)], 1900, 3, '2026-11-27');
    expect(days.map((d) => [d.date, d.logged, d.eaten, d.goal])).toEqual([
      ['2026-11-25', false, 0, 1900],
      ['2026-11-26', true, 1000, 2000],
      ['2026-11-27', false, 0, 1900],
    ]);
  });

  it('averages only the logged days: a day not written down is not a day of eating nothing', () => {
    const days = trendDays(
      [day('2026-11-21', 4), day('2026-11-26', 8), day('2026-11-01', 6)],
      null,
      7,
      '2026-11-27',
    );
    const averages = trendAverages(days);
    expect(averages.loggedDays).toBe(2);
    expect(averages.eaten).toBe(1500);
    expect(averages.goal).toBe(1800);
  });

  it('splits energy by Atwater factors, summing to 100 %', () => {
    const split = macroSplit({ protein: 8, fat: 2, carb: 50 });
    expect(split.protein + split.fat + split.carb).toBeCloseTo(100);
    expect(Math.round(split.protein)).toBe(13);
    expect(macroSplit({ protein: 0, fat: 0, carb: 0 })).toEqual({ protein: 0, fat: 0, carb: 0 });
  });

  it('has nothing to average in a period without entries', () => {
    expect(trendAverages(trendDays([], null, 7, '2026-11-27'))).toMatchObject({
      loggedDays: 0,
      eaten: 0,
    });
  });
});
