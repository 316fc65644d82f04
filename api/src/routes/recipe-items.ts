import {
  apiMessages,
  listParams,
  recipeItemsBody,
  recipeItemsResponse,
} from '@organizator/shared/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { listRecipeRequests, recipes } from '../db/schema';
import { caller } from '../http/auth-hook';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { change } from '../lib/change';
import { announceMerge, lockTeamList, mergeIntoList, sumByName } from '../lib/list-merge';
import { recipeForList } from '../lib/recipe-queries';
import { visibleTo } from '../lib/visibility';
import type { AuthContext } from '../types';

/** The recipe's ingredients scaled to `servings`, one per name (a grocery listed twice is summed). */
async function scaledIngredients(tx: Db, auth: AuthContext, recipeId: string, servings: number) {
  const recipe = await recipeForList(
    tx,
    auth,
    and(eq(recipes.id, recipeId), visibleTo(recipes, auth)) as SQL,
  );
  if (!recipe) throw notFound(apiMessages.recipeNotFound);
  return sumByName(
    recipe.ingredients.map(({ name, grams }) => ({
      name,
      grams: (grams * servings) / recipe.servings,
    })),
  );
}

/**
 * POST /lists/{listId}/recipe-items: a recipe's ingredients onto a team list, in one transaction.
 * Each ingredient, scaled to the servings asked, is merged into the list's open item of the same
 * name (grams summed, other amounts shown beside) or added with the category the team last used
 * for it. With a `requestId` the same request sent again changes nothing and answers the same items.
 */
export const recipeItemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/lists/:listId/recipe-items',
    {
      schema: { params: listParams, body: recipeItemsBody, response: { 200: recipeItemsResponse } },
    },
    async (request) => {
      const auth = caller(request);
      const { listId } = request.params;
      const { recipeId, servings, requestId } = request.body;
      const addRecipe = async (tx: Db) => {
        const list = await lockTeamList(tx, auth.teamId, listId);
        if (requestId) {
          const [done] = await tx
            .select({ itemIds: listRecipeRequests.itemIds })
            .from(listRecipeRequests)
            .where(
              and(
                eq(listRecipeRequests.listId, listId),
                eq(listRecipeRequests.requestId, requestId),
              ),
            );
          if (done) return { list, itemIds: done.itemIds, changedIds: [] };
        }
        const ingredients = await scaledIngredients(tx, auth, recipeId, servings);
        const merge = await mergeIntoList(tx, auth.teamId, listId, ingredients, {
          skipBought: false,
        });
        if (requestId) {
          await tx.insert(listRecipeRequests).values({ listId, requestId, itemIds: merge.itemIds });
        }
        return { list, itemIds: merge.itemIds, changedIds: merge.itemIds };
      };
      const items = await change(deps, async (tx, out) => {
        const result = await addRecipe(tx);
        return announceMerge(tx, out, auth, result.list, result);
      });
      return ok({ items }, apiMessages.recipeItemsAdded);
    },
  );
};
