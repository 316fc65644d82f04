import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, type Db, rowsOf } from '../db/client';
import { listItemImages } from '../db/schema';
import type { ImageStore } from './image-store';
import { exclusively, JOB_LOCK, scheduleJob } from './jobs';

/** How often deleted images' objects are removed and database images are moved to the store. */
export const IMAGE_OBJECT_JOB_INTERVAL_MS = 60_000;
/** Rows handled per transaction, so one round never holds a lock for long. */
const BATCH = 50;

/**
 * Removes the objects of deleted images (queued by the delete trigger), in batches, under the job's
 * advisory lock. A crash between the object delete and the queue delete only repeats a delete,
 * which the store answers with success. Answers how many objects were removed.
 */
export async function deleteQueuedObjects(database: Database, store: ImageStore): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await exclusively(database, JOB_LOCK.imageObjectDeletes, async (tx) => {
      const queued = await rowsOf<{ key: string }>(
        tx,
        sql`select key from image_object_deletes order by created_at limit ${BATCH} for update skip locked`,
      );
      for (const { key } of queued) await store.delete(key);
      if (queued.length > 0) {
        await tx.execute(
          sql`delete from image_object_deletes where key in (${sql.join(
            queued.map((q) => sql`${q.key}`),
            sql`, `,
          )})`,
        );
      }
      return queued.length;
    });
    if (!done) return total;
    total += done;
    if (done < BATCH) return total;
  }
}

/**
 * Moves images whose bytes are still in the database (uploaded before the bucket was configured)
 * into the store, a batch at a time: put the object, then clear the column only if the row still
 * holds bytes. Resumable from wherever it stopped (a row is either still in the database or already
 * in the store); an image deleted meanwhile has its fresh object removed again.
 */
export async function copyImagesToStore(database: Database, store: ImageStore): Promise<number> {
  let total = 0;
  for (;;) {
    const moved = await exclusively(database, JOB_LOCK.imageCopy, async (tx: Db) => {
      const rows = await tx
        .select({ id: listItemImages.id, key: listItemImages.urlKey, mime: listItemImages.mime })
        .from(listItemImages)
        .where(isNotNull(listItemImages.bytes))
        .limit(BATCH);
      for (const row of rows) {
        const [withBytes] = await tx
          .select({ bytes: listItemImages.bytes })
          .from(listItemImages)
          .where(eq(listItemImages.id, row.id));
        if (!withBytes?.bytes) continue;
        await store.put(row.key, withBytes.bytes, row.mime);
        const cleared = await tx
          .update(listItemImages)
          .set({ bytes: null })
          .where(and(eq(listItemImages.id, row.id), isNotNull(listItemImages.bytes)))
          .returning({ id: listItemImages.id });
        if (cleared.length === 0) await store.delete(row.key);
      }
      return rows.length;
    });
    if (!moved) return total;
    total += moved;
    if (moved < BATCH) return total;
  }
}

export function scheduleImageObjectJobs(
  app: FastifyInstance,
  database: Database,
  store: ImageStore,
): () => Promise<void> {
  return scheduleJob(app, 'image objects', IMAGE_OBJECT_JOB_INTERVAL_MS, async () => {
    const copied = await copyImagesToStore(database, store);
    const deleted = await deleteQueuedObjects(database, store);
    if (copied || deleted) app.log.info({ copied, deleted }, 'image objects updated');
  });
}
