/**
 * Query keys of every resource, in one place, so the shell's SSE handler, the remotes and the tests
 * always agree (TkDodo's key factories). Prefixes nest: invalidating `lists.all` refreshes details too.
 */
export const queryKeys = {
  me: ['me'] as const,
  team: {
    all: ['team'] as const,
    my: ['team', 'my'] as const,
    owned: ['team', 'owned'] as const,
  },
  /** The signed-in user's pending invites into other teams (GET /my-invites). */
  myInvites: ['my-invites'] as const,
  lists: {
    all: ['lists'] as const,
    overview: ['lists', 'overview'] as const,
    detail: (id: string) => ['lists', 'detail', id] as const,
    options: (excludeListId?: string) => ['lists', 'options', excludeListId ?? null] as const,
    /** Mutation key of a list's item toggles (to tell whether another tap is still on its way). */
    toggle: (listId: string) => ['lists', 'toggle', listId] as const,
  },
  notes: {
    all: ['notes'] as const,
    overview: ['notes', 'overview'] as const,
    detail: (id: string) => ['notes', 'detail', id] as const,
  },
  groceries: {
    all: ['groceries'] as const,
    my: ['groceries', 'my'] as const,
    public: ['groceries', 'public'] as const,
    detail: (id: string) => ['groceries', 'detail', id] as const,
  },
  diaries: { all: ['food-diaries'] as const },
};
