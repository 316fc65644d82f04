import {
  apiMessages,
  listParams,
  recipeItemsBody,
  recipeItemsResponse,
} from '@organizator/shared/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { listRecipeRequests, lists } from '../db/schema';
import { caller } from '../http/auth-hook';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { foodAmounts } from '../lib/food-amounts';
import {
  announceMerge,
  lockTeamList,
  mergeIntoList,
  storedItems,
  sumByName,
} from '../lib/list-merge';

/** The items a request already changed on the list, when the request log holds it. */
async function itemsOfRequest(db: Db, listId: string, requestId: string, teamId?: string) {
  const [done] = await db
    .select({ itemIds: listRecipeRequests.itemIds })
    .from(listRecipeRequests)
    .innerJoin(lists, eq(lists.id, listRecipeRequests.listId))
    .where(
      and(
        eq(listRecipeRequests.listId, listId),
        eq(listRecipeRequests.requestId, requestId),
        teamId ? eq(lists.teamId, teamId) : undefined,
      ),
    );
  return done?.itemIds ?? null;
}

/**
 * POST /lists/{listId}/recipe-items: a recipe's ingredients onto a team list, in one transaction.
 * Each ingredient, scaled to the servings asked, is merged into the list's open item of the same
 * name (grams summed, other amounts shown beside) or added with the category the team last used
 * for it. With a `requestId` the same request sent again changes nothing and answers the same items.
 */
export const recipeItemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const foods = foodAmounts(app);

  app.post(
    '/lists/:listId/recipe-items',
    {
      schema: { params: listParams, body: recipeItemsBody, response: { 200: recipeItemsResponse } },
    },
    async (request) => {
      const auth = caller(request);
      const { listId } = request.params;
      const { recipeId, servings, requestId } = request.body;
      // A replay (a retry, an offline queue sent again) is answered from the request log before
      // taking the list's lock, so it waits for nobody.
      const replayed = requestId ? await itemsOfRequest(db, listId, requestId, auth.teamId) : null;
      if (replayed) {
        const items = await storedItems(db, auth.teamId, listId, replayed);
        return ok({ items }, apiMessages.recipeItemsAdded);
      }
      // The recipe is read before the lock too (and usually kept: lib/food-amounts.ts), so
      // requests for one list wait for each other only during the merge.
      const recipe = (await foods.recipes(db, auth, [recipeId])).get(recipeId);
      const result = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const list = await lockTeamList(tx, auth.teamId, listId);
        if (!recipe) throw notFound(apiMessages.recipeNotFound);
        // The same request arriving twice at once: the second waited for the lock above.
        const done = requestId ? await itemsOfRequest(tx, listId, requestId) : null;
        if (done) return { list, itemIds: done, changed: [] };
        const ingredients = sumByName(
          recipe.ingredients.map(({ name, grams }) => ({
            name,
            grams: (grams * servings) / recipe.servings,
          })),
        );
        const merge = await mergeIntoList(tx, auth.teamId, listId, ingredients, {
          skipBought: false,
        });
        if (requestId) {
          await tx.insert(listRecipeRequests).values({ listId, requestId, itemIds: merge.itemIds });
        }
        return { list, itemIds: merge.itemIds, changed: merge.items };
      });
      await announceMerge(deps, request, auth, result.list, result.changed);
      const items =
        result.changed.length > 0
          ? result.changed
          : await storedItems(db, auth.teamId, listId, result.itemIds);
      return ok({ items }, apiMessages.recipeItemsAdded);
    },
  );
};
