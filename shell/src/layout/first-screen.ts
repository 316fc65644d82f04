import { AREA_ROUTES, type AreaRoute, routeForPath } from '@organizator/shared/domain';
import { safeStorage } from '@organizator/shared/runtime';
import { inIdleSlices, runToEnd } from './idle-slices';
import type { RouteHeading } from './route-headings';
import { markupOf, rulesOfSteps } from './screen-copy';

/**
 * The first screen of a page as last painted: read before any script by public/first-screen.js
 * (which spells the keys and the owner check out again: it runs before any module) and by the app
 * while it starts (docs/decisions/shell.md, "First screen of a page: its saved copy").
 */
export const FIRST_SCREEN_KEY = 'first-screens';
/** Per page, the copy of its content (its own key: a start reads one page's, not every page's). */
export const SCREEN_COPY_PREFIX = 'first-screen:';

/** How many pages are remembered: the most recent ones; the rest start from their frame. */
const KEPT = 20;
/** A larger copy is not kept (its page keeps its title): a start parses what it reads. */
const COPY_LIMIT = 96 * 1024;

/** What the record keeps of a page: its title's text when the page is titled by its data. */
export interface FirstScreen {
  title: string;
}

/** The page's content as it was painted, and the style rules it was painted with. */
export interface ScreenCopy {
  html: string;
  css: string;
  /** The local day it was taken on, for a page that shows days as seen from today. */
  day?: string;
  /** The viewport's width it was laid out for (a page lays out by it, some parts in its code). */
  width?: number;
}

/** Today in the device's time zone, as first-screen.js spells it. */
export function localDay(now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
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

/** Shared-layout routes whose title is data: their frame shows only what was saved for them. */
export const FIRST_SCREEN_ROUTES = AREA_ROUTES.filter(isDataTitled).map((route) => route.path);

/** Routes drawn in a layout of their own: their frame is the saved copy or nothing. */
export const BARE_ROUTES = AREA_ROUTES.filter((route) => route.layout === 'bare').map(
  (route) => route.path,
);

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

function storedKeys(): string[] {
  try {
    return Object.keys(globalThis.localStorage ?? {});
  } catch {
    return [];
  }
}

/** The saved first screen of `pathname` for this session, as the heading the layout draws. */
export function savedHeading(pathname: string, token: string | null): RouteHeading | undefined {
  const route = routeForPath(pathname);
  if (!route || !isDataTitled(route)) return undefined;
  const screen = read(token)?.screens[pathname];
  if (!screen?.title) return undefined;
  return { text: screen.title, centredWidth: route.width };
}

/** The saved copy of `pathname`'s content for this session, if it has one. */
export function savedCopy(pathname: string, token: string | null): ScreenCopy | undefined {
  const copy = read(token)?.screens[pathname] ? storedCopy(pathname) : undefined;
  if (copy?.day !== undefined && copy.day !== localDay()) return undefined;
  if (copy?.width !== undefined && copy.width !== window.innerWidth) return undefined;
  return copy;
}

/** The page's own text of its `<h1>`, without its marks (a public recipe's tag is an element). */
function titleOf(content: Element) {
  const h1 = content.querySelector('h1');
  if (!h1) return '';
  return [...h1.childNodes]
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent ?? '')
    .join('')
    .trim();
}

/** Anything still on its way: a page drawn in part is not copied. */
const LOADING = '.org-content-loading, [aria-busy="true"], .ant-spin-spinning, .ant-skeleton';

function storedCopy(pathname: string): ScreenCopy | undefined {
  try {
    const copy = JSON.parse(
      safeStorage.get(SCREEN_COPY_PREFIX + pathname) ?? 'null',
    ) as Partial<ScreenCopy> | null;
    if (typeof copy?.html !== 'string' || typeof copy.css !== 'string') return undefined;
    const stored: ScreenCopy = { html: copy.html, css: copy.css };
    if (typeof copy.day === 'string') stored.day = copy.day;
    if (typeof copy.width === 'number') stored.width = copy.width;
    return stored;
  } catch {
    return undefined;
  }
}

