/**
 * Registers the shell's service worker (production builds only: in dev it would serve stale hot
 * bundles). After the page has loaded, so its precache download never competes with first paint.
 * Once the worker is active, it is handed the scripts and styles this visit already loaded (before
 * it controlled the page), so an area opened on the very first visit opens offline too.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const urlsToCache = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter(
            (url) =>
              /\.(js|css|json)(\?|$)/.test(url) && !new URL(url).pathname.startsWith('/api/'),
          );
        registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
      })
      .catch((error: unknown) => {
        console.warn(
          'The service worker could not be registered; the app works online only.',
          error,
        );
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
