import {
  apiMessages,
  emptyData,
  envelope,
  id,
  idParams,
  imageKeyParams,
  type ListItemImage,
  listItemImageResponse,
  updateImageBody,
} from '@organizator/shared/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import type { Db } from '../db/client';
import { listItemImages, listItems, lists } from '../db/schema';
import { caller } from '../http/auth-hook';
import { ok } from '../http/envelope';
import { badRequest, HttpError, notFound, tooManyRequests } from '../http/errors';
import { change, type Outbox } from '../lib/change';
import { publishListEvent } from '../lib/events';
import { newId, randomToken } from '../lib/ids';
import { imageUrl } from '../lib/list-queries';
import { createUploadQuota } from '../lib/shared-counters';
import type { AuthContext } from '../types';

const ALLOWED_MIME = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/**
 * Width x height from the image's header, without decoding it: a small file can declare a huge
 * canvas (a 48 KB PNG of 20000 x 20000 px) that every teammate's browser would have to decode.
 * Null when the header cannot be read.
 */
function pixelsOf(file: Buffer): number | null {
  try {
    const { width, height } = imageSize(file);
    return width > 0 && height > 0 ? width * height : null;
  } catch {
    return null;
  }
}

const imageColumns = {
  id: listItemImages.id,
  urlKey: listItemImages.urlKey,
  description: listItemImages.description,
  listItemId: listItemImages.listItemId,
};
const toImage = (row: {
  id: string;
  urlKey: string;
  description: string | null;
  listItemId: string | null;
}): ListItemImage => ({
  id: row.id,
  url: imageUrl(row.urlKey),
  description: row.description,
  listItemId: row.listItemId,
});

/** The team's item with its list, or 404. */
async function teamItem(db: Db, teamId: string, itemId: string) {
  const [row] = await db
    .select({ itemName: listItems.name, listId: lists.id, listName: lists.name })
    .from(listItems)
    .innerJoin(lists, eq(lists.id, listItems.listId))
    .where(and(eq(listItems.id, itemId), eq(lists.teamId, teamId)));
  if (!row) throw notFound();
  return row;
}

/** In the image change's transaction: what its team's caches and streams must hear. */
async function announce(tx: Db, out: Outbox, auth: AuthContext, itemId: string | null) {
  // An image may have left one item (list) for another: forget the team's cached lists.
  out.invalidate({ teams: [auth.teamId] });
  if (!itemId) return;
  const item = await teamItem(tx, auth.teamId, itemId);
  publishListEvent(
    out,
    auth,
    'list-item-updated',
    { id: item.listId, name: item.listName },
    item.itemName,
  );
}

