import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, NETWORK_ERROR_STATUS } from '../client/errors';
import { STALE_TIME_DEFAULT_MS } from '../domain/constants';
import { registerListChangeDefaults } from './list-changes';
import { reportMutationError } from './mutation-errors';
import { PERSIST_MAX_AGE_MS } from './persistence';
import { registerPlannedPortionDefaults } from './planned-portions';

/**
 * A request that got no answer at all means the page is offline, whatever `navigator.onLine` says:
 * Chromium reports a page reloaded without a network as online, and so does a phone whose
 * connection is dead. Queries then wait paused (with the offline banner) instead of failing one by
 * one; the browser's `online` event or the live stream's next accepted connection says the network
 * is back (shell/src/live).
 */
function noteNetworkFailure(error: unknown) {
  if (!isApiError(error) || error.status !== NETWORK_ERROR_STATUS) return;
  onlineManager.setOnline(false);
  probeUntilAnswered();
}

const PROBE_FIRST_MS = 1000;
const PROBE_MAX_MS = 30_000;
let probing = false;

/**
 * Asks the server's readiness route until any answer comes (even a 503: the server is reachable),
 * then marks the page online again: one path failing (a proxy, a blocked route) must not hold
 * every query paused while the rest of the API answers.
 */
function probeUntilAnswered(delay = PROBE_FIRST_MS) {
  if (probing && delay === PROBE_FIRST_MS) return;
  probing = true;
  setTimeout(async () => {
    if (onlineManager.isOnline()) {
      probing = false;
      return;
    }
    try {
      await fetch('/api/ready', { cache: 'no-store' });
      probing = false;
      onlineManager.setOnline(true);
    } catch {
      probeUntilAnswered(Math.min(delay * 2, PROBE_MAX_MS));
    }
  }, delay);
}

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
