import type { LiveEvent, User } from '@organizator/shared/contract';
import { t } from '@organizator/shared/i18n';
import { applyLiveEvent, invalidateForCatchUp } from '@organizator/shared/query';
import { toast, tokenStore } from '@organizator/shared/runtime';
import { onlineManager, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openLiveStream } from './live-stream';

/**
 * What one live event does (docs/product.md (#behaviour, #api)): refresh the lists it touches (a membership change: the
 * user, the team views, the invites and the lists) and show a toast
 * (what happened, by whom) unless the signed-in user made the change.
 */
export function handleLiveEvent(client: QueryClient, me: Pick<User, 'id'>, event: LiveEvent) {
  void applyLiveEvent(client, event, me.id);
  if (event.userId !== me.id) {
    toast({ title: t.nav.liveEvent(event, me.id), description: event.userName });
  }
}

/** Holds the tab's single SSE connection while a user is signed in; closes it on sign-out. */
export function LiveEvents({ me }: { me: Pick<User, 'id'> }) {
  const client = useQueryClient();
  const { id } = me;
  useEffect(
    () =>
      openLiveStream({
        userId: id,
        getToken: tokenStore.get,
        onEvent: (event) => handleLiveEvent(client, { id }, event),
        // Missed events the server cannot replay: refreshing what any of them could have touched
        // cannot miss one.
        onReconnect: () => void invalidateForCatchUp(client),
        // The server answered: a page that took itself for offline (a request got no answer while
        // `navigator.onLine` said online) is back, even if the browser never says so.
        onOpen: () => onlineManager.setOnline(true),
      }),
    [client, id],
  );
  return null;
}
