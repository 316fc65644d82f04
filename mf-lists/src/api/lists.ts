/**
 * Queries and mutations of the lists area (TkDodo: each mutation owns its optimistic update, its
 * rollback and its refetch). Keys come from @organizator/shared/query, the same ones the shell's SSE
 * handler invalidates, so live changes of team members land in these caches.
 */
import { listsApi } from '@organizator/shared/client';
import type { List } from '@organizator/shared/contract';
import type { UpdateListChange } from '@organizator/shared/query';
import { toast } from '@organizator/shared/runtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '../texts';
import {
  listKey,
  offlineChange,
  overviewKey,
  patchList,
  refetchList,
  snapshotList,
} from './list-cache';

/** POST /lists (used once per visit of /lists/new). */
export function useCreateList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => listsApi.create({ name }),
    onSuccess: (list) => {
      client.setQueryData(listKey(list.id), list);
      return client.invalidateQueries({ queryKey: overviewKey() });
    },
  });
}

/** docs/product.md#behaviour: deleting a list removes its row at once and restores it if the server refuses. */
export function useDeleteList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (list: List) => listsApi.remove(list.id),
    onMutate: async (list) => {
      await client.cancelQueries({ queryKey: overviewKey() });
      const previous = client.getQueryData(overviewKey());
      client.setQueryData(overviewKey(), (old) => old?.filter((l) => l.id !== list.id));
      return { previous };
    },
    onError: (_error, _list, context) => {
      if (context?.previous) client.setQueryData(overviewKey(), context.previous);
    },
    onSuccess: (_data, list) => client.removeQueries({ queryKey: listKey(list.id) }),
    onSettled: () => client.invalidateQueries({ queryKey: overviewKey() }),
  });
}

/** Rename or reorder (PUT /lists/{id}); the previous name and order come back on failure. */
export function useUpdateList(listId: string) {
  const client = useQueryClient();
  return useMutation<List, Error, UpdateListChange, { previous?: List }>({
    ...offlineChange('update-list', listId),
    onMutate: async (body) => {
      const previous = await snapshotList(client, listId);
      patchList(client, listId, (list) => ({ ...list, ...body }));
      return { previous };
    },
    onError: (_error, _body, context) => {
      const previous = context?.previous;
      if (previous) {
        patchList(client, listId, (list) => ({
          ...list,
          name: previous.name,
          categoriesOrder: previous.categoriesOrder,
        }));
      }
    },
    onSuccess: (list) => toast.success(t.lists.listUpdated, list.name),
    onSettled: () => refetchList(client, listId),
  });
}

/** PUT /lists/{id}/reset: every item back to not done. */
export function useResetList(listId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => listsApi.reset(listId),
    onMutate: async () => {
      const previous = await snapshotList(client, listId);
      patchList(client, listId, (list) => ({
        ...list,
        items: list.items.map((item) => (item.isDone ? { ...item, isDone: false } : item)),
      }));
      return { previous };
    },
    onError: (_error, _v, context) => {
      if (context?.previous) client.setQueryData(listKey(listId), context.previous);
    },
    onSuccess: (list) => toast.success(t.lists.listRestarted, list.name),
    onSettled: () => refetchList(client, listId),
  });
}
