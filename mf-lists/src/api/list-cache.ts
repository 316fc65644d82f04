/**
 * The lists area's cache helpers that its mutations share: keys, the offline
 * change keys, and patching or re-reading a list in the cache.
 */
import type { List, ListItem } from '@organizator/shared/contract';
import { listChangeKey, listChangeScope, queries } from '@organizator/shared/query';
import type { QueryClient } from '@tanstack/react-query';

export const overviewKey = () => queries.lists.overview().queryKey;
export const listKey = (listId: string) => queries.lists.detail(listId).queryKey;

/**
 * The changes a member may make offline (tick, add, edit, rename, remove) send through functions
 * registered by key in @organizator/shared/query (so a change saved offline is sent after a reload
 * too); the hooks add the optimistic update. One list's changes run in order (`scope`).
 */
export const offlineChange = (kind: Parameters<typeof listChangeKey>[0], listId: string) => ({
  mutationKey: listChangeKey(kind, listId),
  scope: listChangeScope(listId),
});
export const listName = (client: QueryClient, listId: string) =>
  client.getQueryData(listKey(listId))?.name ?? '';

export function patchList(client: QueryClient, listId: string, patch: (list: List) => List) {
  client.setQueryData(listKey(listId), (old) => (old ? patch(old) : old));
}
export function patchItem(
  client: QueryClient,
  listId: string,
  itemId: string,
  patch: Partial<ListItem>,
) {
  patchList(client, listId, (list) => ({
    ...list,
    items: list.items.map((item) => (item.id === itemId ? { ...item, ...patch } : item)),
  }));
}
/** Stops a refetch in flight from overwriting the optimistic state, and snapshots the list. */
export async function snapshotList(client: QueryClient, listId: string) {
  await client.cancelQueries({ queryKey: listKey(listId) });
  return client.getQueryData(listKey(listId));
}
export function refetchList(client: QueryClient, listId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: listKey(listId) }),
    client.invalidateQueries({ queryKey: overviewKey() }),
  ]);
}
