import type { FoodDiary } from '@organizator/shared/contract';
import { entryEnergy, summarise } from './summary';

const diary = (overrides: Partial<FoodDiary> = {}): FoodDiary => ({
  date: '2026-11-21',
  version: null,
  groceries: [
    {
      id: 'a',
      name: 'Zob',
      energy: 372,
      fat: 7,
      protein: 13,
      carb: 58,
      quantity: 2,
      meal: 'breakfast',
    },
    {
      id: 'b',
      name: 'Jabuka',
      energy: 52,
      fat: 0,
      protein: 0,
      carb: 14,
      quantity: 1.5,
      meal: 'snack',
    },
  ],
  activities: [{ name: 'Trčanje', duration: 30, energy: 300 }],
  dailyEnergyGoal: null,
  ...overrides,
});

describe('day summary', () => {
  it('counts an entry as energy per 100 g times its servings', () => {
    expect(entryEnergy({ energy: 372, quantity: 2 })).toBe(744);
    expect(entryEnergy({ energy: 52, quantity: 1.5 })).toBe(78);
  });

  it('is goal + activity - eaten = remaining', () => {
    expect(summarise(diary({ dailyEnergyGoal: 2000 }), 2500)).toEqual({
      goal: 2000,
      activity: 300,
      eaten: 822,
      remaining: 1478,
      protein: 26,
      carb: 137,
      fat: 14,
    });
  });

  it('totals the day’s protein, carbohydrate and fat in grams, one decimal', () => {
    const day = diary();
    day.groceries[1] = { ...day.groceries[1]!, protein: 0.3, quantity: 1.5 };
    expect(summarise(day, null)).toMatchObject({ protein: 26.5, carb: 137, fat: 14 });
  });

  it("takes the user's goal when the diary has none, and 1800 when neither has", () => {
    expect(summarise(diary(), 2500).goal).toBe(2500);
    expect(summarise(diary(), null).goal).toBe(1800);
    expect(summarise(diary({ groceries: [], activities: [] }), undefined).remaining).toBe(1800);
  });
});
