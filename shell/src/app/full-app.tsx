import { AppProviders } from '@organizator/shared/providers';
import { createQueryClient, queries } from '@organizator/shared/query';
import { registerReactRouter } from '@organizator/shared/router/register';
import { tokenStore } from '@organizator/shared/runtime';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { areaForPath } from '../remotes/area-for-path';
import { appRoutes } from './routes';

/** The page's one QueryClient (SSE invalidation, logout and every remote share it). */
const queryClient = createQueryClient();

// Remotes reach the router through @organizator/shared/router: hand them this page's router.
registerReactRouter();

// Arriving signed in on a remote's page: start fetching that remote now, alongside the route code,
// instead of after the guard and layout have loaded.
const arrivalArea = areaForPath(window.location.pathname);
if (arrivalArea && tokenStore.get()) {
  void import('../remotes/registry').then(({ preloadArea }) => preloadArea(arrivalArea));
}
// Likewise the guard's GET /me: asked now, it answers while the remote loads, and the page's own
// requests follow the remote at once instead of waiting one more round trip for the user.
if (tokenStore.get()) void queryClient.prefetchQuery(queries.me());

/** Every route of SPEC §2 under the data router, inside the shared providers. */
export default function FullApp() {
  // Created on mount, so it starts from wherever the boot screen left the address bar.
  const [router] = useState(() => createBrowserRouter(appRoutes(queryClient)));
  return (
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
