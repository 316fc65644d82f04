import {
  apiMessages,
  emptyData,
  envelope,
  idParams,
  type Recipe,
  recipeBody,
  recipeResponse,
  recipesResponse,
  updateRecipeBody,
} from '@organizator/shared/contract';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { recipeIngredients, recipes } from '../db/schema';
import { caller } from '../http/auth-hook';
import { ok } from '../http/envelope';
import { forbidden, notFound } from '../http/errors';
import { change, type Outbox } from '../lib/change';
import { publishFoodEvent } from '../lib/events';
import { keptFoodAnswers } from '../lib/food-answers';
import { deleteOwnFood } from '../lib/food-delete';
import { newId } from '../lib/ids';
import { rememberChoices } from '../lib/ingredient-match';
import { ingredientRows } from '../lib/recipe-ingredients';
import { loadRecipes, recipesJson } from '../lib/recipe-queries';
import { sharedWithTeamOf, visibilityColumns, visibilityOf, visibleTo } from '../lib/visibility';
import type { AuthContext } from '../types';

/** How many public recipes one answer holds (as the public grocery catalogue). */
const PUBLIC_RECIPES_MAX = 1000;
/** Kept answers (two per active user at most) and how long one may be kept in any case. */
const KEPT_ANSWERS_MAX = 2000;

/**
 * Recipes: groceries in grams, with nutrition computed from them (lib/recipe-queries.ts). Visible as
 * groceries are (private, the owner's team, public); only the owner writes. A recipe the caller
 * cannot see does not exist for them (404); one they see but do not own is refused (403).
 */
