import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { themeStore } from '../runtime/theme-store';
import { ToastHost } from './toast-host';

/**
 * The providers every page needs once: the QueryClient, the theme class on <html>, and the toast
 * host. Pages draw with the kit (`@organizator/shared/ui`), which reads the theme's tokens itself:
 * no app loads antd.
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  useEffect(() => themeStore.init(), []);
  return (
    <QueryClientProvider client={client}>
      {children}
      <ToastHost />
    </QueryClientProvider>
  );
}
