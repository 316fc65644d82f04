import {
  apiMessages,
  createPotBody,
  DIARY_ENTRIES_MAX,
  DIARY_VALUE_MAX,
  type DiaryGrocery,
  emptyData,
  envelope,
  errorEnvelope,
  idParams,
  potLeftEnvelope,
  potOnlyLeftMessage,
  potResponse,
  potsQuery,
  potsResponse,
  takePortionBody,
  updatePotBody,
} from '@organizator/shared/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { foodDiaries, type PotIngredient, potPortions, pots, recipes } from '../db/schema';
import { caller } from '../http/auth-hook';
import { ok } from '../http/envelope';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { change } from '../lib/change';
import { publishPotEvent } from '../lib/events';
import { visibleFoods } from '../lib/meal-plan-queries';
import {
  leftOf,
  loadPot,
  loadPots,
  lockPot,
  POT_GRAMS_TOLERANCE,
  per100gOf,
} from '../lib/pot-queries';
import { loadRecipes } from '../lib/recipe-queries';
import { visibleTo } from '../lib/visibility';
import type { AuthContext } from '../types';

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The ingredients as cooked: the recipe's own, or the amounts sent. A grocery sent must be one of
 * the recipe's (its values as the caller sees them there) or one the caller can see.
 */
async function ingredientsAsCooked(
  db: Db,
  auth: AuthContext,
  recipe: { ingredients: PotIngredient[] },
  sent: { groceryId: string; grams: number }[] | undefined,
): Promise<PotIngredient[]> {
  const own = (i: PotIngredient) => ({
    groceryId: i.groceryId,
    name: i.name,
    grams: i.grams,
    per100g: i.per100g,
  });
  if (!sent) return recipe.ingredients.map(own);
  const inRecipe = new Map(recipe.ingredients.map((i) => [i.groceryId, i]));
  const others = sent.filter((i) => !inRecipe.has(i.groceryId)).map((i) => i.groceryId);
  const { groceries } = await visibleFoods(db, auth, { recipeIds: [], groceryIds: others });
  return sent.map(({ groceryId, grams }) => {
    const known = inRecipe.get(groceryId);
    if (known) return { ...own(known), grams };
    const grocery = groceries.get(groceryId);
    if (!grocery) throw badRequest(apiMessages.unknownIngredient);
    const { name, energy, fat, protein, carb } = grocery;
    return { groceryId, name, grams, per100g: { energy, fat, protein, carb } };
  });
}

/** 404 for a pot the caller's team does not have (another team's pot is not told apart). */
const missing = () => notFound(apiMessages.potNotFound);

/** The pot as answered, read back inside the change that wrote it. */
async function storedPot(db: Db, teamId: string, id: string) {
  const pot = await loadPot(db, teamId, id);
  if (!pot) throw missing();
  return pot;
}

/**
 * The team's pots (docs/decisions/groceries-diary.md#the-households-pot): a recipe cooked once,
 * eaten by several members in portions, the rest planned or thrown away. Team data as the menu.
 */