/**
 * Remembers what `content` (the page's content: the layout's `<main>`, or a bare page's own root)
 * shows for `pathname`: its markup and the rules it is painted with, and its title when the page is
 * titled by its data. A page that shows an error instead (deleted, no access) is forgotten; one
 * still loading is left as it was. Steps as `rulesOfSteps` does; a page whose markup changed while
 * its rules were read is left for the next time.
 */
function* rememberSteps(pathname: string, content: Element | null, token: string) {
  const route = routeForPath(pathname);
  if (!route || !content) return;
  if (content.querySelector('[role="alert"]')) {
    forget(pathname, token);
    return;
  }
  if (content.querySelector(LOADING)) return;
  const title = isDataTitled(route) ? titleOf(content) : '';
  if (isDataTitled(route) && !title) {
    forget(pathname, token);
    return;
  }
  const html = markupOf(content);
  let copy: ScreenCopy | null = null;
  if (html.length <= COPY_LIMIT) {
    // The saved rules when the markup has not changed since.
    const previous = storedCopy(pathname);
    const css = previous?.html === html ? previous.css : yield* rulesOfSteps(content);
    if (markupOf(content) !== html) return;
    if (css !== null && html.length + css.length <= COPY_LIMIT) {
      copy = { html, css, width: window.innerWidth };
      if (route.dated === true) copy.day = localDay();
    }
  }
  keep(pathname, token, title, copy);
}

/** `rememberSteps` at once: the page is being hidden or left. */
export function rememberFirstScreen(pathname: string, content: Element | null, token: string) {
  runToEnd(rememberSteps(pathname, content, token));
}

/**
 * `rememberSteps` in slices of idle time (reading the kit's rules is too long for one task on a
 * slow phone); `done` once it has ended, unless cancelled by the returned function.
 */
export function rememberFirstScreenWhenIdle(
  pathname: string,
  content: Element | null,
  token: string,
  done: () => void,
): () => void {
  return inIdleSlices(rememberSteps(pathname, content, token), done);
}

/** Writes the page's title and copy (none: it keeps its title only) as the most recent page. */
function keep(pathname: string, token: string, title: string, copy: ScreenCopy | null) {
  const saved = read(token) ?? { owner: ownerOf(token), screens: {} };
  const { [pathname]: previous, ...others } = saved.screens;
  const copyJson = copy ? JSON.stringify(copy) : null;
  const unchanged =
    previous !== undefined &&
    previous.title === title &&
    Object.keys(saved.screens)[0] === pathname &&
    safeStorage.get(SCREEN_COPY_PREFIX + pathname) === copyJson;
  if (unchanged) return;

  const screens: Record<string, FirstScreen> = { [pathname]: { title } };
  const kept = Object.entries(others);
  for (const [path, screen] of kept.slice(0, KEPT - 1)) screens[path] = screen;
  for (const [path] of kept.slice(KEPT - 1)) safeStorage.remove(SCREEN_COPY_PREFIX + path);
  if (copyJson) safeStorage.set(SCREEN_COPY_PREFIX + pathname, copyJson);
  else safeStorage.remove(SCREEN_COPY_PREFIX + pathname);
  safeStorage.set(FIRST_SCREEN_KEY, JSON.stringify({ owner: saved.owner, screens }));
}

function forget(pathname: string, token: string) {
  const saved = read(token);
  safeStorage.remove(SCREEN_COPY_PREFIX + pathname);
  if (!saved?.screens[pathname]) return;
  const { [pathname]: _gone, ...screens } = saved.screens;
  safeStorage.set(FIRST_SCREEN_KEY, JSON.stringify({ owner: saved.owner, screens }));
}

/** Forgets every saved first screen: sign-out, or a session the saved cache is not for. */
export function clearFirstScreens() {
  safeStorage.remove(FIRST_SCREEN_KEY);
  for (const key of storedKeys()) {
    if (key.startsWith(SCREEN_COPY_PREFIX)) safeStorage.remove(key);
  }
}

/** Keeps the saved first screens only if `token`'s session saved them. */
export function keepFirstScreensOf(token: string | null) {
  if (safeStorage.get(FIRST_SCREEN_KEY) !== null && !read(token)) clearFirstScreens();
}