export const recipeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;

  /** One recipe as `auth` sees it, read with `from` (a write's transaction, so a failure undoes it). */
  const loadOne = async (auth: AuthContext, recipeId: string, from: Db = db) => {
    const [recipe] = await loadRecipes(
      from,
      auth,
      and(eq(recipes.id, recipeId), visibleTo(recipes, auth)),
    );
    if (!recipe) throw notFound(apiMessages.recipeNotFound);
    return recipe;
  };
  /** Nothing was written: a recipe the caller sees is not theirs (403), any other does not exist. */
  const refuse = async (auth: AuthContext, recipeId: string) => {
    const [seen] = await db
      .select({ id: recipes.id })
      .from(recipes)
      .where(and(eq(recipes.id, recipeId), visibleTo(recipes, auth)));
    return seen ? forbidden() : notFound(apiMessages.recipeNotFound);
  };
  /** The caller's own recipe, locked for the write; null when it is not theirs. */
  const ownForUpdate = async (tx: Db, auth: AuthContext, recipeId: string) => {
    const [row] = await tx
      .select({ visibility: visibilityOf(recipes) })
      .from(recipes)
      .where(and(eq(recipes.id, recipeId), eq(recipes.userId, auth.userId)))
      .for('update');
    return row ?? null;
  };

  const kept = keptFoodAnswers<Buffer>(app, KEPT_ANSWERS_MAX);
  /** A recipe was written: every kept food answer is stale, here and in the other processes. */
  const changed = (out: Outbox) => out.invalidate({ groceries: true });

  /**
   * The long answers go out as the bytes the database built (lib/recipe-queries.ts), in the
   * envelope (the suites check them against the contract's `recipesResponse`), and are kept until
   * a grocery or recipe is written or the reader's team changes (lib/food-answers.ts).
   */
  const sendRecipes = async (
    reply: unknown,
    key: string,
    auth: AuthContext,
    where: SQL | undefined,
    limit?: number,
  ) => {
    const cacheKey = `${key}:${auth.userId}:${auth.teamId}`;
    let body = kept.get(cacheKey);
    if (!body) {
      const gen = kept.generation();
      const json = await recipesJson(db, auth, where, limit);
      body = Buffer.from(`{"success":true,"message":"OK","data":{"recipes":${json}}}`);
      kept.set(cacheKey, auth.teamId, body, gen);
    }
    return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
  };

  app.get(
    '/recipes',
    { schema: { response: { 200: recipesResponse } } },
    async (request, reply) => {
      const auth = caller(request);
      return sendRecipes(
        reply,
        'mine',
        auth,
        or(eq(recipes.userId, auth.userId), sharedWithTeamOf(recipes, auth)),
      );
    },
  );

  app.get(
    '/recipes/public',
    { schema: { response: { 200: recipesResponse } } },
    async (request, reply) =>
      sendRecipes(reply, 'public', caller(request), eq(recipes.isPublic, true), PUBLIC_RECIPES_MAX),
  );

  app.get(
    '/recipes/:id',
    { schema: { params: idParams, response: { 200: recipeResponse } } },
    async (request) => ok({ recipe: await loadOne(caller(request), request.params.id) }),
  );

  app.post(
    '/recipes',
    { schema: { body: recipeBody, response: { 200: recipeResponse } } },
    async (request) => {
      const auth = caller(request);
      const { ingredients, visibility, ...values } = request.body;
      const recipeId = newId();
      // The answer is read inside the write's transaction: a recipe that cannot be read back is
      // not stored either.
      const recipe = await change(deps, async (tx, out) => {
        const rows = await ingredientRows(tx, auth, recipeId, ingredients);
        await tx.insert(recipes).values({
          id: recipeId,
          userId: auth.userId,
          ...values,
          ...visibilityColumns(visibility, auth.teamId),
        });
        await tx.insert(recipeIngredients).values(rows);
        await rememberChoices(tx, auth, ingredients);
        changed(out);
        publishFoodEvent(
          out,
          auth,
          { before: false, after: visibility === 'team' },
          { type: 'recipe-created', recipeId, name: values.name },
        );
        return loadOne(auth, recipeId, tx);
      });
      return ok({ recipe }, apiMessages.recipeCreated);
    },
  );

  app.put(
    '/recipes/:id',
    { schema: { params: idParams, body: updateRecipeBody, response: { 200: recipeResponse } } },
    async (request) => {
      const auth = caller(request);
      const recipeId = request.params.id;
      const { ingredients, visibility, ...rest } = request.body;
      const values = Object.fromEntries(
        Object.entries(rest).filter(([, value]) => value !== undefined),
      );
      const recipe = await change(deps, async (tx, out): Promise<Recipe | null> => {
        const current = await ownForUpdate(tx, auth, recipeId);
        if (!current) return null;
        const rows = ingredients
          ? await ingredientRows(tx as unknown as Db, auth, recipeId, ingredients)
          : undefined;
        const [saved] = await tx
          .update(recipes)
          .set({
            ...values,
            ...(visibility ? visibilityColumns(visibility, auth.teamId) : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(recipes.id, recipeId))
          .returning({ name: recipes.name, visibility: visibilityOf(recipes) });
        if (rows) {
          await tx.delete(recipeIngredients).where(eq(recipeIngredients.recipeId, recipeId));
          await tx.insert(recipeIngredients).values(rows);
          await rememberChoices(tx as unknown as Db, auth, ingredients ?? []);
        }
        changed(out);
        publishFoodEvent(
          out,
          auth,
          { before: current.visibility === 'team', after: saved?.visibility === 'team' },
          { type: 'recipe-updated', recipeId, name: saved?.name ?? '' },
        );
        return loadOne(auth, recipeId, tx);
      });
      if (!recipe) throw await refuse(auth, recipeId);
      return ok({ recipe }, apiMessages.recipeSaved);
    },
  );

  app.delete(
    '/recipes/:id',
    { schema: { params: idParams, response: { 200: envelope(emptyData) } } },
    async (request) => {
      const auth = caller(request);
      const deleted = await deleteOwnFood(deps, auth, 'recipe', request.params.id);
      if (!deleted) throw await refuse(auth, request.params.id);
      return ok(null, apiMessages.recipeDeleted);
    },
  );
};
