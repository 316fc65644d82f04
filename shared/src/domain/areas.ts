import type { ComponentType } from 'react';

/**
 * The feature areas (remotes): package, dev port and the routes each owns, with whether the route sits
 * in the shell's shared layout (SPEC §2). The shell routes from this table before any remote is
 * loaded; a remote's exposed `./routes` supplies the component for each of its paths.
 */
export const AREAS = {
  mf_lists: {
    pkg: 'mf-lists',
    port: 3001,
    routes: [
      { path: '/dashboard', layout: 'shared' },
      { path: '/lists/new', layout: 'bare' },
      { path: '/editor/:listId', layout: 'bare' },
    ],
  },
  mf_notes: {
    pkg: 'mf-notes',
    port: 3002,
    routes: [
      { path: '/notes', layout: 'shared' },
      { path: '/notes/new', layout: 'bare' },
      { path: '/notes/:id', layout: 'bare' },
    ],
  },
  mf_groceries: {
    pkg: 'mf-groceries',
    port: 3003,
    routes: [
      { path: '/groceries', layout: 'shared' },
      { path: '/groceries/public', layout: 'shared' },
      { path: '/groceries/create', layout: 'shared' },
      { path: '/groceries/recipes', layout: 'shared' },
      { path: '/groceries/recipes/new', layout: 'shared' },
      { path: '/groceries/recipes/:id', layout: 'shared' },
      { path: '/groceries/:id', layout: 'shared' },
    ],
  },
  mf_diary: {
    pkg: 'mf-diary',
    port: 3004,
    routes: [{ path: '/food-diary/day/:date', layout: 'shared' }],
  },
  mf_settings: {
    pkg: 'mf-settings',
    port: 3005,
    routes: [
      { path: '/settings', layout: 'shared' },
      { path: '/onboarding', layout: 'bare' },
    ],
  },
} as const;

export type AreaName = keyof typeof AREAS;
export type AreaPath<N extends AreaName> = (typeof AREAS)[N]['routes'][number]['path'];
export type AreaLayout = 'shared' | 'bare';

/** What a remote's `./routes` module exports: one page component per path it owns. */
export interface AreaRoutesModule<N extends AreaName = AreaName> {
  area: N;
  routes: Record<AreaPath<N>, ComponentType>;
}

export function defineAreaRoutes<N extends AreaName>(
  area: N,
  routes: Record<AreaPath<N>, ComponentType>,
): AreaRoutesModule<N> {
  return { area, routes };
}

/**
 * The id of the data block in which the server writes the deployment's remotes map into the shell's
 * page (what /remotes.json answers), so the page need not fetch it.
 */
export const INLINE_REMOTES_ID = 'organizator-remotes';

/** True when `pathname` is a path of the route pattern (`:name` matches one non-empty segment). */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (pathname === '/') return pattern === '/';
  return (
    want.length === have.length &&
    want.every((part, i) => (part.startsWith(':') ? (have[i] ?? '') !== '' : part === have[i]))
  );
}

/**
 * The remote that owns `pathname`, if any (e.g. /notes/42 -> mf_notes): the shell loads it at once,
 * the server preloads its files with the page. No router needed, so the API can use it too.
 */
export function areaForPath(pathname: string): AreaName | undefined {
  return (Object.keys(AREAS) as AreaName[]).find((area) =>
    AREAS[area].routes.some((route) => matchesRoute(route.path, pathname)),
  );
}
