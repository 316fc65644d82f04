import { AREA_ROUTES, type AreaRoute, routeForPath } from '@organizator/shared/domain';
import { safeStorage } from '@organizator/shared/runtime';
import type { RouteHeading } from './route-headings';

/**
 * The first screen of a page titled by its data, as last painted: read before any script by
 * public/first-screen.js (which spells the key and the owner check out again: it runs before any
 * module) and by the app while it starts (docs/decisions/shell.md, "First screen of a data page").
 */
export const FIRST_SCREEN_KEY = 'first-screens';

/** How many pages are remembered: the most recent ones; the rest start from the spinner. */
const KEPT = 20;

/** What is kept of a page: its title's text, never markup. */
export interface FirstScreen {
  title: string;
}

interface Saved {
  /** The end of the session token the pages were seen with (see `ownerOf`). */
  owner: string;
  /** Most recent first. */
  screens: Record<string, FirstScreen>;
}

/**
 * Which session saved the record: the token's last characters. The token itself sits beside it in
 * the same storage, so this reveals nothing; it lets boot code check without hashing (no sync SHA).
 */
const ownerOf = (token: string) => token.slice(-16);

const isDataTitled = (route: AreaRoute) => route.layout === 'shared' && route.title === undefined;

/** Shared-layout routes whose title is data: the pages the record is kept for. */
export const FIRST_SCREEN_ROUTES = AREA_ROUTES.filter(isDataTitled).map((route) => route.path);

function read(token: string | null): Saved | null {
  const raw = safeStorage.get(FIRST_SCREEN_KEY);
  if (!raw || !token) return null;
  try {
    const saved = JSON.parse(raw) as Partial<Saved>;
    if (saved.owner !== ownerOf(token) || typeof saved.screens !== 'object' || !saved.screens)
      return null;
    return { owner: saved.owner, screens: saved.screens };
  } catch {
    return null;
  }
}

const keptFor = (pathname: string) => {
  const route = routeForPath(pathname);
  return route !== undefined && isDataTitled(route);
};

/** The saved first screen of `pathname` for this session, as the heading the layout draws. */
export function savedHeading(pathname: string, token: string | null): RouteHeading | undefined {
  if (!keptFor(pathname)) return undefined;
  const screen = read(token)?.screens[pathname];
  if (!screen?.title) return undefined;
  return { text: screen.title, centredWidth: routeForPath(pathname)?.width };
}

/**
 * Remembers what `content` (the layout's `<main>`) shows for `pathname`: the page's `<h1>` text
 * without its marks (a public recipe's tag is a child element, not the title). A page that shows an
 * error instead of its title (deleted, no access) is forgotten; one still loading is left as it was.
 */
export function rememberFirstScreen(pathname: string, content: Element | null, token: string) {
  if (!keptFor(pathname) || !content) return;
  const h1 = content.querySelector('h1');
  const title = h1
    ? [...h1.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim()
    : '';
  const loading = !h1 && content.querySelector('.org-content-loading, [aria-busy="true"]');
  if (loading) return;
  const saved = read(token) ?? { owner: ownerOf(token), screens: {} };
  const { [pathname]: previous, ...others } = saved.screens;
  if (title && previous?.title === title) return;
  const screens: Record<string, FirstScreen> = title ? { [pathname]: { title } } : {};
  for (const [path, screen] of Object.entries(others).slice(0, KEPT - 1)) screens[path] = screen;
  safeStorage.set(FIRST_SCREEN_KEY, JSON.stringify({ owner: saved.owner, screens }));
}

/** Forgets every saved first screen: sign-out, or a session the saved cache is not for. */
export function clearFirstScreens() {
  safeStorage.remove(FIRST_SCREEN_KEY);
}

/** Keeps the saved first screens only if `token`'s session saved them. */
export function keepFirstScreensOf(token: string | null) {
  if (safeStorage.get(FIRST_SCREEN_KEY) !== null && !read(token)) clearFirstScreens();
}
