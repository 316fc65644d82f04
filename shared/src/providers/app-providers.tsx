import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { themeStore } from '../runtime/theme-store';
import { ToastHost } from './toast-host';

/**
 * The providers every page needs once: the QueryClient, the theme class on <html>, and the toast
 * host. Antd's ConfigProvider is not here on purpose: each remote bundles its own antd and wraps its
 * routes in `AntdScope` from `@organizator/shared/ui`, so the shell and /login never load antd.
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
