import {
  apiMessages,
  createItemBody,
  emptyData,
  envelope,
  itemParams,
  listItemResponse,
  listParams,
  updateItemBody,
} from '@organizator/shared/contract';
import { normaliseCategory } from '@organizator/shared/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { listItemImages, listItems, lists } from '../db/schema';
import { caller } from '../http/auth-hook';
import { ok } from '../http/envelope';
import { conflict, notFound } from '../http/errors';
import { appendCategory } from '../lib/categories-order';
import { change } from '../lib/change';
import { publishListEvent } from '../lib/events';
import { newId } from '../lib/ids';
import { loadItem, updateItem } from '../lib/list-queries';

/** The caller's team's list, or 404 (another team's list does not exist for them). */
async function teamList(db: Db, teamId: string, listId: string) {
  const [list] = await db
    .select({ id: lists.id, name: lists.name })
    .from(lists)
    .where(and(eq(lists.id, listId), eq(lists.teamId, teamId)));
  if (!list) throw notFound();
  return list;
}

/** Items of a team list: POST, PUT, DELETE /lists/{listId}/items[/{id}]. */
export const itemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { database } = deps;
  const { db } = database;

  app.post(
    '/lists/:listId/items',
    { schema: { params: listParams, body: createItemBody, response: { 200: listItemResponse } } },
    async (request) => {
      const auth = caller(request);
      const list = await teamList(db, auth.teamId, request.params.listId);
      const category = normaliseCategory(request.body.category);
      const imageIds = [...new Set(request.body.images)];
      const itemId = request.body.id ?? newId();
      const item = await change(deps, async (tx, out) => {
        const inserted = await tx
          .insert(listItems)
          .values({
            id: itemId,
            listId: list.id,
            name: request.body.name,
            category,
            quantity: request.body.quantity ?? null,
          })
          .onConflictDoNothing({ target: listItems.id })
          .returning({ id: listItems.id });
        if (inserted.length === 0) {
          // The same add sent again (a queued change resent after a reload): the item it made is
          // the answer. An id taken on another list is refused, never revealed.
          const [existing] = await tx
            .select({ listId: listItems.listId })
            .from(listItems)
            .where(eq(listItems.id, itemId));
          if (existing?.listId !== list.id) throw conflict(apiMessages.itemIdTaken);
          return loadItem(tx, auth.teamId, itemId);
        }
        if (imageIds.length > 0) {
          // Only the team's own images that are not yet attached to another item.
          const attached = await tx
            .update(listItemImages)
            .set({ listItemId: itemId })
            .where(
              and(
                inArray(listItemImages.id, imageIds),
                eq(listItemImages.teamId, auth.teamId),
                isNull(listItemImages.listItemId),
              ),
            )
            .returning({ id: listItemImages.id });
          if (attached.length !== imageIds.length) throw notFound('Slika nije pronađena');
        }
        await appendCategory(tx, list.id, category);
        const added = await loadItem(tx, auth.teamId, itemId);
        if (!added) throw notFound();
        out.invalidate({ lists: [list.id] });
        publishListEvent(out, auth, 'list-item-added', list, added);
        return added;
      });
      if (!item) throw notFound();
      return ok({ item }, `Item added to ${list.name}`);
    },
  );

  app.put(
    '/lists/:listId/items/:id',
    { schema: { params: itemParams, body: updateItemBody, response: { 200: listItemResponse } } },
    async (request) => {
      const auth = caller(request);
      const { listId, id: itemId } = request.params;
      const { name, isDone, quantity } = request.body;
      const category =
        request.body.category !== undefined ? normaliseCategory(request.body.category) : undefined;
      const { item, list } = await change(deps, async (tx, out) => {
        const updated = await updateItem(tx, auth.teamId, listId, itemId, {
          name,
          category,
          quantity,
          isDone,
        });
        if (!updated) throw notFound();
        const inList = { id: listId, name: updated.listName };
        if (category !== undefined) await appendCategory(tx, listId, category);
        out.invalidate({ lists: [listId] });
        publishListEvent(out, auth, 'list-item-updated', inList, updated.item);
        return { item: updated.item, list: inList };
      });
      return ok({ item }, `Item updated in ${list.name}`);
    },
  );

  app.delete(
    '/lists/:listId/items/:id',
    { schema: { params: itemParams, response: { 200: envelope(emptyData) } } },
    async (request) => {
      const auth = caller(request);
      const list = await teamList(db, auth.teamId, request.params.listId);
      await change(deps, async (tx, out) => {
        // Its images go with it (ON DELETE CASCADE).
        const [deleted] = await tx
          .delete(listItems)
          .where(and(eq(listItems.id, request.params.id), eq(listItems.listId, list.id)))
          .returning({ id: listItems.id, name: listItems.name });
        if (!deleted) throw notFound();
        out.invalidate({ lists: [list.id] });
        publishListEvent(out, auth, 'list-item-deleted', list, deleted);
      });
      return ok(null, `Item removed from ${list.name}`);
    },
  );
};
