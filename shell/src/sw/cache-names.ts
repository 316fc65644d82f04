/**
 * The service worker's runtime caches. They hold code and deployment pointers only, never an API
 * response: user data lives in IndexedDB (the persisted query cache), which sign-out clears.
 */
export const cacheNames = {
  /** remotes.json, each remote's mf-manifest.json and remoteEntry.js: network-first. */
  entries: 'organizator-entries',
  /** Content-hashed chunks (JS, CSS, fonts, images) of the shell and every remote: cache-first. */
  chunks: 'organizator-chunks',
} as const;

/** Rspack's content hashes: `name.0123abcd.js`, `123.0123abcdef.css`, ... */
export const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Files that change in place on a deploy: the pointers to a remote's current build. */
export const ENTRY_FILE = /\/(remotes\.json|mf-manifest\.json|remoteEntry\.js)$/;

/** Same-origin paths the worker leaves alone: the API (never cached), the dev outbox with it. */
export const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/**
 * The page's message to the worker: `{ type: HAND_OFF, urls }`, files it loaded before the worker
 * controlled it, to store by the worker's own rules; the worker replies on the message's port once
 * every one of them has been stored or has failed.
 */
export const HAND_OFF = 'ORGANIZATOR_HAND_OFF';
/**
 * The page's message to the active worker when it is not controlled: take control of me. The
 * worker's claim on activation skips a page that was still loading at that moment (its client was
 * not yet execution-ready), and such a page would stay uncontrolled until it is reloaded.
 */
export const CLAIM = 'ORGANIZATOR_CLAIM';
