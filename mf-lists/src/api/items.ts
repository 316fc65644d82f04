/** The list items' mutations: add (with a temporary id), tick, edit and remove (with undo). */
import { listsApi } from '@organizator/shared/client';
import type { List, ListItem } from '@organizator/shared/contract';
import { newClientId, normaliseCategory } from '@organizator/shared/domain';
import {
  type AddItemChange,
  listChangeKey,
  type ToggleChange,
  type UpdateItemChange,
} from '@organizator/shared/query';
import { toast } from '@organizator/shared/runtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '../texts';
import {
  listKey,
  listName,
  offlineChange,
  patchItem,
  patchList,
  refetchList,
  snapshotList,
} from './list-cache';

let temporaryId = 0;
export const isTemporaryItem = (item: ListItem) => item.id.startsWith('temp-');

export type NewItem = Omit<AddItemChange, 'id'>;

/**
 * docs/product.md#behaviour: a new item shows at once (a temporary item, not done; an unseen category is appended to
 * the order) and is rolled back with the Greška toast if the server refuses.
 */
export function useAddItem(listId: string) {
  const client = useQueryClient();
  const mutation = useMutation<
    ListItem,
    Error,
    AddItemChange,
    { previous?: List; temporaryId: string }
  >({
    ...offlineChange('add-item', listId),
    onMutate: async (input) => {
      const previous = await snapshotList(client, listId);
      const category = normaliseCategory(input.category);
      const temporary: ListItem = {
        id: `temp-${++temporaryId}`,
        listId,
        name: input.name,
        category,
        quantity: input.quantity || null,
        isDone: false,
        images: input.images,
      };
      patchList(client, listId, (list) => ({
        ...list,
        items: [...list.items, temporary],
        categoriesOrder: list.categoriesOrder.some((c) => normaliseCategory(c) === category)
          ? list.categoriesOrder
          : [...list.categoriesOrder, category],
      }));
      return { previous, temporaryId: temporary.id };
    },
    onError: (_error, _input, context) => {
      const previous = context?.previous;
      if (previous) {
        patchList(client, listId, (list) => ({
          ...list,
          items: list.items.filter((item) => item.id !== context.temporaryId),
          categoriesOrder: previous.categoriesOrder,
        }));
      }
    },
    onSuccess: (item, _input, context) => {
      // The stored item takes the temporary row's place, once (a re-read may already hold it).
      patchList(client, listId, (list) => ({
        ...list,
        items: list.items.flatMap((i) =>
          i.id === context.temporaryId ? [item] : i.id === item.id ? [] : [i],
        ),
      }));
      toast.success(t.lists.itemAdded, listName(client, listId));
    },
    onSettled: () => refetchList(client, listId),
  });
  // The item's id is chosen here, once: a resend of this change (after a reload) finds the item.
  return {
    ...mutation,
    mutate: (input: NewItem) => mutation.mutate({ ...input, id: newClientId() }),
    mutateAsync: (input: NewItem) => mutation.mutateAsync({ ...input, id: newClientId() }),
  };
}

const toggleKey = (listId: string) => listChangeKey('toggle', listId);

/**
 * Tapping an item: the cache changes for that one item only (rows are memoised by item, so a toggle
 * re-renders one row). The PUT's answer is the item as stored: it is written into the cache unless
 * another tap on this list is still on its way (its answer is the newer truth). Only a failure
 * re-reads the whole list; team members' changes arrive through the live events.
 */
export function useToggleItem(listId: string) {
  const client = useQueryClient();
  return useMutation<ListItem, Error, ToggleChange, { wasDone: boolean }>({
    ...offlineChange('toggle', listId),
    onMutate: async ({ item, isDone }) => {
      await client.cancelQueries({ queryKey: listKey(listId) });
      patchItem(client, listId, item.id, { isDone });
      return { wasDone: !isDone };
    },
    onSuccess: (stored) => {
      if (client.isMutating({ mutationKey: toggleKey(listId) }) <= 1) {
        patchItem(client, listId, stored.id, stored);
      }
    },
    onError: (_error, { item }, context) => {
      patchItem(client, listId, item.id, { isDone: context?.wasDone ?? item.isDone });
      void refetchList(client, listId);
    },
    // The answer is the stored item: no re-read after a toggle (the change defaults re-read only
    // for a toggle resumed after a reload, which has no page state to patch).
    onSettled: () => undefined,
  });
}

/** Edit-view save (name, category, quantity). On failure the caller reopens the edit view (docs/product.md#errors). */
export function useUpdateItem(listId: string) {
  const client = useQueryClient();
  return useMutation<ListItem, Error, UpdateItemChange, { previous?: List }>({
    ...offlineChange('update-item', listId),
    onMutate: async ({ itemId, name, category, quantity }) => {
      const previous = await snapshotList(client, listId);
      const normalised = normaliseCategory(category);
      const changed = {
        name,
        category: normalised,
        ...(quantity !== undefined ? { quantity } : {}),
      };
      patchList(client, listId, (list) => ({
        ...list,
        items: list.items.map((item) => (item.id === itemId ? { ...item, ...changed } : item)),
        categoriesOrder: list.categoriesOrder.some((c) => normaliseCategory(c) === normalised)
          ? list.categoriesOrder
          : [...list.categoriesOrder, normalised],
      }));
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) client.setQueryData(listKey(listId), context.previous);
    },
    onSuccess: () => toast.success(t.lists.itemUpdated, listName(client, listId)),
    onSettled: () => refetchList(client, listId),
  });
}

/**
 * Undo of a removal: the item comes back under its name, category and done state (a new id; the
 * row lands in the same category). Items with photos are removed only after a confirmation instead,
 * since their photos go with them on the server.
 */
async function restoreItem(listId: string, item: ListItem) {
  const restored = await listsApi.addItem(listId, {
    name: item.name,
    category: item.category,
    ...(item.quantity ? { quantity: item.quantity } : {}),
    images: [],
  });
  if (item.isDone) await listsApi.updateItem(listId, restored.id, { isDone: true });
}

export const canUndoRemoval = (item: ListItem) => item.images.length === 0;

export function useRemoveItem(listId: string) {
  const client = useQueryClient();
  const restore = useMutation({
    mutationFn: (item: ListItem) => restoreItem(listId, item),
    onSettled: () => refetchList(client, listId),
  });
  return useMutation<unknown, Error, ListItem, { previous?: List }>({
    ...offlineChange('remove-item', listId),
    onMutate: async (item) => {
      const previous = await snapshotList(client, listId);
      patchList(client, listId, (list) => ({
        ...list,
        items: list.items.filter((i) => i.id !== item.id),
      }));
      return { previous };
    },
    onError: (_error, _item, context) => {
      if (context?.previous) client.setQueryData(listKey(listId), context.previous);
    },
    onSuccess: (_data, item) =>
      toast({
        title: t.lists.itemRemoved,
        description: listName(client, listId),
        variant: 'success',
        action: canUndoRemoval(item)
          ? { label: t.common.undo, onClick: () => restore.mutate(item) }
          : undefined,
      }),
    onSettled: () => refetchList(client, listId),
  });
}
