import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { TextKey } from '../i18n/text-key';

/** Whether a route sits in the shell's shared layout (side bar, header, footer) or fills the page. */
export type AreaLayout = 'shared' | 'bare';

/** The shell's navigation icons, by name (the drawings are the shell's: a new one is a shell release). */
export type NavIcon = 'list' | 'note' | 'basket' | 'diary' | 'settings';

/** A route's link in the shell's navigation (in table order). */
interface NavEntry {
  /** Where the link goes, when not the route's own path (a path with a parameter). */
  to?: string;
  label: TextKey;
  icon: NavIcon;
  /** Paths under this prefix mark the link active, when not the route's own path. */
  activePrefix?: string;
}

/**
 * One page of a remote: what the shell needs to route to it and to draw it before the remote's code
 * has arrived. A fixed `title` makes the shell draw the page's heading (and the build pre-render its
 * boot frame) where the page will; `width` is the centred column the page sits in (`PageFrame`).
 */
export interface AreaRoute {
  readonly path: string;
  readonly layout: AreaLayout;
  readonly title?: TextKey;
  readonly width?: number;
  readonly nav?: NavEntry;
  /**
   * The page shows days as seen from today (today's diary, this week's menu, the last days'
   * trends): the shell does not paint a saved copy of it from another day.
   */
  readonly dated?: boolean;
  /**
   * The API reads the page's first screen shows, as the page's queries request them, with the
   * route's params in place (`/lists/:listId`). The shell asks for them as soon as its first script
   * runs, long before the remote's code could, and the page's queries take those answers
   * (shared/src/runtime/early-answers.ts). shell/src/remotes/page-prefetch.test.ts checks that the
   * page's own prefetch requests them.
   */
  readonly data?: readonly string[];
}

/**
 * The area manifest: each feature area (remote) with its package, dev port and pages. The shell
 * routes, navigates and draws boot frames from this table before any remote is loaded; a remote's
 * exposed `./routes` supplies the component for each of its paths (docs/architecture.md says what a
 * remote changes alone and what needs this table, and so a release of the shared package).
 */
export const AREAS = {
  mf_lists: {
    pkg: 'mf-lists',
    port: 3001,
    routes: [
      {
        path: '/dashboard',
        layout: 'shared',
        title: 'titles.lists',
        width: 800,
        data: ['/lists'],
        nav: { label: 'nav.lists', icon: 'list' },
      },
      { path: '/lists/new', layout: 'bare' },
      { path: '/editor/:listId', layout: 'bare', data: ['/lists/:listId'] },
    ],
  },
  mf_notes: {
    pkg: 'mf-notes',
    port: 3002,
    routes: [
      {
        path: '/notes',
        layout: 'shared',
        title: 'titles.notes',
        width: 800,
        nav: { label: 'nav.notes', icon: 'note' },
      },
      { path: '/notes/new', layout: 'bare' },
      { path: '/notes/:id', layout: 'bare', data: ['/notes/:id'] },
    ],
  },
  mf_groceries: {
    pkg: 'mf-groceries',
    port: 3003,
    routes: [
      {
        path: '/groceries',
        layout: 'shared',
        title: 'titles.groceries',
        width: 800,
        nav: { label: 'nav.groceries', icon: 'basket' },
        data: ['/groceries/my'],
      },
      {
        path: '/groceries/public',
        layout: 'shared',
        title: 'titles.publicGroceries',
        width: 800,
        data: ['/groceries/public'],
      },
      { path: '/groceries/create', layout: 'shared', title: 'titles.newGrocery', width: 800 },
      {
        path: '/groceries/recipes',
        layout: 'shared',
        title: 'titles.recipes',
        width: 800,
        data: ['/recipes', '/recipes/public'],
      },
      {
        path: '/groceries/recipes/new',
        layout: 'shared',
        title: 'titles.newRecipe',
        width: 800,
      },
      {
        path: '/groceries/recipes/import',
        layout: 'shared',
        title: 'titles.importRecipe',
        width: 800,
      },
      { path: '/groceries/recipes/:id', layout: 'shared', width: 800, data: ['/recipes/:id'] },
      { path: '/groceries/:id', layout: 'shared', width: 800, data: ['/groceries/:id'] },
    ],
  },
  mf_diary: {
    pkg: 'mf-diary',
    port: 3004,
    routes: [
      {
        path: '/food-diary/day/:date',
        layout: 'shared',
        title: 'titles.diary',
        width: 720,
        dated: true,
        nav: {
          to: '/food-diary/day/today',
          label: 'nav.foodDiary',
          icon: 'diary',
          activePrefix: '/food-diary',
        },
      },
      { path: '/food-diary/plan', layout: 'shared', title: 'titles.plan', dated: true },
      { path: '/food-diary/plan/:date', layout: 'shared', title: 'titles.plan', dated: true },
      {
        path: '/food-diary/trends',
        layout: 'shared',
        title: 'titles.trends',
        width: 720,
        dated: true,
      },
    ],
  },
  mf_settings: {
    pkg: 'mf-settings',
    port: 3005,
    routes: [
      {
        path: '/settings',
        layout: 'shared',
        title: 'titles.settings',
        width: 720,
        data: ['/my-invites'],
        nav: { label: 'nav.settings', icon: 'settings' },
      },
      { path: '/onboarding', layout: 'bare' },
    ],
  },
} as const satisfies Record<string, { pkg: string; port: number; routes: readonly AreaRoute[] }>;

