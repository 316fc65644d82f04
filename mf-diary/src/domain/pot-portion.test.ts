import type { Pot } from '@organizator/shared/contract';
import { shareOf, suggestPortion, thrownAwayIn } from './pot-portion';

const pot = (over: Partial<Pot>): Pot => ({
  id: 'p1',
  recipeId: 'r1',
  name: 'Gulaš',
  date: '2026-12-02',
  cookedWeight: 2100,
  left: 2100,
  thrownAway: 0,
  finished: false,
  portions: [],
  per100g: { energy: 120, fat: 3, protein: 8, carb: 13 },
  ingredients: [],
  ownerId: 'ana',
  ...over,
});
const portion = (userId: string, grams: number) => ({
  userId,
  name: userId,
  grams,
  date: '2026-12-01',
  meal: 'dinner' as const,
});

describe('the portion offered first', () => {
  test('the member’s usual share of this dish, scaled to this pot', () => {
    const earlier = [
      pot({ id: 'old1', cookedWeight: 2000, portions: [portion('mia', 500)] }),
      pot({ id: 'old2', cookedWeight: 1000, portions: [portion('mia', 150), portion('mia', 150)] }),
      pot({ id: 'other', recipeId: 'r2', portions: [portion('mia', 2000)] }),
    ];
    // Shares 0.25 and 0.3: on average 0.275 of 2100 g.
    expect(suggestPortion(pot({}), earlier, 'mia', 3)).toBe(577.5);
  });

  test('without one, what is left among the members who have not eaten yet; never more than is left', () => {
    const current = pot({ left: 1400, portions: [portion('ana', 700)] });
    expect(suggestPortion(current, [], 'mia', 3)).toBe(700);
    expect(suggestPortion(current, [], 'ana', 3)).toBe(466.7);
    const usual = [pot({ id: 'old', cookedWeight: 1000, portions: [portion('mia', 900)] })];
    expect(suggestPortion(pot({ left: 300 }), usual, 'mia', 2)).toBe(300);
  });

  test('half and a third are of the cooked dish, within what is left', () => {
    expect(shareOf(pot({}), 2)).toBe(1050);
    expect(shareOf(pot({ left: 640 }), 3)).toBe(640);
  });
});

test('what was thrown away is summed over the pots cooked in the period', () => {
  const pots = [
    pot({ id: 'a', date: '2026-12-01', thrownAway: 250.5 }),
    pot({ id: 'b', date: '2026-12-05', thrownAway: 100 }),
    pot({ id: 'c', date: '2026-11-20', thrownAway: 900 }),
  ];
  expect(thrownAwayIn(pots, '2026-11-29', '2026-12-05')).toBe(350.5);
});
