import type { PagePrefetch, PreloadablePage } from '@organizator/shared/domain';
import { queries } from '@organizator/shared/query';
import { useParams } from '@organizator/shared/router';
import { kitAreaPage } from '@organizator/shared/ui';
import { matchQuery, useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';

const prefetchList: PagePrefetch = (client, { listId }) => {
  if (listId) void client.prefetchQuery(queries.lists.detail(listId));
};

const EditorArea = kitAreaPage(
  () => import('./editor-page').then((m) => ({ default: m.EditorPage })),
  { prefetch: prefetchList },
);

/**
 * Renders again, as a transition, when the list's query settles. React holds back revealing a lazily
 * loaded page for a moment after a fallback was shown (Suspense throttling), and the page that reads
 * the list is not mounted until then, so nothing woke React when the list arrived: the first screen
 * waited idle for the throttle to end. A transition (not a query hook, whose updates are synchronous)
 * lets React render the page in slices instead of one long task.
 */
function useRenderWhenListSettles(listId: string) {
  const client = useQueryClient();
  const [, setSettled] = useState(0);
  useEffect(() => {
    const filter = { queryKey: queries.lists.detail(listId).queryKey, exact: true };
    // Only the first answer matters: once the page shows the list, its own query hook follows
    // every later change (a tick, a live event), and a render of the route too would be one more.
    if (client.getQueryData(filter.queryKey) !== undefined) return;
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || !matchQuery(filter, event.query)) return;
      if (event.action.type !== 'success' && event.action.type !== 'error') return;
      unsubscribe();
      startTransition(() => setSettled((n) => n + 1));
    });
    return unsubscribe;
  }, [client, listId]);
}

/** The editor's route: its page's chunk and its list are fetched together (`prefetch`). */
function EditorRoute() {
  const { listId = '' } = useParams();
  useRenderWhenListSettles(listId);
  return <EditorArea />;
}

export const editorRoute: PreloadablePage = Object.assign(EditorRoute, {
  preload: EditorArea.preload,
  prefetch: EditorArea.prefetch,
});
