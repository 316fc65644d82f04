import { queryOptions } from '@tanstack/react-query';
import {
  authApi,
  diaryApi,
  groceriesApi,
  listsApi,
  mealPlanApi,
  notesApi,
  potsApi,
  recipesApi,
  teamApi,
} from '../client/endpoints';
import {
  REFETCH_LIVE_VIEW_MS,
  STALE_TIME_LISTS_MS,
  STALE_TIME_ME_MS,
  STALE_TIME_PAGE_MS,
} from '../domain/constants';

/** How old the shell's start-up answer to GET /me may be and still count as this arrival's. */
const ARRIVAL_ANSWER_FRESH_MS = 3000;

/** A view others change while it is open (a team, invites): polled, and asked again on focus. */
const live = { refetchInterval: REFETCH_LIVE_VIEW_MS, refetchOnWindowFocus: 'always' } as const;

// Each resource's key prefix; every key below starts with one.
const meKey = () => ['me'] as const;
const teamKey = () => ['team'] as const;
const invitesKey = () => ['my-invites'] as const;
const listsKey = () => ['lists'] as const;
const notesKey = () => ['notes'] as const;
const groceriesKey = () => ['groceries'] as const;
const diariesKey = () => ['food-diaries'] as const;
const recipesKey = () => ['recipes'] as const;
const foodLookupKey = () => ['food-lookup'] as const;
const mealPlanKey = () => ['meal-plan'] as const;
const potsKey = () => ['pots'] as const;

/** Products in Open Food Facts change rarely: a looked-up draft is kept for the session. */
const FOOD_LOOKUP_STALE_MS = 60 * 60_000;

/** Always refetched: protected routes trust only a fresh answer. */
const meFresh = () =>
  queryOptions({
    queryKey: meKey(),
    queryFn: authApi.me,
    staleTime: STALE_TIME_ME_MS,
    retry: false,
  });

/**
 * One query object per resource (TkDodo's query factories): `all()` is the resource's key prefix,
 * for invalidating everything under it; every other entry is a full `queryOptions` (key, fetch,
 * freshness of docs/product.md#constants), read as `useQuery(queries.x.y())` and, for its exact key,
 * `queries.x.y().queryKey`. Nothing else writes a key. A component adds only what is about its own
 * use (`enabled`, `select`), never freshness.
 */
