/**
 * Queries and mutations of the lists area (TkDodo: each mutation owns its optimistic update, its
 * rollback and its refetch). Keys come from @organizator/shared/query, the same ones the shell's SSE
 * handler invalidates, so live changes of team members land in these caches.
 */
import { ApiError, errorMessage, listsApi } from '@organizator/shared/client';
import type { List, ListItem, ListItemImage } from '@organizator/shared/contract';
import { newClientId, normaliseCategory } from '@organizator/shared/domain';
import { t } from '@organizator/shared/i18n';
import {
  type AddItemChange,
  listChangeKey,
  listChangeScope,
  queries,
  reportListChangeError,
  type ToggleChange,
  type UpdateItemChange,
  type UpdateListChange,
} from '@organizator/shared/query';
import { toast } from '@organizator/shared/runtime';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { scaleImage } from './lib/scale-image';

const overviewKey = () => queries.lists.overview().queryKey;
const listKey = (listId: string) => queries.lists.detail(listId).queryKey;

const fail = (error: unknown) => toast.error(t.common.error, errorMessage(error));

/**
 * The changes a member may make offline (tick, add, edit, rename, remove) send through functions
 * registered by key in @organizator/shared/query (so a change saved offline is sent after a reload
 * too); the hooks add the optimistic update. One list's changes run in order (`scope`).
 */
const offlineChange = (kind: Parameters<typeof listChangeKey>[0], listId: string) => ({
  mutationKey: listChangeKey(kind, listId),
  scope: listChangeScope(listId),
});
const listName = (client: QueryClient, listId: string) =>
  client.getQueryData(listKey(listId))?.name ?? '';

function patchList(client: QueryClient, listId: string, patch: (list: List) => List) {
  client.setQueryData(listKey(listId), (old) => (old ? patch(old) : old));
}
function patchItem(client: QueryClient, listId: string, itemId: string, patch: Partial<ListItem>) {
  patchList(client, listId, (list) => ({
    ...list,
    items: list.items.map((item) => (item.id === itemId ? { ...item, ...patch } : item)),
  }));
}
/** Stops a refetch in flight from overwriting the optimistic state, and snapshots the list. */
async function snapshotList(client: QueryClient, listId: string) {
  await client.cancelQueries({ queryKey: listKey(listId) });
  return client.getQueryData(listKey(listId));
}
function refetchList(client: QueryClient, listId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: listKey(listId) }),
    client.invalidateQueries({ queryKey: overviewKey() }),
  ]);
}

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
    onError: (error, _list, context) => {
      if (context?.previous) client.setQueryData(overviewKey(), context.previous);
      fail(error);
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
    onError: (error, _body, context) => {
      const previous = context?.previous;
      if (previous) {
        patchList(client, listId, (list) => ({
          ...list,
          name: previous.name,
          categoriesOrder: previous.categoriesOrder,
        }));
      }
      reportListChangeError(error);
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
    onError: (error, _v, context) => {
      if (context?.previous) client.setQueryData(listKey(listId), context.previous);
      fail(error);
    },
    onSuccess: (list) => toast.success(t.lists.listRestarted, list.name),
    onSettled: () => refetchList(client, listId),
  });
}

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
    onError: (error, _input, context) => {
      const previous = context?.previous;
      if (previous) {
        patchList(client, listId, (list) => ({
          ...list,
          items: list.items.filter((item) => item.id !== context.temporaryId),
          categoriesOrder: previous.categoriesOrder,
        }));
      }
      reportListChangeError(error);
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
    onError: (error, { item }, context) => {
      patchItem(client, listId, item.id, { isDone: context?.wasDone ?? item.isDone });
      reportListChangeError(error, item.name);
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
    onError: (error, change, context) => {
      if (context?.previous) client.setQueryData(listKey(listId), context.previous);
      reportListChangeError(error, change.name);
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
async function restoreItem(client: QueryClient, listId: string, item: ListItem) {
  try {
    const restored = await listsApi.addItem(listId, {
      name: item.name,
      category: item.category,
      ...(item.quantity ? { quantity: item.quantity } : {}),
      images: [],
    });
    if (item.isDone) await listsApi.updateItem(listId, restored.id, { isDone: true });
  } catch (error) {
    fail(error);
  } finally {
    await refetchList(client, listId);
  }
}

export const canUndoRemoval = (item: ListItem) => item.images.length === 0;

export function useRemoveItem(listId: string) {
  const client = useQueryClient();
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
    onError: (error, _item, context) => {
      if (context?.previous) client.setQueryData(listKey(listId), context.previous);
      // Removing what a teammate already removed: the item is gone either way.
      if (!(error instanceof ApiError && error.status === 404)) reportListChangeError(error);
    },
    onSuccess: (_data, item) =>
      toast({
        title: t.lists.itemRemoved,
        description: listName(client, listId),
        variant: 'success',
        action: canUndoRemoval(item)
          ? { label: t.common.undo, onClick: () => void restoreItem(client, listId, item) }
          : undefined,
      }),
    onSettled: () => refetchList(client, listId),
  });
}

/** Scale + upload one image; attached to `listItemId` at once in the edit view. */
export function useUploadImage(listId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, listItemId }: { file: Blob; listItemId?: string }) =>
      listsApi.uploadImage(await scaleImage(file), listItemId),
    onError: fail,
    onSuccess: (_image, { listItemId }) => {
      if (listItemId) return client.invalidateQueries({ queryKey: listKey(listId) });
    },
  });
}

/** Image description, saved on blur (PUT /list-item-images/{id}). */
export function useUpdateImage(listId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, description }: { id: string; description: string }) =>
      listsApi.updateImage(id, { description }),
    onError: fail,
    onSuccess: (image) => {
      if (image.listItemId) return client.invalidateQueries({ queryKey: listKey(listId) });
    },
  });
}

export function useRemoveImage(listId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (image: ListItemImage) => listsApi.removeImage(image.id),
    onMutate: async (image) => {
      if (!image.listItemId) return { previous: undefined };
      const previous = await snapshotList(client, listId);
      patchList(client, listId, (list) => ({
        ...list,
        items: list.items.map((item) =>
          item.id === image.listItemId
            ? { ...item, images: item.images.filter((i) => i.id !== image.id) }
            : item,
        ),
      }));
      return { previous };
    },
    onError: (error, _image, context) => {
      if (context?.previous) client.setQueryData(listKey(listId), context.previous);
      fail(error);
    },
    onSettled: (_d, _e, image) => {
      if (image.listItemId) return client.invalidateQueries({ queryKey: listKey(listId) });
    },
  });
}
