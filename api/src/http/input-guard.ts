import { apiMessages } from '@organizator/shared/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** Deeper than any body of the contract (a note's nested list at its limit is about 45 deep). */
export const MAX_JSON_DEPTH = 64;

/**
 * Why a parsed JSON body is refused before validation, or null: nesting past MAX_JSON_DEPTH
 * (a schema would recurse into it), or a NUL character in any key or string (PostgreSQL cannot
 * store it, not even inside jsonb). Walked without recursion, so no input can overflow the stack.
 */
export function refusal(body: unknown): string | null {
  const stack: [unknown, number][] = [[body, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return apiMessages.invalidCharacter;
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_JSON_DEPTH) return apiMessages.tooDeeplyNested;
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return apiMessages.invalidCharacter;
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

/** Every route: a JSON body is checked by `refusal` before its schema sees it. */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.isMultipart()) return;
    const reason = refusal(request.body);
    if (reason) throw badRequest(reason);
  });
}
