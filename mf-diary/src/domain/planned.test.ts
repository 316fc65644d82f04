import type { PlannedEntry } from '@organizator/shared/contract';
import { plannedEnergy, plannedToEntry, stillPlanned } from './planned';

const dinner: PlannedEntry = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  meal: 'dinner',
  recipeId: 'recipe-1',
  groceryId: null,
  potId: null,
  name: 'Šalša',
  servings: 4,
  grams: null,
  portion: 'serving',
  nutrition: { energy: 420, fat: 10, protein: 20, carb: 60 },
};

describe('planned entries of a diary day', () => {
  it('logs one serving of a recipe by default, remembering the menu entry', () => {
    expect(plannedToEntry(dinner, 1)).toEqual({
      id: 'recipe-1',
      name: 'Šalša',
      energy: 420,
      fat: 10,
      protein: 20,
      carb: 60,
      quantity: 1,
      meal: 'dinner',
      plannedEntryId: dinner.id,
      recipeId: 'recipe-1',
      portion: 'serving',
    });
  });

  it('logs a grocery per 100 g, and nothing for a food the member cannot see', () => {
    const apple = {
      ...dinner,
      recipeId: null,
      groceryId: 'apple',
      portion: 'grams' as const,
      servings: null,
      grams: 300,
    };
    expect(plannedToEntry(apple, 1.5)).toMatchObject({ id: 'apple', quantity: 1.5 });
    expect(plannedToEntry(apple, 1)).not.toHaveProperty('recipeId');
    expect(plannedToEntry({ ...dinner, nutrition: null }, 1)).toBeNull();
  });

  it('stops showing a dish as planned once the member logged it (before the server says so)', () => {
    const logged = plannedToEntry(dinner, 1);
    expect(stillPlanned([dinner], logged ? [logged] : [])).toEqual([]);
    expect(stillPlanned([dinner], [])).toEqual([dinner]);
  });

  it('counts one portion of each dish still planned', () => {
    expect(plannedEnergy([dinner, { ...dinner, id: 'x', nutrition: null }])).toBe(420);
  });
});
