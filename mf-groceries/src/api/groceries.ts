import { groceriesApi } from '@organizator/shared/client';
import type { Grocery, GroceryBody } from '@organizator/shared/contract';
import { queries } from '@organizator/shared/query';
import { toast } from '@organizator/shared/runtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '../texts';

const without = (id: string) => (old: Grocery[] | undefined) => old?.filter((g) => g.id !== id);

/**
 * docs/product.md#behaviour: a grocery disappears from my and the public list at once; on failure both lists are
 * restored and "Error deleting grocery" is shown; either way the groceries are refetched.
 */
export function useDeleteGrocery() {
  const client = useQueryClient();
  const myKey = queries.groceries.my().queryKey;
  const publicKey = queries.groceries.public().queryKey;
  return useMutation({
    mutationFn: (id: string) => groceriesApi.remove(id),
    meta: { errorTitle: t.groceries.errorDeleting },
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: queries.groceries.all() });
      const snapshot = { my: client.getQueryData(myKey), public: client.getQueryData(publicKey) };
      client.setQueryData(myKey, without(id));
      client.setQueryData(publicKey, without(id));
      return snapshot;
    },
    onError: (_error, _id, snapshot) => {
      if (snapshot?.my) client.setQueryData(myKey, snapshot.my);
      if (snapshot?.public) client.setQueryData(publicKey, snapshot.public);
    },
    onSettled: () => client.invalidateQueries({ queryKey: queries.groceries.all() }),
  });
}

/** Create: "Error creating grocery" with the server's message on failure (docs/product.md#errors). */
export function useCreateGrocery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GroceryBody) => groceriesApi.create(body),
    meta: { errorTitle: t.groceries.errorCreating },
    onSuccess: (grocery) => {
      client.setQueryData(queries.groceries.detail(grocery.id).queryKey, grocery);
      toast.success(t.groceries.created, grocery.name);
    },
    onSettled: () => client.invalidateQueries({ queryKey: queries.groceries.all() }),
  });
}

/** Edit: "Error editing grocery" on failure (docs/product.md#errors). */
export function useUpdateGrocery(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GroceryBody) => groceriesApi.update(id, body),
    meta: { errorTitle: t.groceries.errorEditing },
    onSuccess: (grocery) => {
      client.setQueryData(queries.groceries.detail(id).queryKey, grocery);
      toast.success(t.groceries.updated, grocery.name);
    },
    onSettled: () => client.invalidateQueries({ queryKey: queries.groceries.all() }),
  });
}
