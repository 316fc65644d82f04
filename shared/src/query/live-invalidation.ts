import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '../contract/events';
import { queryKeys } from './keys';

/** SPEC §4: a live event invalidates the cached lists overview and the one list it names. */
export function invalidateForLiveEvent(client: QueryClient, event: LiveEvent) {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.lists.overview }),
    client.invalidateQueries({ queryKey: queryKeys.lists.detail(event.listId) }),
  ]);
}

/**
 * After the live stream was down: every query a live event could have invalidated (all lists, every
 * list detail), since the events sent meanwhile are lost. Pages on screen refetch at once; the rest
 * refetch when next shown.
 */
export function invalidateForCatchUp(client: QueryClient) {
  return client.invalidateQueries({ queryKey: queryKeys.lists.all });
}
