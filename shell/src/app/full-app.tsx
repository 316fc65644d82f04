import { AppProviders } from '@organizator/shared/providers';
import { createQueryClient } from '@organizator/shared/query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { appRoutes } from './routes';

/** The page's one QueryClient (SSE invalidation, logout and every remote share it). */
const queryClient = createQueryClient();

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
