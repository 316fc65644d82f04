import { apiMessages, barcodeParams, foodLookupResponse } from '@organizator/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope';
import { lookUpFood } from '../lib/food-lookup';

/**
 * GET /food-lookup/{code}: a grocery draft (not stored) from Open Food Facts' product API under
 * FOOD_LOOKUP_URL; 404 for an unknown product (or with the lookup off), 502 when the service cannot
 * be reached or answers nonsense, 504 when it is slower than FOOD_LOOKUP_TIMEOUT_MS.
 */
export const foodLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get(
    '/food-lookup/:code',
    { schema: { params: barcodeParams, response: { 200: foodLookupResponse } } },
    async (request) => {
      const grocery = await lookUpFood(
        deps.database.db,
        deps.config,
        request.params.code,
        deps.now,
      );
      return ok({ grocery }, apiMessages.foodLookupFound);
    },
  );
};
