import {
  apiMessages,
  barcodeParams,
  emptyData,
  envelope,
  type Grocery,
  groceriesResponse,
  groceryBody,
  groceryResponse,
  grocerySearchQuery,
  idParams,
  updateGroceryBody,
  type Visibility,
} from '@organizator/shared/contract';
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { Db } from '../db/client';
import { groceries, recipeIngredients } from '../db/schema';
import { caller } from '../http/auth-hook';
import { ok } from '../http/envelope';
import { forbidden, notFound } from '../http/errors';
import { change, type Outbox } from '../lib/change';
import { publishFoodEvent } from '../lib/events';
import { deleteOwnFood } from '../lib/food-delete';
import { newId } from '../lib/ids';
import { sharedWithTeamOf, visibilityColumns, visibilityOf, visibleTo } from '../lib/visibility';
import type { AuthContext } from '../types';

const columns = {
  id: groceries.id,
  userId: groceries.userId,
  name: groceries.name,
  energy: groceries.energy,
  fat: groceries.fat,
  protein: groceries.protein,
  carb: groceries.carb,
  isPublic: groceries.isPublic,
  visibility: visibilityOf(groceries).as('visibility'),
  barcode: groceries.barcode,
  pieceGrams: groceries.pieceGrams,
  density: groceries.density,
  isStarter: sql<boolean>`(${groceries.userId} is null)`.as('is_starter'),
};

/** Another user's grocery is shown without its owner's id. */
const asSeenBy =
  (userId: string) =>
  (row: Grocery): Grocery => ({ ...row, userId: row.userId === userId ? row.userId : null });

/** Name prefix, case-insensitive (docs/product.md#validation); LIKE wildcards in the term are taken literally. */
const prefixOf = (search: string | undefined): SQL | undefined => {
  if (!search) return undefined;
  const escaped = search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`lower(${groceries.name}) like ${`${escaped}%`}`;
};

/**
 * The visibility a write asks for: `visibility` when sent; else the SPEC's `isPublic` (true is public;
 * false makes a public grocery private and leaves a team one shared); else unchanged (undefined).
 */
const askedVisibility = (
  body: { visibility?: Visibility; isPublic?: boolean },
  current: Visibility,
): Visibility | undefined => {
  if (body.visibility) return body.visibility;
  if (body.isPublic === undefined) return undefined;
  if (body.isPublic) return 'public';
  return current === 'public' ? 'private' : current;
};

/** The caller's own grocery, locked for the write; null when it is not theirs. */
async function ownForUpdate(tx: Db, groceryId: string, auth: AuthContext) {
  const [row] = await tx
    .select({ visibility: visibilityOf(groceries) })
    .from(groceries)
    .where(and(eq(groceries.id, groceryId), eq(groceries.userId, auth.userId)))
    .for('update');
  return row ?? null;
}

/**
 * Groceries belong to their owner; each is private, shared with the owner's team or public
 * (lib/visibility.ts). Only the owner writes; a team grocery's change is told to the team live.
 */
