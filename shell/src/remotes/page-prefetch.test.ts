import {
  AREA_ROUTES,
  AREAS,
  type AreaRoutesModule,
  ISO_DATE_FORMAT,
  type PreloadablePage,
} from '@organizator/shared/domain';
import { dayjs } from '@organizator/shared/i18n';
import { createQueryClient, queries } from '@organizator/shared/query';
import { tokenStore } from '@organizator/shared/runtime';
import { prefetchedKeys } from '@organizator/tooling/test';
import type { QueryKey } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { earlyDataPaths } from '../start-page';

/** Monday and Sunday of the current week, as the plan's own prefetch computes them. */
function thisWeek(): [string, string] {
  const today = dayjs();
  const monday = today.subtract((today.day() + 6) % 7, 'day');
  return [monday.format(ISO_DATE_FORMAT), monday.add(6, 'day').format(ISO_DATE_FORMAT)];
}

/** The trends page's default period, the last seven days ending today (the address has no `?dana`). */
function lastWeek(): [string, string] {
  const today = dayjs();
  return [today.subtract(6, 'day').format(ISO_DATE_FORMAT), today.format(ISO_DATE_FORMAT)];
}

/**
 * What each page of the area manifest asks for while its code downloads (a signed-in arrival, a
 * nav-link hover), with the route's params: one table for every remote. A page added to the
 * manifest fails here until it says what it prefetches (`[]` for none).
 */
const PREFETCHES: Record<string, { params?: Record<string, string>; keys: QueryKey[] }> = {
  '/dashboard': { keys: [queries.lists.overview().queryKey] },
  '/lists/new': { keys: [] },
  '/editor/:listId': { params: { listId: 'l1' }, keys: [queries.lists.detail('l1').queryKey] },
  '/notes': { keys: [] },
  '/notes/new': { keys: [] },
  '/notes/:id': { params: { id: 'n1' }, keys: [queries.notes.detail('n1').queryKey] },
  '/groceries': { keys: [queries.groceries.my().queryKey] },
  '/groceries/public': { keys: [queries.groceries.public().queryKey] },
  '/groceries/create': { keys: [] },
  '/groceries/:id': { params: { id: 'g1' }, keys: [queries.groceries.detail('g1').queryKey] },
  '/groceries/recipes': {
    keys: [queries.recipes.mine().queryKey, queries.recipes.public().queryKey],
  },
  '/groceries/recipes/new': { keys: [] },
  '/groceries/recipes/import': { keys: [] },
  '/groceries/recipes/:id': {
    params: { id: 'r1' },
    keys: [queries.recipes.detail('r1').queryKey],
  },
  '/food-diary/day/:date': {
    params: { date: '2026-11-27' },
    keys: [queries.diaries.days().queryKey, queries.diaries.day('2026-11-27').queryKey],
  },
  // The week holding the date, Monday first.
  '/food-diary/plan/:date': {
    params: { date: '2026-11-27' },
    keys: [queries.mealPlan.range('2026-11-23', '2026-11-29').queryKey],
  },
  '/food-diary/plan': { keys: [queries.mealPlan.range(...thisWeek()).queryKey] },
  '/food-diary/trends': { keys: [queries.diaries.range(...lastWeek()).queryKey] },
  // Before GET /me is back it is not known whose team to ask for: the invites only.
  '/settings': { keys: [queries.invites.mine().queryKey] },
  '/onboarding': { keys: [] },
};

/** Each remote's exposed `./routes`, imported as the shell would load it (no federation in jest). */
const routesOf = (pkg: string): Promise<AreaRoutesModule> =>
  import(`../../../${pkg}/src/routes.tsx`);

it('the table covers every page of the manifest', () => {
  expect(Object.keys(PREFETCHES).sort()).toEqual(AREA_ROUTES.map((route) => route.path).sort());
});

it.each(AREA_ROUTES.map((route) => [route.path, route.area] as const))(
  '%s asks for its data ahead of its render',
  async (path, area) => {
    const { routes } = await routesOf(AREAS[area].pkg);
    const page = (routes as Record<string, Parameters<typeof prefetchedKeys>[0]>)[path];
    expect(page).toBeDefined();
    const expected = PREFETCHES[path];
    expect(prefetchedKeys(page!, expected?.params)).toEqual(expected?.keys);
  },
);

/** A path of the route with its params in place. */
const pathOf = (route: string, params: Record<string, string> = {}) =>
  route.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');

it.each(
  AREA_ROUTES.filter((route) => route.data).map((route) => [route.path, route.area] as const),
)('%s: what the shell asks for early is what its page requests', async (path, area) => {
  const { routes } = await routesOf(AREAS[area].pkg);
  const page = (routes as Record<string, PreloadablePage>)[path];
  const params = PREFETCHES[path]?.params;
  const requested: string[] = [];
  const fetchMock = jest.fn(async (url: string) => {
    requested.push(url);
    return new Response(JSON.stringify({ success: false, message: 'x', data: null }), {
      status: 500,
    });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  // Signed in: the lists' calls refuse to go out without a token.
  tokenStore.set('t');
  const client = createQueryClient();
  try {
    page?.prefetch?.(client, params ?? {});
    const early = earlyDataPaths(pathOf(path, params)).filter((p) => p !== '/me');
    await waitFor(() => expect(new Set(requested)).toEqual(new Set(early.map((p) => `/api${p}`))));
  } finally {
    // The client's retry of the failed answer would otherwise land in a later test's fetch.
    client.clear();
    tokenStore.clear();
  }
});
