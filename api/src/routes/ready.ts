import { apiMessages, readyResponse } from '@organizator/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope';

/**
 * GET /api/ready: 200 while this process can serve everything, 503 while it cannot hear live events
 * (its LISTEN connection is down: its streams and read cache would go stale) or is shutting down,
 * so a load balancer sends traffic elsewhere.
 */
export const readyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get(
    '/ready',
    { schema: { response: { 200: readyResponse, 503: readyResponse }, hide: true } },
    async (_request, reply) => {
      const ready = deps.bus.listening && !deps.lifecycle.closing;
      reply.header('cache-control', 'no-store');
      if (ready) return ok({ ready }, apiMessages.serverReady);
      return reply
        .code(503)
        .send({ success: false, message: apiMessages.serverNotReady, data: { ready } });
    },
  );
};