export const queries = {
  me: {
    all: meKey,
    fresh: meFresh,
    /**
     * As a route checks it on arrival (the guard, /login with a token): asked again on mount,
     * unless the app's start-up prefetch has just answered, so one arrival costs one request.
     */
    onArrival: () =>
      queryOptions({
        ...meFresh(),
        refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > ARRIVAL_ANSWER_FRESH_MS,
      }),
    /**
     * The user as the shell's guard has just checked it for this route (it asks on every
     * navigation): a page reads that answer instead of asking GET /me a second time on mount.
     */
    current: () => queryOptions({ ...meFresh(), refetchOnMount: false }),
  },
  team: {
    all: teamKey,
    my: () => queryOptions({ queryKey: [...teamKey(), 'my'], queryFn: teamApi.myTeam, ...live }),
    owned: () =>
      queryOptions({
        queryKey: [...teamKey(), 'owned'],
        queryFn: teamApi.ownedTeam,
        ...live,
      }),
  },
  /** The signed-in user's pending invites into other teams (GET /my-invites). */
  invites: {
    all: invitesKey,
    mine: () => queryOptions({ queryKey: invitesKey(), queryFn: teamApi.myInvites, ...live }),
  },
  lists: {
    all: listsKey,
    overview: () =>
      queryOptions({
        queryKey: [...listsKey(), 'overview'],
        queryFn: listsApi.all,
        staleTime: STALE_TIME_LISTS_MS,
        refetchOnWindowFocus: 'always',
      }),
    detail: (id: string) =>
      queryOptions({
        queryKey: [...listsKey(), 'detail', id],
        queryFn: () => listsApi.get(id),
      }),
    itemOptions: (excludeListId?: string) =>
      queryOptions({
        queryKey: [...listsKey(), 'options', excludeListId ?? null],
        queryFn: () => listsApi.itemOptions(excludeListId),
      }),
  },
  notes: {
    all: notesKey,
    overview: () =>
      queryOptions({
        queryKey: [...notesKey(), 'overview'],
        queryFn: notesApi.all,
        staleTime: STALE_TIME_PAGE_MS,
      }),
    /** The editor owns the text once it is open: a background refetch must not look like news. */
    detail: (id: string) =>
      queryOptions({
        queryKey: [...notesKey(), 'detail', id],
        queryFn: () => notesApi.get(id),
        staleTime: STALE_TIME_PAGE_MS,
        refetchOnWindowFocus: false,
        retry: false,
      }),
  },
  groceries: {
    all: groceriesKey,
    my: () =>
      queryOptions({
        queryKey: [...groceriesKey(), 'my'],
        queryFn: groceriesApi.my,
        staleTime: STALE_TIME_PAGE_MS,
      }),
    public: () =>
      queryOptions({
        queryKey: [...groceriesKey(), 'public'],
        queryFn: groceriesApi.public,
        staleTime: STALE_TIME_PAGE_MS,
      }),
    detail: (id: string) =>
      queryOptions({
        queryKey: [...groceriesKey(), 'detail', id],
        queryFn: () => groceriesApi.get(id),
        staleTime: STALE_TIME_PAGE_MS,
      }),
    /** The visible food with a scanned code (404: none; then ask `foodLookup.code`). */
    barcode: (code: string) =>
      queryOptions({
        queryKey: [...groceriesKey(), 'barcode', code],
        queryFn: () => groceriesApi.byBarcode(code),
        staleTime: STALE_TIME_PAGE_MS,
        retry: false,
      }),
  },
  recipes: {
    all: recipesKey,
    /** The caller's own recipes and their team's (GET /recipes). */
    mine: () =>
      queryOptions({
        queryKey: [...recipesKey(), 'mine'],
        queryFn: recipesApi.all,
        staleTime: STALE_TIME_PAGE_MS,
      }),
    public: () =>
      queryOptions({
        queryKey: [...recipesKey(), 'public'],
        queryFn: recipesApi.public,
        staleTime: STALE_TIME_PAGE_MS,
      }),
    detail: (id: string) =>
      queryOptions({
        queryKey: [...recipesKey(), 'detail', id],
        queryFn: () => recipesApi.get(id),
        staleTime: STALE_TIME_PAGE_MS,
      }),
  },
  /** Open Food Facts drafts by barcode (GET /food-lookup/{code}); not a stored resource. */
  foodLookup: {
    all: foodLookupKey,
    code: (code: string) =>
      queryOptions({
        queryKey: [...foodLookupKey(), code],
        queryFn: () => groceriesApi.lookup(code),
        staleTime: FOOD_LOOKUP_STALE_MS,
        retry: false,
      }),
  },
  diaries: {
    all: diariesKey,
    /** Every day of the user's diary (GET /food-diaries lists them all); a day is a `select`. */
    days: () =>
      queryOptions({
        queryKey: diariesKey(),
        queryFn: diaryApi.all,
        staleTime: STALE_TIME_PAGE_MS,
      }),
    /**
     * The days from..to (GET /food-diaries?from&to): a page that shows a period (the trends) asks
     * for that, not the whole diary. Under the diaries' prefix, so every diary change refreshes it.
     */
    range: (from: string, to: string) =>
      queryOptions({
        queryKey: [...diariesKey(), 'range', from, to],
        queryFn: () => diaryApi.range(from, to),
        staleTime: STALE_TIME_PAGE_MS,
      }),
    /** Every cached single day (`day`), not the whole diary. */
    allDays: () => [...diariesKey(), 'day'] as const,
    /**
     * One day with the menu's entries this member has not logged yet (GET /food-diaries/{date}).
     * Under the diaries' prefix, so whatever refreshes the diary refreshes the day too.
     */
    day: (date: string) =>
      queryOptions({
        queryKey: [...diariesKey(), 'day', date],
        queryFn: () => diaryApi.day(date),
        staleTime: STALE_TIME_PAGE_MS,
      }),
  },
  /** The team's menu (GET /meal-plan), asked by a range of days (a week view asks seven). */
  mealPlan: {
    all: mealPlanKey,
    range: (from: string, to: string) =>
      queryOptions({
        queryKey: [...mealPlanKey(), 'range', from, to],
        queryFn: () => mealPlanApi.range(from, to),
        staleTime: STALE_TIME_PAGE_MS,
      }),
  },
  pots: {
    all: potsKey,
    /** The open pots (what is left changes live: every pot event refetches them). */
    open: () =>
      queryOptions({
        queryKey: [...potsKey(), 'open'],
        queryFn: () => potsApi.list(true),
        staleTime: STALE_TIME_PAGE_MS,
      }),
    /** The newest pots, finished ones too (a member's usual share of a dish is read from them). */
    recent: () =>
      queryOptions({
        queryKey: [...potsKey(), 'recent'],
        queryFn: () => potsApi.list(false),
        staleTime: STALE_TIME_PAGE_MS,
      }),
  },
};