/** Upload, describe, move and delete images of list items (team-scoped). */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const quota = createUploadQuota(deps.database, deps.config.uploadQuota, deps.now);

  app.post(
    '/list-item-images',
    {
      schema: { response: { 200: listItemImageResponse }, consumes: ['multipart/form-data'] },
      bodyLimit: deps.config.imageMaxBytes + 64 * 1024,
    },
    async (request) => {
      const auth = caller(request);
      if (!request.isMultipart()) throw badRequest('Pošaljite sliku kao multipart/form-data');
      if (!(await quota.allows(auth.userId)))
        throw tooManyRequests(apiMessages.uploadQuotaExceeded);
      let file: Buffer | undefined;
      let listItemId: string | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || file) {
              part.file.resume();
              continue;
            }
            file = await part.toBuffer(); // throws 413 past limits.fileSize
          } else if (part.fieldname === 'listItemId' && typeof part.value === 'string') {
            listItemId = part.value.trim() || undefined;
          }
        }
      } catch (error) {
        // Limits keep their 4xx (413 too large); a malformed form from busboy has no status.
        const status = (error as { statusCode?: unknown }).statusCode;
        if (typeof status === 'number' && status < 500) throw error;
        throw badRequest('Neispravan multipart zahtjev');
      }
      if (!file || file.length === 0) throw badRequest('Nedostaje datoteka (polje file)');
      if (listItemId !== undefined && !id.safeParse(listItemId).success) throw badRequest();
      // Judge by the bytes, never by the file name or the declared type.
      const type = await fileTypeFromBuffer(file);
      if (!type || !ALLOWED_MIME.has(type.mime)) {
        throw new HttpError(415, apiMessages.notAnImage);
      }
      const pixels = pixelsOf(file);
      if (pixels === null) throw new HttpError(415, apiMessages.notAnImage);
      if (pixels > deps.config.imageMaxPixels) throw new HttpError(413, apiMessages.imageTooLarge);
      if (!(await quota.take(auth.userId, file.length)))
        throw tooManyRequests(apiMessages.uploadQuotaExceeded);
      if (listItemId) await teamItem(db, auth.teamId, listItemId);
      const urlKey = randomToken(24);
      // With a bucket, the object exists before the row that names it, so the URL never answers 404.
      if (deps.imageStore) await deps.imageStore.put(urlKey, file, type.mime);
      const row = await change(deps, async (tx, out) => {
        const [inserted] = await tx
          .insert(listItemImages)
          .values({
            id: newId(),
            urlKey,
            teamId: auth.teamId,
            uploadedBy: auth.userId,
            listItemId: listItemId ?? null,
            mime: type.mime,
            size: file.length,
            bytes: deps.imageStore ? null : file,
          })
          .returning(imageColumns);
        if (!inserted) throw notFound();
        await announce(tx, out, auth, inserted.listItemId);
        return inserted;
      }).catch(async (error: unknown) => {
        await deps.imageStore?.delete(urlKey).catch(() => undefined);
        throw error;
      });
      return ok({ listItemImage: toImage(row) }, apiMessages.imageAdded);
    },
  );

  app.put(
    '/list-item-images/:id',
    {
      schema: { params: idParams, body: updateImageBody, response: { 200: listItemImageResponse } },
    },
    async (request) => {
      const auth = caller(request);
      const { description, listItemId } = request.body;
      if (listItemId) await teamItem(db, auth.teamId, listItemId);
      const row = await change(deps, async (tx, out) => {
        const [updated] = await tx
          .update(listItemImages)
          .set({
            ...(description !== undefined ? { description } : {}),
            ...(listItemId !== undefined ? { listItemId } : {}),
          })
          .where(
            and(eq(listItemImages.id, request.params.id), eq(listItemImages.teamId, auth.teamId)),
          )
          .returning(imageColumns);
        if (!updated) throw notFound();
        await announce(tx, out, auth, updated.listItemId);
        return updated;
      });
      return ok({ listItemImage: toImage(row) }, apiMessages.imageSaved);
    },
  );

  app.delete(
    '/list-item-images/:id',
    { schema: { params: idParams, response: { 200: envelope(emptyData) } } },
    async (request) => {
      const auth = caller(request);
      await change(deps, async (tx, out) => {
        const [row] = await tx
          .delete(listItemImages)
          .where(
            and(eq(listItemImages.id, request.params.id), eq(listItemImages.teamId, auth.teamId)),
          )
          .returning({ listItemId: listItemImages.listItemId });
        if (!row) throw notFound();
        await announce(tx, out, auth, row.listItemId);
      });
      return ok(null, apiMessages.imageDeleted);
    },
  );
};

/**
 * GET /api/images/{key}: the bytes, for a plain <img> (no Authorization header). The key is 192
 * random bits, so the URL itself is the capability; the content never changes, so cache forever.
 */
export const imageFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const store = app.deps.imageStore;
  app.get(
    '/images/:key',
    { schema: { params: imageKeyParams, hide: true } },
    async (request, reply) => {
      const [row] = await db
        .select({ mime: listItemImages.mime, bytes: listItemImages.bytes })
        .from(listItemImages)
        .where(eq(listItemImages.urlKey, request.params.key));
      if (!row) throw notFound();
      // Bytes still in the database (not yet copied to the bucket) are served from there.
      const bytes = row.bytes ?? (store ? await store.get(request.params.key) : null);
      if (!bytes) throw notFound();
      return reply
        .header('content-type', row.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(bytes);
    },
  );
};
