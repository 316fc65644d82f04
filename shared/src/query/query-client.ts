import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { STALE_TIME_DEFAULT_MS } from '../domain/constants';
import { registerListChangeDefaults } from './list-changes';
import { reportMutationError } from './mutation-errors';
import { noteNetworkFailure } from './network-state';
import { PERSIST_MAX_AGE_MS } from './persistence';
import { registerPlannedPortionDefaults } from './planned-portions';

/** The page's one QueryClient (created by the shell, or by a remote's standalone entry). */
export function createQueryClient() {
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: noteNetworkFailure }),
    mutationCache: new MutationCache({
      // The one report of a failed change: a toast as its `meta` says (mutation-errors.ts).
      onError: (error, variables, _context, mutation) => {
        noteNetworkFailure(error);
        reportMutationError(error, variables, mutation);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_DEFAULT_MS,
        refetchOnWindowFocus: true,
        retry: 1,
        // Kept as long as the saved copy is trusted: a page opened once stays readable offline.
        gcTime: PERSIST_MAX_AGE_MS,
      },
      // Sent at once, even offline: a change that is not queued durably fails visibly (rolled back,
      // with the error toast) instead of waiting paused in memory, where a reload would lose it
      // without a word. List changes and planned diary portions are the queued ones.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  // Changes queued offline resume after a reload only if their functions are known by key.
  registerListChangeDefaults(client);
  registerPlannedPortionDefaults(client);
  return client;
}
