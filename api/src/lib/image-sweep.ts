import { and, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { listItemImages } from '../db/schema';

/**
 * An image is uploaded before the item it belongs to exists (the add-item view sends the ids with
 * the new item). One that no item took within this time was abandoned: the view was left, or the
 * add failed for good.
 */
export const UNATTACHED_IMAGE_TTL_MS = 24 * 60 * 60 * 1000;
/** How often each API process looks for abandoned images (the delete is idempotent across them). */
export const IMAGE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes the images no item has taken for `UNATTACHED_IMAGE_TTL_MS`; returns how many. */
export async function deleteUnattachedImages(database: Database, now: number): Promise<number> {
  const deleted = await database.db
    .delete(listItemImages)
    .where(
      and(
        isNull(listItemImages.listItemId),
        lt(listItemImages.createdAt, new Date(now - UNATTACHED_IMAGE_TTL_MS)),
      ),
    )
    .returning({ id: listItemImages.id });
  return deleted.length;
}

/**
 * Sweeps once the server is ready and then every `IMAGE_SWEEP_INTERVAL_MS`. The returned `stop`
 * ends the timer and waits for a sweep in flight: call it before the database closes.
 */
export function scheduleImageSweep(
  app: FastifyInstance,
  database: Database,
  now: () => number,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= deleteUnattachedImages(database, now())
      .then(
        (deleted) => {
          if (deleted > 0) app.log.info({ deleted }, 'unattached images deleted');
        },
        (error: unknown) => app.log.warn({ err: error }, 'image sweep failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(sweep, IMAGE_SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => sweep());
  return async () => {
    clearInterval(timer);
    await running;
  };
}
