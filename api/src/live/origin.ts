import { AsyncLocalStorage } from 'node:async_hooks';
import { isLiveOrigin, LIVE_ORIGIN_HEADER } from '@organizator/shared/contract';
import type { FastifyInstance } from 'fastify';

/**
 * The live origin (the tab) of the request being handled, for the changes it makes: their events
 * skip that tab's own stream only (docs/decisions/api.md, "A member's other tabs and devices hear
 * their own changes"). Held in async context rather than passed down, so no route has to thread it
 * through to `change()`; jobs run outside any request and so announce to every stream.
 */
const current = new AsyncLocalStorage<string | undefined>();

/** The calling tab's live origin, if the request named a valid one. */
export const requestLiveOrigin = (): string | undefined => current.getStore();

/** A header or query value as a live origin; anything that is not a valid token counts as none. */
export function liveOriginOf(value: string | string[] | undefined): string | undefined {
  const one = Array.isArray(value) ? value[0] : value;
  return isLiveOrigin(one) ? one : undefined;
}

/**
 * Runs each request's handler inside its origin's context. preHandler, not onRequest: body parsing
 * in between runs in the socket's callbacks, which would lose the context.
 */
export function installLiveOrigin(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    current.run(liveOriginOf(request.headers[LIVE_ORIGIN_HEADER]), done);
  });
}
