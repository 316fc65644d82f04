import type { Grocery, List, User } from '../contract';

/**
 * Test data with every field the contract requires: a test names only what it is about
 * (`makeUser({ isTeamOwner: true })`), so a field added to the contract changes one place.
 */
export const makeUser = (overrides: Partial<User> = {}): User => ({
  id: 'u1',
  name: 'Ana',
  email: 'ana@example.com',
  image: null,
  team: null,
  isTeamOwner: false,
  dailyEnergyGoal: null,
  ...overrides,
});

export const makeList = (overrides: Partial<List> = {}): List => ({
  id: 'l1',
  name: 'Tjedna kupnja',
  createdAt: '2026-11-23T08:00:00.000Z',
  items: [],
  categoriesOrder: [],
  ...overrides,
});

export const makeGrocery = (overrides: Partial<Grocery> = {}): Grocery => ({
  id: 'g1',
  userId: 'u1',
  name: 'Banana',
  energy: 89,
  fat: 0,
  protein: 1,
  carb: 23,
  isPublic: false,
  visibility: 'private',
  barcode: null,
  ...overrides,
});
