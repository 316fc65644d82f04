import { t } from '@organizator/shared/i18n';
import { allListChangesKey, useOnline } from '@organizator/shared/query';
import { toast } from '@organizator/shared/runtime';
import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import './offline.css';

/** How many list changes are queued, waiting for the network. */
export function useWaitingChanges(): number {
  return useMutationState({
    filters: { mutationKey: allListChangesKey, predicate: (m) => m.state.isPaused },
  }).length;
}

/**
 * While the browser is offline: a banner above the header says so and what stays read-only (notes,
 * groceries, the diary), with the number of list changes waiting to be sent. Back online, TanStack sends the queue in order and refetches what is shown;
 * the banner goes and a toast says the waiting changes were sent.
 */
export function OfflineBanner() {
  const online = useOnline();
  const waiting = useWaitingChanges();
  const client = useQueryClient();
  const waitingWhenOffline = useRef(0);

  useEffect(() => {
    if (!online) {
      waitingWhenOffline.current = waiting;
      return;
    }
    const sent = waitingWhenOffline.current;
    waitingWhenOffline.current = 0;
    if (sent > 0) {
      void client.resumePausedMutations().then(() => {
        toast.success(t.offline.syncedTitle, t.offline.syncedText(sent));
      });
    }
  }, [online, waiting, client]);

  if (online) return null;
  return (
    <div className="org-offline-banner" role="status" data-testid="offline-banner">
      {t.offline.banner}
      {waiting > 0 && (
        <strong className="org-offline-banner-count">{t.offline.bannerWaiting(waiting)}</strong>
      )}
    </div>
  );
}
