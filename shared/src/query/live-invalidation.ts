import type { QueryClient } from '@tanstack/react-query';
import { isDeparture, isTeamEvent, type LiveEvent } from '../contract/events';
import { queries } from './options';

/**
 * SPEC §4: a list event invalidates the cached lists overview and the one list it names. A
 * membership event refreshes what depends on who is in the team (refreshMembership).
 */
export function invalidateForLiveEvent(client: QueryClient, event: LiveEvent, meId?: string) {
  if (!isTeamEvent(event)) {
    return Promise.all([
      client.invalidateQueries({ queryKey: queries.lists.overview().queryKey }),
      client.invalidateQueries({ queryKey: queries.lists.detail(event.listId).queryKey }),
    ]);
  }
  return refreshMembership(client, isDeparture(event) && event.memberId === meId);
}

/**
 * After the signed-in user's team or a team member changed: the user (team and owner flag), both
 * team views, the pending invites and the lists. `leftTeam`: the user is no longer in the team whose
 * lists are cached, so those are reset (gone from the cache, refetched from scratch), not shown
 * stale while the refetch is refused.
 */
export function refreshMembership(client: QueryClient, leftTeam: boolean) {
  return Promise.all([
    client.invalidateQueries({ queryKey: queries.me.all() }),
    client.invalidateQueries({ queryKey: queries.team.all() }),
    client.invalidateQueries({ queryKey: queries.invites.all() }),
    leftTeam
      ? client.resetQueries({ queryKey: queries.lists.all() })
      : client.invalidateQueries({ queryKey: queries.lists.all() }),
  ]);
}

/**
 * After the live stream was down: every query a live event could have invalidated (all lists, every
 * list detail), since the events sent meanwhile are lost. Pages on screen refetch at once; the rest
 * refetch when next shown.
 */
export function invalidateForCatchUp(client: QueryClient) {
  return client.invalidateQueries({ queryKey: queries.lists.all() });
}