export const groceryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const { cache } = deps;
  /** A grocery write: the public catalogue and every kept recipe answer are stale. */
  const changed = (out: Outbox) => out.invalidate({ groceries: true });
  /**
   * Nothing was changed: the app's own catalogue is refused in words (it is visible to everyone,
   * so saying it exists leaks nothing); anything else is not the caller's, so it does not exist.
   */
  const refuse = async (groceryId: string) => {
    const [starter] = await db
      .select({ id: groceries.id })
      .from(groceries)
      .where(and(eq(groceries.id, groceryId), isNull(groceries.userId)));
    return starter ? forbidden(apiMessages.starterGroceryReadOnly) : notFound();
  };

  // The caller's own groceries and those their teammates share with the team.
  app.get(
    '/groceries/my',
    { schema: { querystring: grocerySearchQuery, response: { 200: groceriesResponse } } },
    async (request) => {
      const auth = caller(request);
      const rows: Grocery[] = await db
        .select(columns)
        .from(groceries)
        .where(
          and(
            or(eq(groceries.userId, auth.userId), sharedWithTeamOf(groceries, auth)),
            prefixOf(request.query.search),
          ),
        )
        .orderBy(asc(sql`lower(${groceries.name})`), asc(groceries.id));
      return ok({ groceries: rows.map(asSeenBy(auth.userId)) });
    },
  );

  // Everyone's catalogue, read on every keystroke of a picker: kept in the read cache (dropped by
  // any grocery write), checked against the contract once per fill; each viewer's masked answer is
  // serialised once and then sent as bytes.
  app.get(
    '/groceries/public',
    { schema: { querystring: grocerySearchQuery, response: { 200: groceriesResponse } } },
    async (request, reply) => {
      const { search } = request.query;
      const key = search?.toLowerCase() ?? '';
      const viewerId = caller(request).userId;
      let body = cache.publicGroceriesBody(key, viewerId);
      if (!body) {
        let rows = cache.publicGroceriesFor(key);
        if (!rows) {
          const gen = cache.groceriesGeneration();
          const found: Grocery[] = await db
            .select(columns)
            .from(groceries)
            .where(and(eq(groceries.isPublic, true), prefixOf(search)))
            .orderBy(asc(sql`lower(${groceries.name})`), asc(groceries.id))
            .limit(1000);
          rows = z.encode(groceriesResponse, ok({ groceries: found })).data.groceries;
          cache.storePublicGroceries(key, rows, gen);
        }
        body = Buffer.from(JSON.stringify(ok({ groceries: rows.map(asSeenBy(viewerId)) })));
        cache.storePublicGroceriesBody(key, viewerId, rows, body);
      }
      return (reply as unknown as FastifyReply).type('application/json; charset=utf-8').send(body);
    },
  );

  // A scanned code: the caller's own food first, then the team's, then public ones, the app's
  // starter catalogue last; the oldest of a kind wins, so the answer is stable.
  app.get(
    '/groceries/barcode/:code',
    { schema: { params: barcodeParams, response: { 200: groceryResponse } } },
    async (request) => {
      const auth = caller(request);
      const [row] = await db
        .select(columns)
        .from(groceries)
        .where(and(eq(groceries.barcode, request.params.code), visibleTo(groceries, auth)))
        .orderBy(
          sql`case when ${groceries.userId} = ${auth.userId} then 0 when ${groceries.isPublic} then 2 when ${groceries.userId} is null then 3 else 1 end`,
          asc(groceries.createdAt),
          asc(groceries.id),
        )
        .limit(1);
      if (!row) throw notFound(apiMessages.groceryWithBarcodeNotFound);
      return ok({ grocery: asSeenBy(auth.userId)(row) });
    },
  );

  app.get(
    '/groceries/:id',
    { schema: { params: idParams, response: { 200: groceryResponse } } },
    async (request) => {
      const auth = caller(request);
      const [row] = await db
        .select(columns)
        .from(groceries)
        .where(and(eq(groceries.id, request.params.id), visibleTo(groceries, auth)));
      if (!row) throw notFound();
      return ok({ grocery: asSeenBy(auth.userId)(row) });
    },
  );

  app.post(
    '/groceries',
    { schema: { body: groceryBody, response: { 200: groceryResponse } } },
    async (request) => {
      const auth = caller(request);
      const { visibility, isPublic, barcode, ...values } = request.body;
      const asked = askedVisibility({ visibility, isPublic }, 'private') ?? 'private';
      const row = await change(deps, async (tx, out) => {
        const [created] = await tx
          .insert(groceries)
          .values({
            id: newId(),
            userId: auth.userId,
            ...values,
            barcode: barcode ?? null,
            ...visibilityColumns(asked, auth.teamId),
          })
          .returning(columns);
        if (!created) throw notFound();
        changed(out);
        publishFoodEvent(
          out,
          auth,
          { before: false, after: created.visibility === 'team' },
          { type: 'grocery-created', groceryId: created.id, name: created.name },
        );
        return created;
      });
      return ok({ grocery: row }, apiMessages.groceryCreated);
    },
  );

  app.put(
    '/groceries/:id',
    { schema: { params: idParams, body: updateGroceryBody, response: { 200: groceryResponse } } },
    async (request) => {
      const auth = caller(request);
      const { visibility, isPublic, ...rest } = request.body;
      const values = Object.fromEntries(
        Object.entries(rest).filter(([, value]) => value !== undefined),
      );
      const result = await change(deps, async (tx, out) => {
        const current = await ownForUpdate(tx, request.params.id, auth);
        if (!current) return null;
        const asked = askedVisibility({ visibility, isPublic }, current.visibility);
        const [row] = await tx
          .update(groceries)
          .set({ ...values, ...(asked ? visibilityColumns(asked, auth.teamId) : {}) })
          .where(eq(groceries.id, request.params.id))
          .returning(columns);
        if (!row) return null;
        // Recipes keep each ingredient's last known name and values, shown once it is out of sight.
        await tx
          .update(recipeIngredients)
          .set({
            name: row.name,
            energy: row.energy,
            fat: row.fat,
            protein: row.protein,
            carb: row.carb,
          })
          .where(eq(recipeIngredients.groceryId, row.id));
        changed(out);
        publishFoodEvent(
          out,
          auth,
          { before: current.visibility === 'team', after: row.visibility === 'team' },
          { type: 'grocery-updated', groceryId: row.id, name: row.name },
        );
        return { row };
      });
      if (!result) throw await refuse(request.params.id);
      const { row } = result;
      return ok({ grocery: row }, apiMessages.grocerySaved);
    },
  );

  app.delete(
    '/groceries/:id',
    { schema: { params: idParams, response: { 200: envelope(emptyData) } } },
    async (request) => {
      const auth = caller(request);
      const deleted = await deleteOwnFood(deps, auth, 'grocery', request.params.id);
      if (!deleted) throw await refuse(request.params.id);
      return ok(null, apiMessages.groceryDeleted);
    },
  );
};
