import {
  AREAS,
  type AreaName,
  type AreaRoutesModule,
  INLINE_REMOTES_ID,
  type PreloadablePage,
} from '@organizator/shared/domain';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { federation } from './federation';

/** remotes.json: remote name -> URL of its mf-manifest.json. Changing a URL is a deployment. */
type RemotesMap = Partial<Record<AreaName, string>>;

let remotesMap: Promise<RemotesMap> | null = null;
/** What this tab registered with the MF runtime: remote -> manifest URL. */
const registered = new Map<AreaName, string>();
const loading = new Map<AreaName, Promise<AreaRoutesModule>>();
const loaded = new Map<AreaName, AreaRoutesModule>();
/** Areas whose last load failed: the next attempt re-registers them to drop the runtime's caches. */
const failed = new Set<AreaName>();

/**
 * The map the server wrote into this page (api/src/http/shell-page.ts), used once: a page from the
 * service worker's cache has none, and a retry after a failure must ask the network again.
 */
function takeInlineMap(): RemotesMap | null {
  const element = document.getElementById(INLINE_REMOTES_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as RemotesMap;
  } catch {
    return null;
  }
}

async function fetchMap(): Promise<RemotesMap> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json: ${response.status}`);
  return (await response.json()) as RemotesMap;
}

/** Reads remotes.json once (again after a failure) and registers every remote it lists. */
function remotes(): Promise<RemotesMap> {
  remotesMap ??= Promise.resolve(takeInlineMap())
    .then((inline) => inline ?? fetchMap())
    .then((map) => {
      const entries = Object.entries(map) as [AreaName, string][];
      const fresh = entries.filter(([name]) => !registered.has(name));
      const moved = entries.filter(
        ([name, entry]) => registered.has(name) && registered.get(name) !== entry,
      );
      if (fresh.length)
        federation().registerRemotes(fresh.map(([name, entry]) => ({ name, entry })));
      // A remote redeployed elsewhere since this tab registered it.
      if (moved.length)
        federation().registerRemotes(
          moved.map(([name, entry]) => ({ name, entry })),
          { force: true },
        );
      for (const [name, entry] of entries) registered.set(name, entry);
      return map;
    })
    .catch((error: unknown) => {
      remotesMap = null;
      throw error;
    });
  return remotesMap;
}

async function fetchArea(area: AreaName): Promise<AreaRoutesModule> {
  // After a failure the remote may have been redeployed elsewhere: read remotes.json again.
  if (failed.has(area)) remotesMap = null;
  const map = await remotes();
  const entry = map[area];
  if (!entry) throw new Error(`${area} is not in remotes.json`);
  if (failed.has(area)) {
    // The MF runtime keeps what it learnt about a remote (manifest, entry, module): a retry must
    // really go back to the network, so the remote is registered afresh.
    federation().registerRemotes([{ name: area, entry }], { force: true });
  }
  const module = await federation().loadRemote<AreaRoutesModule>(`${area}/routes`);
  if (!module?.routes) throw new Error(`${area}/routes exposes no routes`);
  return module;
}

/** The area's exposed `./routes`, loading it on first use; concurrent callers share one load. */
export function loadArea(area: AreaName): Promise<AreaRoutesModule> {
  let promise = loading.get(area);
  if (!promise) {
    promise = fetchArea(area).then(
      (module) => {
        failed.delete(area);
        loaded.set(area, module);
        return module;
      },
      (error: unknown) => {
        loading.delete(area);
        failed.add(area);
        throw error;
      },
    );
    loading.set(area, promise);
  }
  return promise;
}

/** The module if already loaded, so revisiting an area renders without a loading flash. */
export const loadedArea = (area: AreaName) => loaded.get(area);

/**
 * Warms an area up (nav hover/focus, idle time): its routes and, given the link's path, that page's
 * own chunk, so the click renders at once. Given the page's query client too (a signed-in arrival),
 * it also starts the page's data requests, beside the guard's GET /me instead of after it. Failures
 * surface only when it is visited: the promise (settled once the page's chunk is in and its data
 * requests have started) never rejects.
 */
export function preloadArea(area: AreaName, path?: string, client?: QueryClient): Promise<unknown> {
  return loadArea(area)
    .then((module) => {
      if (!path) return;
      const match = AREAS[area].routes
        .map((route) => matchPath(route.path, path))
        .find((found) => found !== null);
      if (!match) return;
      const page = (module.routes as Partial<Record<string, PreloadablePage>>)[match.pattern.path];
      if (client) page?.prefetch?.(client, match.params);
      return page?.preload?.();
    })
    .catch(() => {});
}

/**
 * Drops a loaded area so the next load fetches it afresh (re-registered): a page that crashed may
 * hold a failed chunk of an older deployment, which only a new remote entry can replace.
 */
export function forgetArea(area: AreaName) {
  loading.delete(area);
  loaded.delete(area);
  failed.add(area);
}

/** Tests only: forget everything. */
export function resetRegistry() {
  remotesMap = null;
  registered.clear();
  loading.clear();
  loaded.clear();
  failed.clear();
}
