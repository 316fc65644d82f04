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
