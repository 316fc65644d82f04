/// <reference lib="webworker" />

import { INLINE_REMOTES_ID } from '@organizator/shared/domain';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { getOrCreateDefaultRouter } from 'workbox-routing/utils/getOrCreateDefaultRouter.js';
import { CacheFirst, NetworkFirst, Strategy } from 'workbox-strategies';
import { CLAIM, cacheNames, ENTRY_FILE, HAND_OFF, HASHED_FILE, isApiPath } from './cache-names';
import { remoteAssetUrls } from './remote-assets';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// A new shell build takes over at once: its precache holds a complete, consistent shell, and the
// pages already open keep their loaded code (the chunks they may still need are in the chunk cache).
self.skipWaiting();
clientsClaim();

// The shell's build (index.html, boot.js, the manifest, icons, every shell chunk), listed at build time.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// One copy per URL in the runtime caches. The server's `Vary: Origin, Accept-Encoding` would
// otherwise tie a copy to the request that stored it: a manifest preloaded by the page (a CORS
// request, with Origin) was not found offline by the runtime's fetch (without it).
const MATCH_BY_URL: CacheQueryOptions = { ignoreVary: true };

// A slow shop connection must not hold a page or an area hostage: after this, the cached copy answers.
const NETWORK_TIMEOUT_SECONDS = 4;

// Pages: the network's index.html when it answers (so a new shell deploy shows at once), else the
// precached one. Any route renders from index.html, so one fallback covers them all.
registerRoute(
  new NavigationRoute(
    async ({ request, event }) => {
      try {
        const response = await fetchWithTimeout(request, NETWORK_TIMEOUT_SECONDS * 1000);
        if (response.ok) {
          event.waitUntil(keepInlineRemotes(response.clone()));
          return response;
        }
      } catch {
        /* offline or too slow: the precached shell below */
      }
      return (await matchPrecache('/index.html')) ?? Response.error();
    },
    { denylist: [/^\/api(\/|$)/] },
  ),
);

// remotes.json and each remote's manifest and entry change in place on a deploy: always ask the
// network first (the next online load picks up a new build); the last copy answers offline.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && !isApiPath(url.pathname) && ENTRY_FILE.test(url.pathname),
  new NetworkFirst({
    cacheName: cacheNames.entries,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions: MATCH_BY_URL,
    plugins: [new CacheableResponsePlugin({ statuses: [0, 200] }), { cacheDidUpdate: warmRemote }],
  }),
);

/**
 * The server writes the remotes map into the page (INLINE_REMOTES_ID), so an online page never
 * fetches /remotes.json; the precached page has no map and fetches it, offline from this cache.
 * The map of the page just served is what /remotes.json answers now: kept as that.
 */
async function keepInlineRemotes(page: Response) {
  const html = await page.text();
  const block = new RegExp(
    `<script type="application/json" id="${INLINE_REMOTES_ID}">([^<]*)</script>`,
  );
  const json = block.exec(html)?.[1];
  if (!json) return;
  const cache = await caches.open(cacheNames.entries);
  await cache.put(
    new URL('/remotes.json', self.location.href).href,
    new Response(json, { headers: { 'content-type': 'application/json' } }),
  );
}

/**
 * A remote's manifest fresh from the network: fetch every page of that area into the chunk cache
 * (those not there yet), so an area opened once works offline in full, not only the pages seen.
 */
async function warmRemote({ request, newResponse }: { request: Request; newResponse: Response }) {
  if (!request.url.endsWith('/mf-manifest.json')) return;
  try {
    const urls = remoteAssetUrls(await newResponse.clone().json(), request.url);
    const cache = await caches.open(cacheNames.chunks);
    for (const url of urls) {
      if (!(await cache.match(url))) await cache.add(url).catch(() => {});
    }
  } catch {
    /* not a manifest we understand: its chunks are still cached as they are used */
  }
}

// Hashed chunks never change under their name: cache-first, on any origin a remote lives on, as
// they are used. An old remote build's chunks stay until evicted, so an older cached entry keeps
// working offline after a redeploy.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    !isApiPath(url.pathname) &&
    HASHED_FILE.test(url.pathname) &&
    ['script', 'style', 'font', 'image', ''].includes(request.destination),
  new CacheFirst({
    cacheName: cacheNames.chunks,
    matchOptions: MATCH_BY_URL,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true }),
    ],
  }),
);

// What the page loaded before this worker controlled it (src/pwa/hand-off.ts), stored by the same
// routes as a fetch would be. Unlike Workbox's own CACHE_URLS, the reply waits until the cache writes
// (and a manifest's area download) are done, and comes even when a file failed: the page uses it to
// say when it is ready for offline use.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type === CLAIM) {
    event.waitUntil(self.clients.claim());
    return;
  }
  if (data?.type !== HAND_OFF || !Array.isArray(data.urls)) return;
  const done = Promise.allSettled(data.urls.map((url) => store(String(url), event)));
  event.waitUntil(done);
  void done.then(() => event.ports[0]?.postMessage(true));
});

async function store(href: string, event: ExtendableEvent): Promise<void> {
  const url = new URL(href, self.location.href);
  const request = new Request(url.href);
  const { route } = getOrCreateDefaultRouter().findMatchingRoute({
    url,
    request,
    event,
    sameOrigin: url.origin === self.location.origin,
  });
  if (!(route?.handler instanceof Strategy)) return;
  const [, stored] = route.handler.handleAll({ request, event });
  await stored;
}

function fetchWithTimeout(request: Request, ms: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    fetch(request).then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
