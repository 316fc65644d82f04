/** The photos of list items: scaled in the browser, uploaded, described and removed. */
import { listsApi } from '@organizator/shared/client';
import type { ListItemImage } from '@organizator/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scaleImage } from '../domain/scale-image';
import { listKey, patchList, snapshotList } from './list-cache';

/** Scale + upload one image; attached to `listItemId` at once in the edit view. */
export function useUploadImage(listId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, listItemId }: { file: Blob; listItemId?: string }) =>
      listsApi.uploadImage(await scaleImage(file), listItemId),
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
    onError: (_error, _image, context) => {
      if (context?.previous) client.setQueryData(listKey(listId), context.previous);
    },
    onSettled: (_d, _e, image) => {
      if (image.listItemId) return client.invalidateQueries({ queryKey: listKey(listId) });
    },
  });
}
