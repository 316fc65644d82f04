import type { Grocery, List, Note, User } from '@organizator/shared/contract';

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

export const makeNote = (overrides: Partial<Note> = {}): Note => ({
  id: 'n1',
  title: 'Moja bilješka',
  body: null,
  createdAt: '2026-11-20T10:00:00.000Z',
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
  pieceGrams: null,
  density: null,
  ...overrides,
});

/** The saved state of a change queued offline (paused, not sent), as the query cache dehydrates it. */
export const pausedChangeState = <TVariables>(variables: TVariables) => ({
  context: undefined,
  data: undefined,
  error: null,
  failureCount: 0,
  failureReason: null,
  isPaused: true,
  status: 'pending' as const,
  variables,
  submittedAt: Date.now(),
});
