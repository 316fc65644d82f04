import { QueryClient } from '@tanstack/react-query';
import { STALE_TIME_DEFAULT_MS } from '../domain/constants';

/** The page's one QueryClient (created by the shell, or by a remote's standalone entry). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_DEFAULT_MS, refetchOnWindowFocus: true, retry: 1 },
      mutations: { retry: false },
    },
  });
}
