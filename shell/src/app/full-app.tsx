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

// Arriving signed in: ask GET /me and fetch the page's remote now, in parallel with the route code,
// instead of after the guard and layout have loaded (the guard then finds the answer there).
if (tokenStore.get()) {
  void queryClient.prefetchQuery(queries.me());
  const arrivalArea = areaForPath(window.location.pathname);
  if (arrivalArea) {
    void import('../remotes/registry').then(({ preloadArea }) => preloadArea(arrivalArea));
  }
}

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
