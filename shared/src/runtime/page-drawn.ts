/**
 * A route's page (its component, not the fallback shown while its chunk downloads) has been
 * committed: its effects have run, so the queries it shows have been asked for. The shell waits for
 * this before what must not compete with the first screen (its live stream, its service worker).
 */
const listeners = new Set<() => void>();

/** Called by every remote page's wrapper (ui/area-page.tsx) once the page itself is committed. */
export function pageCommitted(): void {
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` on each page committed from now on; returns what stops it. */
export function onPageCommitted(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
