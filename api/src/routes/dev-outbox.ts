import { outboxQuery, outboxResponse } from '@organizator/shared/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outbox } from '../db/schema';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { isLoopbackClient } from '../lib/loopback';

/**
 * GET /api/dev/outbox?email=E: the mails stored for developers and the test suites, newest first.
 * It exists only when the server was started with DEV_OUTBOX=1, and answers loopback clients only:
 * anyone else gets the same 404 as for a path that does not exist, since the outbox holds login codes.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  if (!deps.config.devOutbox) return;
  app.get(
    '/dev/outbox',
    {
      // Refused before the query is even validated: a remote client learns nothing.
      onRequest: async (request) => {
        if (!isLoopbackClient(request)) throw notFound();
      },
      schema: { querystring: outboxQuery, response: { 200: outboxResponse }, hide: true },
    },
    async (request) => {
      const rows = await deps.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, request.query.email))
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(50);
      return ok({
        messages: rows.map((row) => ({
          to: row.to,
          subject: row.subject,
          text: row.text,
          code: row.code,
          link: row.link,
          createdAt: row.createdAt.toISOString(),
        })),
      });
    },
  );
};
