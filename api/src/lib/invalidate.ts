import type { FastifyRequest } from 'fastify';
import type { Invalidation } from '../http/read-cache';
import type { AppDeps } from '../types';
import { foodAnswersOfProcess } from './food-answers';

/** After a committed write: forget cached reads here at once, and in the other processes. */
export async function invalidate(
  deps: AppDeps,
  request: FastifyRequest,
  what: Invalidation,
): Promise<void> {
  deps.cache.invalidate(what);
  foodAnswersOfProcess.invalidate(what);
  deps.hub.closeSessions(what.sessions ?? []);
  try {
    await deps.bus.invalidate(what);
  } catch (error) {
    request.log.warn({ err: error }, 'cache invalidation not published');
  }
}
