import { apiMessages, barcodeParams, foodLookupResponse } from '@organizator/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller } from '../http/auth-hook';
import { ok } from '../http/envelope';
import { lookUpFood } from '../lib/food-lookup';
import { createLimiter } from '../lib/shared-counters';

/**
 * GET /food-lookup/{code}: a grocery draft (not stored) from Open Food Facts' product API under
 * FOOD_LOOKUP_URL; 404 for an unknown product (or with the lookup off), 502 when the service cannot
 * be reached or answers nonsense, 504 when it is slower than FOOD_LOOKUP_TIMEOUT_MS, 429 when the
 * caller has asked the service too often (answers kept in the database do not count).
 */
export const foodLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const perUser = createLimiter(
    deps.database,
    'food-lookup',
    deps.config.rateLimits.foodLookupPerUser,
    deps.now,
  );
  app.get(
    '/food-lookup/:code',
    { schema: { params: barcodeParams, response: { 200: foodLookupResponse } } },
    async (request) => {
      const { userId } = caller(request);
      const grocery = await lookUpFood(
        deps.database.db,
        deps.config,
        request.params.code,
        deps.now,
        () => perUser.hit(userId),
      );
      return ok({ grocery }, apiMessages.foodLookupFound);
    },
  );
};
