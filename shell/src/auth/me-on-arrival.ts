import { queries } from '@organizator/shared/query';
import { queryOptions } from '@tanstack/react-query';

/** How old the start-up answer to GET /me (full-app.tsx) may be and still count as this arrival's. */
const ARRIVAL_ANSWER_FRESH_MS = 3000;

/**
 * GET /me as a route checks it on arrival (the guard, /login with a token): asked again on mount,
 * unless the app's start-up prefetch has just answered, so one arrival costs one request.
 */
export const meOnArrival = (enabled: boolean) =>
  queryOptions({
    ...queries.me(),
    enabled,
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > ARRIVAL_ANSWER_FRESH_MS,
  });
