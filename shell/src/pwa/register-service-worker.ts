import { whenIdle } from '@organizator/shared/runtime';
import { arrivalSettled } from '../app/arrival-gate';
import { CLAIM, HAND_OFF } from '../sw/cache-names';
import { createHandOff, pageStart } from './hand-off';

/** A page that is never idle still gets its worker, a little later. */
const REGISTER_WITHIN_MS = 2000;

/**
 * Registers the shell's service worker (production builds only: in dev it would serve stale hot
 * bundles). After the page has loaded and its first screen's code and data are in, so its precache
 * download competes with neither.
 * What the page loads before the worker controls it is handed to the worker (hand-off.ts), and
 * `<html data-offline-ready>` says when this page's code is all stored for offline use.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // Controlled now is not proof that the page came through the worker: a worker that activates
  // while the page loads claims it after its navigation went past it.
  const navigation = performance.getEntriesByType('navigation')[0] as
    | PerformanceNavigationTiming
    | undefined;
  const handOff = createHandOff({
    start: pageStart(container.controller !== null, navigation),
    now: () => performance.now(),
    onReady: (ready) => {
      document.documentElement.dataset.offlineReady = String(ready);
    },
  });
  // Buffered: the files loaded before this line (the shell's own chunks, remotes.json) count too.
  new PerformanceObserver((list) =>
    handOff.loaded(list.getEntries() as PerformanceResourceTiming[]),
  ).observe({ type: 'resource', buffered: true });
  // A page whose navigation went past the worker got its remotes map inline, unseen by the worker:
  // the worker fetches /remotes.json for its cache, or a later start offline would find no remotes.
  // (Not handed off when the navigation came through the worker, which kept that page's map.)
  handOff.loaded([{ name: new URL('/remotes.json', location.href).href, startTime: 0 }]);
  container.addEventListener('controllerchange', () => handOff.controlled());

  const register = () => {
    container
      .register('/sw.js')
      .then(() => container.ready)
      .then((registration) => {
        const worker = registration.active;
        if (!worker) return;
        handOff.workerActive((urls) => send(worker, urls));
        // Claimed before this listener existed (or the page was controlled from the start).
        if (container.controller) handOff.controlled();
        // Left out of the worker's claim (still loading when it activated): ask again.
        else worker.postMessage({ type: CLAIM });
      })
      .catch((error: unknown) => {
        console.warn(
          'The service worker could not be registered; the app works online only.',
          error,
        );
      });
  };
  // After the page has loaded and the start's own code and data are in (app/arrival-gate.ts), at
  // the next idle moment: the first screen renders before the precache begins.
  const registerWhenSettled = () => {
    void arrivalSettled().then(() => whenIdle(register, REGISTER_WITHIN_MS));
  };
  if (document.readyState === 'complete') registerWhenSettled();
  else window.addEventListener('load', registerWhenSettled, { once: true });
}

/** Posts URLs to the worker and resolves when it replies that it has tried to store them all. */
function send(worker: ServiceWorker, urls: string[]): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    worker.postMessage({ type: HAND_OFF, urls }, [channel.port2]);
  });
}
