import {
  apiMessages,
  emptyData,
  envelope,
  type Grocery,
  groceriesResponse,
  groceryBody,
  groceryResponse,
  grocerySearchQuery,
  id,
  updateGroceryBody,
} from '@organizator/shared/contract';
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { groceries } from '../db/schema';
import { caller } from '../http/auth-hook';
import { ok } from '../http/envelope';
import { forbidden, notFound } from '../http/errors';
import { newId } from '../lib/ids';
import { invalidate } from '../lib/invalidate';

const params = z.object({ id });
const columns = {
  id: groceries.id,
  userId: groceries.userId,
  name: groceries.name,
  energy: groceries.energy,
  fat: groceries.fat,
  protein: groceries.protein,
  carb: groceries.carb,
  isPublic: groceries.isPublic,
  isStarter: sql<boolean>`(${groceries.userId} is null)`.as('is_starter'),
};

/** Another user's grocery is shown without its owner's id (only public ones are visible at all). */
const asSeenBy =
  (userId: string) =>
  (row: Grocery): Grocery => ({ ...row, userId: row.userId === userId ? row.userId : null });

/** Name prefix, case-insensitive (docs/product.md#validation); LIKE wildcards in the term are taken literally. */
const prefixOf = (search: string | undefined): SQL | undefined => {
  if (!search) return undefined;
  const escaped = search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`lower(${groceries.name}) like ${`${escaped}%`}`;
};

/** Groceries belong to their owner; public ones are readable by every signed-in user. */
export const groceryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const { cache } = deps;
  const changed = (request: FastifyRequest) => invalidate(deps, request, { groceries: true });
  const own = (groceryId: string, userId: string) =>
    and(eq(groceries.id, groceryId), eq(groceries.userId, userId));
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

  app.get(
    '/groceries/my',
    { schema: { querystring: grocerySearchQuery, response: { 200: groceriesResponse } } },
    async (request) => {
      const rows: Grocery[] = await db
        .select(columns)
        .from(groceries)
        .where(and(eq(groceries.userId, caller(request).userId), prefixOf(request.query.search)))
        .orderBy(asc(sql`lower(${groceries.name})`), asc(groceries.id));
      return ok({ groceries: rows });
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

  app.get(
    '/groceries/:id',
    { schema: { params, response: { 200: groceryResponse } } },
    async (request) => {
      const [row] = await db
        .select(columns)
        .from(groceries)
        .where(
          and(
            eq(groceries.id, request.params.id),
            or(eq(groceries.userId, caller(request).userId), eq(groceries.isPublic, true)),
          ),
        );
      if (!row) throw notFound();
      return ok({ grocery: asSeenBy(caller(request).userId)(row) });
    },
  );

  app.post(
    '/groceries',
    { schema: { body: groceryBody, response: { 200: groceryResponse } } },
    async (request) => {
      const [row] = await db
        .insert(groceries)
        .values({ id: newId(), userId: caller(request).userId, ...request.body })
        .returning(columns);
      if (!row) throw notFound();
      await changed(request);
      return ok({ grocery: row }, apiMessages.groceryCreated);
    },
  );

  app.put(
    '/groceries/:id',
    { schema: { params, body: updateGroceryBody, response: { 200: groceryResponse } } },
    async (request) => {
      const changes = Object.fromEntries(
        Object.entries(request.body).filter(([, value]) => value !== undefined),
      );
      const [row] = await db
        .update(groceries)
        .set(changes)
        .where(own(request.params.id, caller(request).userId))
        .returning(columns);
      if (!row) throw await refuse(request.params.id);
      await changed(request);
      return ok({ grocery: row }, apiMessages.grocerySaved);
    },
  );

  app.delete(
    '/groceries/:id',
    { schema: { params, response: { 200: envelope(emptyData) } } },
    async (request) => {
      const [row] = await db
        .delete(groceries)
        .where(own(request.params.id, caller(request).userId))
        .returning({ id: groceries.id });
      if (!row) throw await refuse(request.params.id);
      await changed(request);
      return ok(null, apiMessages.groceryDeleted);
    },
  );
};
