import { QueryClient } from '@tanstack/react-query';
import { STALE_TIME_DEFAULT_MS } from '../domain/constants';
import { registerListChangeDefaults } from './list-changes';
import { PERSIST_MAX_AGE_MS } from './persistence';

/** The page's one QueryClient (created by the shell, or by a remote's standalone entry). */
export function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_DEFAULT_MS,
        refetchOnWindowFocus: true,
        retry: 1,
        // Kept as long as the saved copy is trusted: a page opened once stays readable offline.
        gcTime: PERSIST_MAX_AGE_MS,
      },
      mutations: { retry: false },
    },
  });
  // Changes queued offline resume after a reload only if their functions are known by key.
  registerListChangeDefaults(client);
  return client;
}
