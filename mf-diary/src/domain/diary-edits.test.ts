import type { DiaryGrocery, FoodDiary } from '@organizator/shared/contract';
import { addEntry, removeActivity, removeEntry } from './diary-edits';

const food = (id: string, quantity = 1): DiaryGrocery => ({
  id,
  name: id,
  energy: 100,
  fat: 1,
  protein: 1,
  carb: 1,
  quantity,
  meal: 'lunch',
});
const day = (groceries: DiaryGrocery[], activities: FoodDiary['activities'] = []): FoodDiary => ({
  date: '2026-11-23',
  groceries,
  activities,
  dailyEnergyGoal: null,
  version: 'v1',
});

describe('a diary change applied again to a fresher day', () => {
  test('an add keeps what the fresher day gained meanwhile', () => {
    const change = addEntry(food('kruh'));
    expect(change(day([food('jaje')])).groceries).toEqual([food('jaje'), food('kruh')]);
  });

  test('a remove takes the same entry even when it moved to another position', () => {
    const change = removeEntry(food('kruh'), 0);
    expect(change(day([food('jaje'), food('kruh')])).groceries).toEqual([food('jaje')]);
  });

  test('a remove of an entry eaten twice takes only one of them', () => {
    const change = removeEntry(food('kruh'), 1);
    expect(change(day([food('kruh'), food('kruh')])).groceries).toEqual([food('kruh')]);
  });

  test('a remove of an entry already gone elsewhere changes nothing', () => {
    const change = removeEntry(food('kruh', 2), 0);
    expect(change(day([food('kruh', 1)])).groceries).toEqual([food('kruh', 1)]);
    const walk = { name: 'Šetnja', duration: 30, energy: 100 };
    expect(removeActivity(walk, 0)(day([], [])).activities).toEqual([]);
  });
});
