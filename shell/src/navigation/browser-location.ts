import { useSyncExternalStore } from 'react';

export interface BrowserLocation {
  pathname: string;
  search: string;
}

/** Paths the router-less boot screen serves (everything else loads the full app). */
export const isLightPath = (pathname: string) => pathname === '/' || pathname === '/login';

const listeners = new Set<() => void>();
// Read on first use: the build renders the boot screens in Node, where there is no window.
let snapshot: BrowserLocation | undefined;

function read(): BrowserLocation {
  return { pathname: window.location.pathname, search: window.location.search };
}
function notify() {
  snapshot = read();
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('popstate', notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

/** The History API as a tiny store, for the screens rendered before the router exists. */
export const browserHistory = {
  push(url: string) {
    window.history.pushState(null, '', url);
    notify();
  },
  replace(url: string) {
    window.history.replaceState(null, '', url);
    notify();
  },
};

export function useBrowserLocation() {
  return useSyncExternalStore(subscribe, () => {
    snapshot ??= read();
    return snapshot;
  });
}
