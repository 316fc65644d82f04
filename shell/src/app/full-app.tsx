import { areaForPath } from '@organizator/shared/domain';
import { AppProviders } from '@organizator/shared/providers';
import { createQueryClient, queries } from '@organizator/shared/query';
import { registerReactRouter } from '@organizator/shared/router/register';
import { tokenStore } from '@organizator/shared/runtime';
import { onlineManager } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppLoading } from '../layout/app-loading';
import { OfflineBanner } from '../offline/offline-banner';
import { restoreSavedSession } from '../offline/saved-session';
import { holdForArrivalPage, holdUntilArrived, queriesIdle } from './arrival-gate';
import { appRoutes } from './routes';

/** The page's one QueryClient (SSE invalidation, logout and every remote share it). */
const queryClient = createQueryClient();

// Remotes reach the router through @organizator/shared/router: hand them this page's router.
registerReactRouter();

// TanStack assumes "online" until the first online/offline event: opened offline, queries would
// run and fail (a failed GET /me reads as signed out). Start from what the browser knows.
onlineManager.setOnline(navigator.onLine);

// The saved cache and queued changes of this session, read from IndexedDB while the route code loads.
const restored = restoreSavedSession(queryClient);

// Arriving signed in: ask GET /me and fetch the page's remote, its code and its data now, in parallel
// with the route code, instead of after the guard and layout have loaded (the guard then finds the
// answer there). The service worker and the live stream wait until that arrival's code and data are
// in and its page has drawn them (app/arrival-gate.ts).
if (tokenStore.get()) {
  void queryClient.prefetchQuery(queries.me.fresh());
  const arrivalArea = areaForPath(window.location.pathname);
  const arrival = arrivalArea
    ? import('../remotes/registry').then(({ preloadArea }) =>
        preloadArea(arrivalArea, window.location.pathname, queryClient),
      )
    : Promise.resolve();
  holdUntilArrived(arrival.then(() => queriesIdle(queryClient)));
  if (arrivalArea) holdForArrivalPage(queryClient);
}

/** Every route of docs/product.md#screens under the data router, inside the shared providers. */
export default function FullApp() {
  // Created on mount, so it starts from wherever the boot screen left the address bar.
  const [router] = useState(() => createBrowserRouter(appRoutes(queryClient)));
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // A transition renders the whole app in slices, so the page stays responsive meanwhile.
    void restored.then(() => startTransition(() => setReady(true)));
  }, []);
  // Rendering before the saved cache is back would show an offline page as empty or failed.
  if (!ready) return <AppLoading />;
  return (
    <AppProviders client={queryClient}>
      <OfflineBanner />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
