import {
  apiMessages,
  createListBody,
  emptyData,
  envelope,
  idParams,
  listResponse,
  listsResponse,
  updateListBody,
} from '@organizator/shared/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { Db } from '../db/client';
import { listItems, lists } from '../db/schema';
import { caller } from '../http/auth-hook';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { mergedOrder, teamOrder } from '../lib/categories-order';
import { change } from '../lib/change';
import { publishListEvent } from '../lib/events';
import { newId } from '../lib/ids';
import { loadList, loadLists, normaliseOrder } from '../lib/list-queries';

const jsonBytes = (value: unknown): Buffer => Buffer.from(JSON.stringify(value));

/** Bytes with a JSON content type go out as they are (the route's serialiser is skipped). */
const sendJson = (reply: unknown, body: Buffer) =>
  (reply as FastifyReply).type('application/json; charset=utf-8').send(body);

/** Lists belong to the caller's team: every member reads and edits them (docs/product.md#permissions). */
export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { database } = deps;
  const { db } = database;

  const mustLoad = async (teamId: string, listId: string, on: Db = db) => {
    const list = await loadList(on, teamId, listId);
    if (!list) throw notFound();
    return list;
  };

  // The hot reads: answered from the serialised cache when nothing changed since (see ReadCache),
  // checked against the contract once per fill and then sent as bytes (no serialisation at all).
  app.get('/lists', { schema: { response: { 200: listsResponse } } }, async (request, reply) => {
    const { teamId } = caller(request);
    let body = deps.cache.listsOfTeam(teamId);
    if (!body) {
      const gen = deps.cache.listsOfTeamGeneration(teamId);
      const all = await loadLists(db, teamId);
      body = jsonBytes(z.encode(listsResponse, ok({ lists: all })));
      deps.cache.storeListsOfTeam(
        teamId,
        all.map((list) => list.id),
        body,
        gen,
      );
    }
    return sendJson(reply, body);
  });

  app.get(
    '/lists/:id',
    { schema: { params: idParams, response: { 200: listResponse } } },
    async (request, reply) => {
      const { teamId } = caller(request);
      const listId = request.params.id;
      let body = deps.cache.list(listId, teamId);
      if (!body) {
        const gen = deps.cache.listGeneration(listId, teamId);
        body = jsonBytes(z.encode(listResponse, ok({ list: await mustLoad(teamId, listId) })));
        deps.cache.storeList(listId, teamId, body, gen);
      }
      return sendJson(reply, body);
    },
  );

  app.post(
    '/lists',
    { schema: { body: createListBody, response: { 200: listResponse } } },
    async (request) => {
      const auth = caller(request);
      const listId = newId();
      const list = await change(deps, async (tx, out) => {
        await tx.insert(lists).values({
          id: listId,
          teamId: auth.teamId,
          createdBy: auth.userId,
          name: request.body.name,
          categoriesOrder: teamOrder(auth.teamId),
        });
        // The team's cached GET /lists does not hold the new list yet.
        out.invalidate({ teams: [auth.teamId] });
        const created = await mustLoad(auth.teamId, listId, tx);
        publishListEvent(out, auth, 'list-updated', created);
        return created;
      });
      return ok({ list }, apiMessages.listCreated);
    },
  );

  app.put(
    '/lists/:id',
    { schema: { params: idParams, body: updateListBody, response: { 200: listResponse } } },
    async (request) => {
      const auth = caller(request);
      const { name, categoriesOrder } = request.body;
      const list = await change(deps, async (tx, out) => {
        const updated = await tx
          .update(lists)
          .set({
            ...(name !== undefined ? { name } : {}),
            ...(categoriesOrder !== undefined
              ? { categoriesOrder: mergedOrder(normaliseOrder(categoriesOrder)) }
              : {}),
          })
          .where(and(eq(lists.id, request.params.id), eq(lists.teamId, auth.teamId)))
          .returning({ id: lists.id });
        if (updated.length === 0) throw notFound();
        out.invalidate({ lists: [request.params.id] });
        const changed = await mustLoad(auth.teamId, request.params.id, tx);
        publishListEvent(out, auth, 'list-updated', changed);
        return changed;
      });
      return ok({ list }, apiMessages.listUpdated);
    },
  );

  app.put(
    '/lists/:id/reset',
    { schema: { params: idParams, response: { 200: listResponse } } },
    async (request) => {
      const auth = caller(request);
      // The reset and the answer in one transaction: the UPDATE keeps every item of the list locked
      // until commit, so the answer is the list this reset produced (a toggle racing it waits and
      // lands after, or landed before and is reset).
      const list = await change(deps, async (tx, out) => {
        const [found] = await tx
          .select({ id: lists.id })
          .from(lists)
          .where(and(eq(lists.id, request.params.id), eq(lists.teamId, auth.teamId)));
        if (!found) throw notFound();
        await tx.update(listItems).set({ isDone: false }).where(eq(listItems.listId, found.id));
        const reset = await loadList(tx, auth.teamId, found.id);
        if (!reset) throw notFound();
        out.invalidate({ lists: [reset.id] });
        publishListEvent(out, auth, 'list-items-restarted', reset);
        return reset;
      });
      return ok({ list }, apiMessages.listRestarted);
    },
  );

  app.delete(
    '/lists/:id',
    { schema: { params: idParams, response: { 200: envelope(emptyData) } } },
    async (request) => {
      const auth = caller(request);
      await change(deps, async (tx, out) => {
        const [deleted] = await tx
          .delete(lists)
          .where(and(eq(lists.id, request.params.id), eq(lists.teamId, auth.teamId)))
          .returning({ id: lists.id, name: lists.name });
        if (!deleted) throw notFound();
        out.invalidate({ lists: [deleted.id] });
        // There is no list-deleted event in docs/product.md#api: list-updated makes the others refetch.
        publishListEvent(out, auth, 'list-updated', deleted);
      });
      return ok(null, apiMessages.listDeleted);
    },
  );
};
