import { answersEventId } from '@organizator/shared/client';
import type { LiveEvent, User } from '@organizator/shared/contract';
import { t } from '@organizator/shared/i18n';
import { applyLiveEvent, invalidateForCatchUp } from '@organizator/shared/query';
import { liveOrigin, toast, tokenStore, whenIdle } from '@organizator/shared/runtime';
import { onlineManager, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { arrivalSettled } from '../app/arrival-gate';
import { openLiveStream } from './live-stream';

/**
 * The longest the stream waits for the arrival's first screen: live changes are never held back
 * long by a request that does not answer.
 */
const MOST_WAIT_MS = 5000;
/** A page that is never idle still gets its stream, a little later. */
const OPEN_WITHIN_MS = 1000;

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

/**
 * Holds the tab's single SSE connection while a user is signed in; closes it on sign-out. It opens
 * once the arrival's first screen is in (app/arrival-gate.ts), at the next idle moment: a stream
 * opened with the page's own files and data still on their way took one of the origin's
 * connections and its main-thread time from them. Nothing is missed meanwhile: the first connection
 * asks for what happened since the page's first answers (live-stream.ts, `resumeFrom`).
 */
export function LiveEvents({ me }: { me: Pick<User, 'id'> }) {
  const client = useQueryClient();
  const { id } = me;
  useEffect(() => {
    let close: (() => void) | undefined;
    let cancelIdle: (() => void) | undefined;
    let gone = false;
    void arrivalSettled(MOST_WAIT_MS).then(() => {
      if (gone) return;
      cancelIdle = whenIdle(() => {
        close = openLiveStream({
          userId: id,
          origin: liveOrigin(),
          getToken: tokenStore.get,
          resumeFrom: answersEventId(tokenStore.get() ?? ''),
          onEvent: (event) => handleLiveEvent(client, { id }, event),
          // Missed events the server cannot replay: refreshing what any of them could have
          // touched cannot miss one.
          onReconnect: () => void invalidateForCatchUp(client),
          // The server answered: a page that took itself for offline (a request got no answer
          // while `navigator.onLine` said online) is back, even if the browser never says so.
          onOpen: () => onlineManager.setOnline(true),
        });
      }, OPEN_WITHIN_MS);
    });
    return () => {
      gone = true;
      cancelIdle?.();
      close?.();
    };
  }, [client, id]);
  return null;
}