export const potRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;

  app.get(
    '/pots',
    { schema: { querystring: potsQuery, response: { 200: potsResponse } } },
    async (request) => {
      const { teamId } = caller(request);
      return ok({ pots: await loadPots(db, teamId, { open: request.query.open === 'true' }) });
    },
  );

  app.get(
    '/pots/:id',
    { schema: { params: idParams, response: { 200: potResponse, 404: errorEnvelope } } },
    async (request) => {
      return ok({ pot: await storedPot(db, caller(request).teamId, request.params.id) });
    },
  );

  app.post(
    '/pots',
    { schema: { body: createPotBody, response: { 200: potResponse } } },
    async (request) => {
      const auth = caller(request);
      const { recipeId, date } = request.body;
      const pot = await change(deps, async (tx, out) => {
        const [recipe] = await loadRecipes(
          tx,
          auth,
          and(eq(recipes.id, recipeId), visibleTo(recipes, auth)),
        );
        if (!recipe) throw notFound(apiMessages.recipeNotFound);
        const cookedWeight = request.body.cookedWeight ?? recipe.cookedWeight;
        if (cookedWeight === null) throw badRequest(apiMessages.potNeedsCookedWeight);
        const ingredients = await ingredientsAsCooked(tx, auth, recipe, request.body.ingredients);
        // A diary entry holds values per 100 g up to a bound; a dish weighed far lighter than what
        // went into it would pass it (and is a typing slip, not a kitchen).
        if (per100gExceeds(ingredients, cookedWeight)) {
          throw badRequest(apiMessages.potWeightTooSmall);
        }
        const id = crypto.randomUUID();
        await tx.insert(pots).values({
          id,
          teamId: auth.teamId,
          userId: auth.userId,
          recipeId,
          name: recipe.name,
          date,
          cookedWeight,
          ingredients,
        });
        publishPotEvent(out, auth, 'pot-cooked', { id, name: recipe.name });
        return storedPot(tx, auth.teamId, id);
      });
      return ok({ pot }, apiMessages.potCooked);
    },
  );

  app.post(
    '/pots/:id/portions',
    {
      schema: {
        params: idParams,
        body: takePortionBody,
        response: { 200: potResponse, 404: errorEnvelope, 409: potLeftEnvelope },
      },
    },
    async (request) => {
      const auth = caller(request);
      const { id } = request.params;
      const { date, meal, grams, requestId, plannedEntryId } = request.body;
      const { pot, taken } = await change(deps, async (tx, out) => {
        const locked = await lockPot(tx, auth.teamId, id);
        if (!locked) throw missing();
        // The same request again (its answer was lost, or it arrived twice at once and waited for
        // the lock above): it took its portion already.
        const [done] = await tx
          .select({ id: potPortions.id })
          .from(potPortions)
          .where(
            and(
              eq(potPortions.potId, id),
              eq(potPortions.userId, auth.userId),
              eq(potPortions.requestId, requestId),
            ),
          );
        if (done) return { pot: await storedPot(tx, auth.teamId, id), taken: false };
        const left = locked.finished ? 0 : leftOf(locked, locked.taken);
        if (grams > left + POT_GRAMS_TOLERANCE || left < POT_GRAMS_TOLERANCE) {
          throw conflict(potOnlyLeftMessage(round1(left)), { left: round1(left) });
        }
        // "The rest" as the client shows it may be a hair over the exact rest: it takes the rest.
        const portion = Math.min(grams, left);
        const portionId = crypto.randomUUID();
        await tx.insert(potPortions).values({
          id: portionId,
          potId: id,
          userId: auth.userId,
          requestId,
          grams: portion,
          date,
          meal,
        });
        const per100g = per100gOf(locked.ingredients, locked.cookedWeight);
        const entry: DiaryGrocery = {
          id: portionId,
          name: locked.name,
          ...per100g,
          quantity: portion / 100,
          meal,
          portion: 'grams',
          potId: id,
          ...(plannedEntryId ? { plannedEntryId } : {}),
        };
        // Appended in one statement: a diary day written meanwhile keeps its entries (and gets a
        // new version, so a client holding the old one reloads before it writes).
        const [appended] = await tx
          .insert(foodDiaries)
          .values({ id: crypto.randomUUID(), userId: auth.userId, date, groceries: [entry] })
          .onConflictDoUpdate({
            target: [foodDiaries.userId, foodDiaries.date],
            set: {
              groceries: sql`${foodDiaries.groceries} || excluded.groceries`,
              updatedAt: new Date(),
            },
            // A full day stays as the diary's own PUT would accept it; nothing is taken.
            setWhere: sql`jsonb_array_length(${foodDiaries.groceries}) < ${DIARY_ENTRIES_MAX}`,
          })
          .returning({ id: foodDiaries.id });
        if (!appended) throw conflict(apiMessages.diaryDayFull, { left: round1(left) });
        publishPotEvent(out, auth, 'pot-portion-taken', locked, portion);
        return { pot: await storedPot(tx, auth.teamId, id), taken: true };
      });
      return ok({ pot }, taken ? apiMessages.potPortionTaken : apiMessages.ok);
    },
  );

  app.put(
    '/pots/:id',
    {
      schema: {
        params: idParams,
        body: updatePotBody,
        response: { 200: potResponse, 404: errorEnvelope, 409: potLeftEnvelope },
      },
    },
    async (request) => {
      const auth = caller(request);
      const { id } = request.params;
      const pot = await change(deps, async (tx, out) => {
        const locked = await lockPot(tx, auth.teamId, id);
        if (!locked) throw missing();
        const cookedWeight = request.body.cookedWeight ?? locked.cookedWeight;
        const thrownAway = request.body.thrownAway ?? locked.thrownAway;
        const finished = request.body.finished ?? locked.finished;
        // What was eaten stays eaten: the weight and the grams thrown away leave room for it.
        if (cookedWeight - thrownAway - locked.taken < -POT_GRAMS_TOLERANCE) {
          const room = round1(Math.max(0, cookedWeight - locked.taken));
          if (request.body.thrownAway !== undefined && cookedWeight >= locked.taken) {
            throw conflict(potOnlyLeftMessage(room), { left: room });
          }
          throw conflict(apiMessages.potWeightBelowTaken, {
            left: round1(leftOf(locked, locked.taken)),
          });
        }
        if (per100gExceeds(locked.ingredients, cookedWeight)) {
          throw badRequest(apiMessages.potWeightTooSmall);
        }
        await tx
          .update(pots)
          .set({
            cookedWeight,
            thrownAway: Math.min(thrownAway, cookedWeight - locked.taken),
            finished,
          })
          .where(eq(pots.id, id));
        publishPotEvent(out, auth, 'pot-updated', locked);
        return storedPot(tx, auth.teamId, id);
      });
      return ok({ pot }, apiMessages.potSaved);
    },
  );

  app.delete(
    '/pots/:id',
    {
      schema: {
        params: idParams,
        response: { 200: envelope(emptyData), 403: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const auth = caller(request);
      const { id } = request.params;
      await change(deps, async (tx, out) => {
        const locked = await lockPot(tx, auth.teamId, id);
        if (!locked) throw missing();
        if (locked.userId !== auth.userId) throw forbidden(apiMessages.potOnlyOwnerDeletes);
        // Portions go with it; the diary entries they made keep their own values, and a leftover
        // on the menu keeps its name and grams (its pot id is cleared by the foreign key).
        await tx.delete(pots).where(eq(pots.id, id));
        publishPotEvent(out, auth, 'pot-deleted', locked);
      });
      return ok(null, apiMessages.potDeleted);
    },
  );
};

const per100gExceeds = (ingredients: PotIngredient[], cookedWeight: number) =>
  Object.values(per100gOf(ingredients, cookedWeight)).some((v) => v > DIARY_VALUE_MAX);