export type AreaName = keyof typeof AREAS;
type AreaPath<N extends AreaName> = (typeof AREAS)[N]['routes'][number]['path'];

/** Every route of the manifest with its area, in table order (the navigation's order). */
export const AREA_ROUTES: readonly (AreaRoute & { area: AreaName })[] = (
  Object.keys(AREAS) as AreaName[]
).flatMap((area) => AREAS[area].routes.map((route: AreaRoute) => ({ ...route, area })));

/** Starts the page's data request from the route's params. */
export type PagePrefetch = (client: QueryClient, params: Params) => void;

/**
 * A page component that can fetch its code ahead of rendering (the shell's nav-link hover), and its
 * data (a signed-in arrival on it, before the guard's GET /me is back): what `kitAreaPage` makes.
 */
export type PreloadablePage = ComponentType & {
  preload?: () => Promise<unknown>;
  prefetch?: PagePrefetch;
};

/** What a remote's `./routes` module exports: one page per path it owns. */
export interface AreaRoutesModule<N extends AreaName = AreaName> {
  area: N;
  routes: Record<AreaPath<N>, PreloadablePage>;
}

export function defineAreaRoutes<N extends AreaName>(
  area: N,
  routes: Record<AreaPath<N>, PreloadablePage>,
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
 * The values of the pattern's `:name` segments in `pathname` (decoded), or null when the path is
 * not the pattern's (or not a valid encoding).
 */
export function routeParams(pattern: string, pathname: string): Record<string, string> | null {
  if (!matchesRoute(pattern, pathname)) return null;
  const have = pathname.replace(/\/+$/, '').split('/');
  const params: Record<string, string> = {};
  try {
    pattern.split('/').forEach((part, i) => {
      if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(have[i] ?? '');
    });
  } catch {
    return null;
  }
  return params;
}

/** The manifest's route that `pathname` is on, if any. */
export function routeForPath(pathname: string): (AreaRoute & { area: AreaName }) | undefined {
  return AREA_ROUTES.find((route) => matchesRoute(route.path, pathname));
}

/**
 * The remote that owns `pathname`, if any (e.g. /notes/42 -> mf_notes): the shell loads it at once,
 * the server preloads its files with the page. No router needed, so the API can use it too.
 */
export function areaForPath(pathname: string): AreaName | undefined {
  return routeForPath(pathname)?.area;
}
