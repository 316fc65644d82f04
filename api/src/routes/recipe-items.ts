import {
  apiMessages,
  type ListItem,
  listParams,
  recipeItemsBody,
  recipeItemsResponse,
} from '@organizator/shared/contract';
import { normaliseCategory } from '@organizator/shared/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Db, rowsOf } from '../db/client';
import { listItems, listRecipeRequests, lists, recipes } from '../db/schema';
import { caller } from '../http/auth-hook';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { appendCategories } from '../lib/categories-order';
import { publishItemsChanged } from '../lib/events';
import { newId } from '../lib/ids';
import { invalidate } from '../lib/invalidate';
import { loadItems } from '../lib/list-queries';
import { mergeQuantity } from '../lib/quantity-merge';
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
  const byName = new Map<string, { name: string; grams: number }>();
  for (const { name, grams } of recipe.ingredients) {
    const key = name.toLocaleLowerCase('hr');
    const scaled = (grams * servings) / recipe.servings;
    const seen = byName.get(key);
    if (seen) seen.grams += scaled;
    else byName.set(key, { name, grams: scaled });
  }
  return [...byName.values()];
}

/**
 * What is on the list and in the team's history for these names: the oldest open item of each name
 * on this list (it takes the merge), and the category the team last gave each name on any list.
 */
async function namesOnList(tx: Db, teamId: string, listId: string, names: string[]) {
  // Names are compared with the database's lower(), as everywhere else names are matched.
  const asked = sql`(values ${sql.join(
    names.map((n) => sql`(${n}::text)`),
    sql`, `,
  )}) as n(name)`;
  // Locked: a teammate's edit of the same item waits, so the summed amount is never lost.
  const open = await rowsOf<{ key: string; id: string; quantity: string | null }>(
    tx,
    sql`select n.name as key, i.id, i.quantity
      from list_items i join ${asked} on lower(i.name) = lower(n.name)
      where i.list_id = ${listId} and not i.is_done
      order by i.created_at desc, i.id desc
      for update of i`,
  );
  const used = await rowsOf<{ key: string; category: string }>(
    tx,
    sql`select distinct on (n.name) n.name as key, i.category
      from list_items i join lists l on l.id = i.list_id join ${asked} on lower(i.name) = lower(n.name)
      where l.team_id = ${teamId}
      order by n.name, i.created_at desc, i.id desc`,
  );
  return {
    // Newest first, so the map keeps the oldest open item of each name.
    open: new Map(open.map((row) => [row.key, row])),
    category: new Map(used.map((row) => [row.key, row.category])),
  };
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

  app.post(
    '/lists/:listId/recipe-items',
    {
      schema: { params: listParams, body: recipeItemsBody, response: { 200: recipeItemsResponse } },
    },
    async (request) => {
      const auth = caller(request);
      const { listId } = request.params;
      const { recipeId, servings, requestId } = request.body;
      const result = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        // The list row is locked first: requests for one list (and their replays) run one by one,
        // so a merge never reads an item another request is about to add.
        const [list] = await tx
          .select({ id: lists.id, name: lists.name })
          .from(lists)
          .where(and(eq(lists.id, listId), eq(lists.teamId, auth.teamId)))
          .for('update');
        if (!list) throw notFound();
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
          if (done) return { list, itemIds: done.itemIds, changed: false };
        }
        const ingredients = await scaledIngredients(tx, auth, recipeId, servings);
        const known = await namesOnList(
          tx,
          auth.teamId,
          listId,
          ingredients.map((i) => i.name),
        );
        const itemIds: string[] = [];
        const added: PgInsertValue<typeof listItems>[] = [];
        const categories: string[] = [];
        const merged: { id: string; quantity: string }[] = [];
        for (const { name, grams } of ingredients) {
          const open = known.open.get(name);
          if (open) {
            merged.push({ id: open.id, quantity: mergeQuantity(open.quantity, grams) });
            itemIds.push(open.id);
            continue;
          }
          const id = newId();
          const category = normaliseCategory(known.category.get(name));
          categories.push(category);
          added.push({
            id,
            listId,
            name,
            category,
            quantity: mergeQuantity(null, grams),
            // Lists show items in the order they were added; now() is one instant per transaction.
            createdAt: sql`clock_timestamp() + ${added.length} * interval '1 microsecond'`,
          });
          itemIds.push(id);
        }
        if (merged.length > 0) {
          const values = sql.join(
            merged.map((m) => sql`(${m.id}::text, ${m.quantity}::text)`),
            sql`, `,
          );
          await tx.execute(sql`update list_items set quantity = v.quantity
            from (values ${values}) as v(id, quantity) where list_items.id = v.id`);
        }
        if (added.length > 0) {
          await tx.insert(listItems).values(added);
          await appendCategories(tx, listId, categories);
        }
        if (requestId) {
          await tx.insert(listRecipeRequests).values({ listId, requestId, itemIds });
        }
        return { list, itemIds, changed: true };
      });
      const { list, itemIds, changed } = result;
      if (changed) await invalidate(deps, request, { lists: [list.id] });
      const stored = await loadItems(db, auth.teamId, list.id, itemIds);
      const byId = new Map(stored.map((item) => [item.id, item]));
      const items = itemIds
        .map((id) => byId.get(id))
        .filter((item): item is ListItem => item !== undefined);
      if (changed) await publishItemsChanged(deps, request, auth, list, items);
      return ok({ items }, apiMessages.recipeItemsAdded);
    },
  );
};
