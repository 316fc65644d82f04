import { apiMessages } from '@organizator/shared/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** Deeper than any body of the contract (a note's nested list at its limit is about 45 deep). */
export const MAX_JSON_DEPTH = 64;

/**
 * Text PostgreSQL can store: no NUL, and no lone UTF-16 surrogate (half of an emoji, which jsonb
 * refuses and UTF-8 cannot carry).
 */
const isStorable = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);
const LONE_SURROGATE = /\p{Cs}/u;

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
      if (!isStorable(value)) return apiMessages.invalidCharacter;
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_JSON_DEPTH) return apiMessages.tooDeeplyNested;
      for (const [key, child] of Object.entries(value)) {
        if (!isStorable(key)) return apiMessages.invalidCharacter;
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

/**
 * Every route: the path's parameters, the query and a JSON body are checked by `refusal` before
 * their schemas see them, so no text the database cannot store reaches it (that would be a 500).
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const reason =
      refusal(request.params) ??
      refusal(request.query) ??
      (request.body === undefined || request.isMultipart() ? null : refusal(request.body));
    if (reason) throw badRequest(reason);
  });
}
