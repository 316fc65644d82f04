import {
  apiMessages,
  listParams,
  planItemsBody,
  planItemsResponse,
} from '@organizator/shared/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { listPlanRequests, type PlanRequestAnswer } from '../db/schema';
import { caller } from '../http/auth-hook';
import { ok } from '../http/envelope';
import { change } from '../lib/change';
import {
  type Amount,
  announceMerge,
  lockTeamList,
  mergeIntoList,
  sumByName,
} from '../lib/list-merge';
import { entriesIn, visibleFoods } from '../lib/meal-plan-queries';
import type { AuthContext } from '../types';

/**
 * What the team planned for from..to, in grams per name: each planned recipe's ingredients scaled
 * by the planned servings (an ingredient the caller no longer sees counts with its stored name),
 * each planned grocery's grams. Dishes whose food the caller cannot see are named in `unavailable`.
 */
async function plannedAmounts(db: Db, auth: AuthContext, from: string, to: string) {
  const entries = await entriesIn(db, auth.teamId, from, to);
  const foods = await visibleFoods(db, auth, {
    recipeIds: entries.flatMap((e) => (e.recipeId ? [e.recipeId] : [])),
    groceryIds: entries.flatMap((e) => (e.groceryId ? [e.groceryId] : [])),
  });
  const amounts: Amount[] = [];
  const unavailable = new Set<string>();
  for (const entry of entries) {
    const recipe = entry.recipeId ? foods.recipes.get(entry.recipeId) : undefined;
    const grocery = entry.groceryId ? foods.groceries.get(entry.groceryId) : undefined;
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

  app.post(
    '/lists/:listId/plan-items',
    { schema: { params: listParams, body: planItemsBody, response: { 200: planItemsResponse } } },
    async (request) => {
      const auth = caller(request);
      const { listId } = request.params;
      const { from, to, requestId, includeBought } = request.body;
      // Read before the list is locked: the menu is not the list's, and requests for one list wait
      // for each other only as long as the merge itself takes.
      const { amounts, unavailable } = await plannedAmounts(db, auth, from, to);
      const addPlan = async (tx: Db) => {
        const list = await lockTeamList(tx, auth.teamId, listId);
        if (requestId) {
          const [done] = await tx
            .select({ answer: listPlanRequests.answer })
            .from(listPlanRequests)
            .where(
              and(eq(listPlanRequests.listId, listId), eq(listPlanRequests.requestId, requestId)),
            );
          if (done) return { list, answer: done.answer, changedIds: [] };
        }
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
        return { list, answer, changedIds: merge.itemIds };
      };
      const { answer, items } = await change(deps, async (tx, out) => {
        const { list, answer, changedIds } = await addPlan(tx);
        return {
          answer,
          items: await announceMerge(tx, out, auth, list, { itemIds: answer.itemIds, changedIds }),
        };
      });
      const { added, bought } = answer;
      return ok(
        { items, added, bought, unavailable: answer.unavailable },
        apiMessages.planItemsAdded,
      );
    },
  );
};
