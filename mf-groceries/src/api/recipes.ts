import { recipesApi } from '@organizator/shared/client';
import type { Recipe, RecipeBody } from '@organizator/shared/contract';
import { queries } from '@organizator/shared/query';
import { toast } from '@organizator/shared/runtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '../texts';

const without = (id: string) => (old: Recipe[] | undefined) => old?.filter((r) => r.id !== id);

export function useCreateRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RecipeBody) => recipesApi.create(body),
    meta: { errorTitle: t.recipes.errorSaving },
    onSuccess: (recipe) => {
      client.setQueryData(queries.recipes.detail(recipe.id).queryKey, recipe);
      toast.success(t.recipes.created, recipe.name);
    },
    onSettled: () => client.invalidateQueries({ queryKey: queries.recipes.all() }),
  });
}

/** Edits replace the whole recipe (ingredients included); days already logged keep their values. */
export function useUpdateRecipe(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RecipeBody) => recipesApi.update(id, body),
    meta: { errorTitle: t.recipes.errorSaving },
    onSuccess: (recipe) => {
      client.setQueryData(queries.recipes.detail(id).queryKey, recipe);
      toast.success(t.recipes.updated, recipe.name);
    },
    onSettled: () => client.invalidateQueries({ queryKey: queries.recipes.all() }),
  });
}

/** Gone from both lists at once; restored with the server's message if refused. */
export function useDeleteRecipe() {
  const client = useQueryClient();
  const mineKey = queries.recipes.mine().queryKey;
  const publicKey = queries.recipes.public().queryKey;
  return useMutation({
    mutationFn: (recipe: Recipe) => recipesApi.remove(recipe.id),
    meta: { errorTitle: t.recipes.errorDeleting },
    onMutate: async (recipe) => {
      await client.cancelQueries({ queryKey: queries.recipes.all() });
      const snapshot = {
        mine: client.getQueryData(mineKey),
        public: client.getQueryData(publicKey),
      };
      client.setQueryData(mineKey, without(recipe.id));
      client.setQueryData(publicKey, without(recipe.id));
      return snapshot;
    },
    onSuccess: (_data, recipe) => {
      client.removeQueries({ queryKey: queries.recipes.detail(recipe.id).queryKey });
      toast.success(t.recipes.deleted, recipe.name);
    },
    onError: (_error, _recipe, snapshot) => {
      if (snapshot?.mine) client.setQueryData(mineKey, snapshot.mine);
      if (snapshot?.public) client.setQueryData(publicKey, snapshot.public);
    },
    onSettled: () => client.invalidateQueries({ queryKey: queries.recipes.all() }),
  });
}
