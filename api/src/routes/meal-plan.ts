import {
  apiMessages,
  dateParams,
  errorEnvelope,
  type MealPlanEntry,
  mealPlanDayResponse,
  mealPlanQuery,
  mealPlanResponse,
  updateMealPlanBody,
} from '@organizator/shared/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { Db } from '../db/client';
import { mealPlanDays, mealPlanEntries } from '../db/schema';
import { caller } from '../http/auth-hook';
import { ok } from '../http/envelope';
import { badRequest, conflict } from '../http/errors';
import { change } from '../lib/change';
import { publishMealPlanEvent } from '../lib/events';
import { MealPlanCache } from '../lib/meal-plan-cache';
import { entriesOf, loadMealPlan, visibleFoods } from '../lib/meal-plan-queries';
import { potsByIds } from '../lib/pot-queries';
import type { AuthContext } from '../types';

type EntryBody = z.output<typeof updateMealPlanBody>['entries'][number];

/**
 * The entries of a PUT as they will be stored, names taken from their foods. A recipe or grocery
 * the caller cannot see is refused, unless the entry already holds it as stored (a teammate's food
 * that is no longer shared, or a deleted one, stays on the menu until someone removes it).
 */
async function resolveEntries(
  tx: Db,
  auth: AuthContext,
  entries: EntryBody[],
  stored: MealPlanEntry[],
): Promise<MealPlanEntry[]> {
  const before = new Map(stored.map((entry) => [entry.id, entry]));
  const [foods, pots] = await Promise.all([
    visibleFoods(tx, auth, {
      recipeIds: entries.flatMap((e) => (e.recipeId ? [e.recipeId] : [])),
      groceryIds: entries.flatMap((e) => (e.groceryId ? [e.groceryId] : [])),
    }),
    potsByIds(
      tx,
      auth.teamId,
      entries.flatMap((e) => (e.potId ? [e.potId] : [])),
    ),
  ]);
  return entries.map((entry) => {
    const kept = before.get(entry.id);
    const keeps =
      kept?.recipeId === entry.recipeId &&
      kept?.groceryId === entry.groceryId &&
      kept?.potId === entry.potId;
    const base = { id: entry.id, meal: entry.meal };
    if (entry.recipeId) {
      const name = foods.recipes.get(entry.recipeId)?.name ?? (keeps ? kept.name : undefined);
      if (name === undefined) throw badRequest(apiMessages.mealPlanFoodNotFound);
      const recipe = { recipeId: entry.recipeId, groceryId: null, potId: null, grams: null };
      return { ...base, ...recipe, name, servings: entry.servings };
    }
    if (entry.groceryId) {
      const name = foods.groceries.get(entry.groceryId)?.name ?? (keeps ? kept.name : undefined);
      if (name === undefined) throw badRequest(apiMessages.mealPlanFoodNotFound);
      const grocery = { recipeId: null, groceryId: entry.groceryId, potId: null, servings: null };
      return { ...base, ...grocery, name, grams: entry.grams };
    }
    if (entry.potId) {
      // Only the team's own pots: another team's is as unknown as a missing one.
      const name = pots.get(entry.potId)?.name ?? (keeps ? kept.name : undefined);
      if (name === undefined) throw badRequest(apiMessages.mealPlanPotNotFound);
      const leftover = { recipeId: null, groceryId: null, potId: entry.potId, servings: null };
      return { ...base, ...leftover, name, grams: entry.grams };
    }
    // Neither: only a stored dish whose food was deleted, kept as it is (it may change meal).
    if (!kept || !keeps) throw badRequest(apiMessages.mealPlanEntryNeedsFood);
    return { ...kept, meal: entry.meal };
  });
}

