import { and, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client';
import { listItemImages } from '../db/schema';
import { exclusively, JOB_LOCK, scheduleJob } from './jobs';

/**
 * An image is uploaded before the item it belongs to exists (the add-item view sends the ids with
 * the new item). One that no item took within this time was abandoned: the view was left, or the
 * add failed for good.
 */
export const UNATTACHED_IMAGE_TTL_MS = 24 * 60 * 60 * 1000;
/** How often the sweep runs (in one API process at a time). */
export const IMAGE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes the images no item has taken for `UNATTACHED_IMAGE_TTL_MS`; returns their keys. */
export async function deleteUnattachedImages(db: Db, now: number): Promise<string[]> {
  const deleted = await db
    .delete(listItemImages)
    .where(
      and(
        isNull(listItemImages.listItemId),
        lt(listItemImages.createdAt, new Date(now - UNATTACHED_IMAGE_TTL_MS)),
      ),
    )
    .returning({ key: listItemImages.urlKey });
  return deleted.map((row) => row.key);
}

/** Sweeps once the server is ready and then hourly, under the sweep's advisory lock. */
export function scheduleImageSweep(
  app: FastifyInstance,
  database: Database,
  now: () => number,
): () => Promise<void> {
  return scheduleJob(app, 'image sweep', IMAGE_SWEEP_INTERVAL_MS, async () => {
    const deleted = await exclusively(database, JOB_LOCK.imageSweep, (tx) =>
      deleteUnattachedImages(tx, now()),
    );
    if (deleted?.length) app.log.info({ deleted: deleted.length }, 'unattached images deleted');
  });
}
