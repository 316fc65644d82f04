import { email, outboxResponse } from '@organizator/shared/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outbox } from '../db/schema';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';

/**
 * GET /api/dev/outbox?email=E: the login mails stored instead of sent (no SMTP_URL), newest first,
 * so developers and the e2e suite can sign in. With SMTP configured it does not exist (404).
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get(
    '/dev/outbox',
    {
      schema: { querystring: z.object({ email }), response: { 200: outboxResponse }, hide: true },
    },
    async (request) => {
      if (deps.mailer.kind !== 'outbox') throw notFound();
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