/** The same menu: the same dishes in the same order, meals and amounts (names follow the foods). */
const sameMenu = (a: MealPlanEntry[], b: MealPlanEntry[]) =>
  a.length === b.length &&
  a.every((x, i) => {
    const y = b[i]!;
    return (
      x.id === y.id &&
      x.meal === y.meal &&
      x.recipeId === y.recipeId &&
      x.groceryId === y.groceryId &&
      x.potId === y.potId &&
      x.servings === y.servings &&
      x.grams === y.grams
    );
  });

/** The team's menu (GET /meal-plan, PUT /meal-plan/{date}); team data like lists. */
export const mealPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const cache = new MealPlanCache(deps.now);
  // A change made in another API process arrives as its live event (with PostgreSQL, NOTIFY); a
  // deleted team food may have left dishes without their food.
  deps.bus.subscribe(({ teamId, event }) => {
    const { type } = event;
    // A deleted pot clears its leftovers' pot ids.
    if (
      type === 'meal-plan-updated' ||
      type === 'recipe-deleted' ||
      type === 'grocery-deleted' ||
      type === 'pot-deleted'
    ) {
      cache.invalidate(teamId);
    }
  });

  // Sent as the bytes cached (checked against the contract once per fill), as the lists are.
  app.get(
    '/meal-plan',
    { schema: { querystring: mealPlanQuery, response: { 200: mealPlanResponse } } },
    async (request, reply) => {
      const { teamId } = caller(request);
      const { from, to } = request.query;
      let body = cache.get(teamId, from, to);
      if (!body) {
        const generation = cache.generation(teamId);
        const days = await loadMealPlan(db, teamId, from, to);
        body = Buffer.from(JSON.stringify(z.encode(mealPlanResponse, ok({ days }))));
        cache.store(teamId, from, to, body, generation);
      }
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
    },
  );

  app.put(
    '/meal-plan/:date',
    {
      schema: {
        params: dateParams,
        body: updateMealPlanBody,
        response: { 200: mealPlanDayResponse, 409: errorEnvelope },
      },
    },
    async (request) => {
      const auth = caller(request);
      const { teamId } = auth;
      const { date } = request.params;
      const { entries, version } = request.body;
      const day = and(eq(mealPlanDays.teamId, teamId), eq(mealPlanDays.date, date));
      const result = await change(deps, async (tx, out) => {
        // Locked: a concurrent PUT of the same day waits here, then sees this one's version.
        const [current] = await tx
          .select({ version: sql<string>`xmin::text` })
          .from(mealPlanDays)
          .where(day)
          .for('update');
        const stored = current ? await entriesOf(tx, teamId, date) : [];
        const next = await resolveEntries(tx, auth, entries, stored);
        // Already so (a replay of a PUT whose answer was lost, or a change to nothing): no write.
        if (sameMenu(stored, next)) {
          return { changed: false, version: current?.version ?? null, entries: stored };
        }
        if ((current?.version ?? null) !== version) {
          throw conflict(apiMessages.mealPlanChangedMeanwhile);
        }
        // A first plan of the day: two at once both find no row; the unique key lets one in.
        const [written] = current
          ? await tx
              .update(mealPlanDays)
              .set({ updatedAt: new Date() })
              .where(day)
              .returning({ version: sql<string>`xmin::text` })
          : await tx
              .insert(mealPlanDays)
              .values({ teamId, date })
              .onConflictDoNothing()
              .returning({ version: sql<string>`xmin::text` });
        if (!written) throw conflict(apiMessages.mealPlanChangedMeanwhile);
        await tx
          .delete(mealPlanEntries)
          .where(and(eq(mealPlanEntries.teamId, teamId), eq(mealPlanEntries.date, date)));
        if (next.length > 0) {
          await tx
            .insert(mealPlanEntries)
            .values(next.map((entry, position) => ({ ...entry, teamId, date, position })));
        }
        publishMealPlanEvent(out, auth, date);
        return { changed: true, version: written.version, entries: next };
      });
      if (result.changed) cache.invalidate(teamId);
      return ok(
        { day: { date, version: result.version, entries: result.entries } },
        apiMessages.mealPlanSaved,
      );
    },
  );
};
