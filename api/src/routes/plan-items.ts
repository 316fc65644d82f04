import {
  apiMessages,
  type ListItem,
  listParams,
  planItemsBody,
  planItemsResponse,
} from '@organizator/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { listPlanRequests, type PlanRequestAnswer } from '../db/schema';
import { caller } from '../http/auth-hook';
import { ok } from '../http/envelope';
import { change } from '../lib/change';
import { type FoodAmounts, foodAmounts } from '../lib/food-amounts';
import {
  type Amount,
  announceMerge,
  lockTeamList,
  mergeIntoList,
  storedItems,
  sumByName,
} from '../lib/list-merge';
import { entriesIn } from '../lib/meal-plan-queries';
import { loggedRequest } from '../lib/request-log';
import type { AuthContext } from '../types';

/**
 * What the team planned for from..to, in grams per name: each planned recipe's ingredients scaled
 * by the planned servings (an ingredient the caller no longer sees counts with its stored name),
 * each planned grocery's grams. Dishes whose food the caller cannot see are named in `unavailable`.
 * The menu is read; its foods are usually kept (lib/food-amounts.ts).
 */
async function plannedAmounts(
  db: Db,
  foods: FoodAmounts,
  auth: AuthContext,
  from: string,
  to: string,
) {
  // A pot's leftover is cooked already: nothing to buy for it.
  const entries = (await entriesIn(db, auth.teamId, from, to)).filter((e) => e.potId === null);
  const [recipes, groceries] = await Promise.all([
    foods.recipes(
      db,
      auth,
      entries.flatMap((e) => (e.recipeId ? [e.recipeId] : [])),
    ),
    foods.groceries(
      db,
      auth,
      entries.flatMap((e) => (e.groceryId ? [e.groceryId] : [])),
    ),
  ]);
  const amounts: Amount[] = [];
  const unavailable = new Set<string>();
  for (const entry of entries) {
    const recipe = entry.recipeId ? recipes.get(entry.recipeId) : undefined;
    const grocery = entry.groceryId ? groceries.get(entry.groceryId) : undefined;
    if (recipe && entry.servings !== null) {
      const factor = entry.servings / recipe.servings;
      for (const { name, grams } of recipe.ingredients)
        amounts.push({ name, grams: grams * factor });
    } else if (grocery && entry.grams !== null) {
      amounts.push({ name: grocery.name, grams: entry.grams });
    } else {
      unavailable.add(entry.name);
    }
  }
  return { amounts: sumByName(amounts), unavailable: [...unavailable] };
}

/**
 * POST /lists/{listId}/plan-items: the team's menu of from..to onto a team list, in one
 * transaction, merged as recipe items are (lib/list-merge.ts). Names the list holds only as bought
 * are skipped unless `includeBought`. With a `requestId` the same request sent again changes
 * nothing and answers as the first time (the items as stored now).
 */
export const planItemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const foods = foodAmounts(app);

  app.post(
    '/lists/:listId/plan-items',
    { schema: { params: listParams, body: planItemsBody, response: { 200: planItemsResponse } } },
    async (request) => {
      const auth = caller(request);
      const { listId } = request.params;
      const { from, to, requestId, includeBought } = request.body;
      const answered = (answer: PlanRequestAnswer, items: ListItem[]) =>
        ok(
          { items, added: answer.added, bought: answer.bought, unavailable: answer.unavailable },
          apiMessages.planItemsAdded,
        );
      // A replay is answered from the request log before taking the list's lock.
      const replayed = requestId
        ? await loggedRequest(db, 'plan', { listId, requestId, teamId: auth.teamId })
        : null;
      if (replayed) {
        return answered(replayed, await storedItems(db, auth.teamId, listId, replayed.itemIds));
      }
      // Read before the list is locked: the menu is not the list's, and requests for one list wait
      // for each other only as long as the merge itself takes.
      const { amounts, unavailable } = await plannedAmounts(db, foods, auth, from, to);
      const { answer, changed } = await change(deps, async (tx, out) => {
        const list = await lockTeamList(tx, auth.teamId, listId);
        // The same request arriving twice at once: the second waited for the lock above.
        const done = requestId ? await loggedRequest(tx, 'plan', { listId, requestId }) : null;
        if (done) return { answer: done, changed: [] };
        const merge = await mergeIntoList(tx, auth.teamId, listId, amounts, {
          skipBought: !includeBought,
        });
        const answer: PlanRequestAnswer = {
          itemIds: merge.itemIds,
          added: merge.added,
          bought: merge.bought,
          unavailable,
        };
        if (requestId) await tx.insert(listPlanRequests).values({ listId, requestId, answer });
        announceMerge(out, auth, list, merge.items);
        return { answer, changed: merge.items };
      });
      const items =
        changed.length > 0 ? changed : await storedItems(db, auth.teamId, listId, answer.itemIds);
      return answered(answer, items);
    },
  );
};
