import type { MealPlanEntry } from '@organizator/shared/contract';
import { addPlanEntry, entryBody, removePlanEntry, updatePlanEntry, withDay } from './plan-edits';

const soup: MealPlanEntry = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  meal: 'lunch',
  recipeId: 'recipe-1',
  groceryId: null,
  potId: null,
  name: 'Juha',
  servings: 4,
  grams: null,
};
const apple: MealPlanEntry = {
  id: 'a1b2c3d4-0000-4000-8000-000000000002',
  meal: 'snack',
  recipeId: null,
  groceryId: 'grocery-1',
  potId: null,
  name: 'Jabuka',
  servings: null,
  grams: 300,
};

describe('menu changes, applied again to a fresher day after a conflict', () => {
  it('adds once: a replay of the same addition changes nothing', () => {
    const once = addPlanEntry(apple)([soup]);
    expect(addPlanEntry(apple)(once)).toEqual([soup, apple]);
  });

  it('keeps a teammate’s entry that arrived meanwhile when the change is applied again', () => {
    const theirs = { ...apple, id: 'a1b2c3d4-0000-4000-8000-000000000003', name: 'Kruška' };
    expect(removePlanEntry(soup.id)([soup, theirs])).toEqual([theirs]);
    expect(updatePlanEntry(soup.id, { servings: 2 })([soup, theirs])).toEqual([
      { ...soup, servings: 2 },
      theirs,
    ]);
  });

  it('does not bring back an entry removed elsewhere when its amount is changed', () => {
    expect(updatePlanEntry(soup.id, { servings: 2 })([apple])).toEqual([apple]);
  });

  it('sends the food and amount, leaving the name to the server unless the food is gone', () => {
    expect(entryBody(soup)).not.toHaveProperty('name');
    const gone = { ...apple, groceryId: null };
    expect(entryBody(gone)).toMatchObject({ name: 'Jabuka', groceryId: null, recipeId: null });
  });

  it('sends a leftover with its pot, so saving its day keeps it', () => {
    const leftover = { ...apple, groceryId: null, potId: 'pot-1', grams: 640 };
    const sent = entryBody(leftover);
    expect(sent).toMatchObject({ potId: 'pot-1', grams: 640 });
    expect(sent).not.toHaveProperty('name');
  });

  it('replaces or adds a day in the cached week', () => {
    const day = { date: '2026-11-27', version: 'v2', entries: [soup] };
    const week = [{ date: '2026-11-27', version: 'v1', entries: [] }];
    expect(withDay(week, day)).toEqual([day]);
    expect(withDay([], day)).toEqual([day]);
  });
});
