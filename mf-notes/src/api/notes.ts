import { notesApi } from '@organizator/shared/client';
import type { Note, UpdateNoteBody } from '@organizator/shared/contract';
import { queries } from '@organizator/shared/query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '../texts';

export const useNotes = () => useQuery(queries.notes.overview());

export const useNote = (id: string) => useQuery(queries.notes.detail(id));

/** docs/product.md#behaviour: a deleted note disappears at once and comes back if the server says no. */
export function useDeleteNote() {
  const client = useQueryClient();
  const key = queries.notes.overview().queryKey;
  return useMutation({
    mutationFn: (id: string) => notesApi.remove(id),
    meta: { errorText: t.notes.deleteError, serverText: 'none' },
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<Note[]>(key);
      client.setQueryData<Note[]>(key, (notes) => notes?.filter((note) => note.id !== id));
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSettled: (_data, _error, id) => {
      client.removeQueries({ queryKey: queries.notes.detail(id).queryKey });
      return client.invalidateQueries({ queryKey: key });
    },
  });
}

export function useCreateNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => notesApi.create({ title }),
    meta: { errorTitle: t.notes.createError },
    onSuccess: (note) => {
      client.setQueryData(queries.notes.detail(note.id).queryKey, note);
      return client.invalidateQueries({ queryKey: queries.notes.overview().queryKey });
    },
  });
}

/** Saving is not optimistic: the editor already shows the text; the cache follows the server. */
export function useSaveNote(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNoteBody) => notesApi.update(id, body),
    meta: { errorText: t.notes.notSaved, serverText: 'none' },
    onSuccess: (note) => {
      client.setQueryData(queries.notes.detail(id).queryKey, note);
      return client.invalidateQueries({ queryKey: queries.notes.overview().queryKey });
    },
  });
}
