import { z } from 'zod';
import { id } from './common';

/** The live events of SPEC §7, as sent on /api/sse (the SSE `event:` name is `type`). */
// userId is the member who made the change: the server never sends it back to them.
const listEvent = { listId: id, listName: z.string(), userName: z.string(), userId: id };
const itemEvent = { ...listEvent, itemName: z.string() };

export const liveEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('list-updated'), ...listEvent }),
  z.object({ type: z.literal('list-items-restarted'), ...listEvent }),
  z.object({ type: z.literal('list-item-added'), ...itemEvent }),
  z.object({ type: z.literal('list-item-deleted'), ...itemEvent }),
  z.object({ type: z.literal('list-item-updated'), ...itemEvent }),
]);
export const liveEventTypes = [
  'list-updated',
  'list-items-restarted',
  'list-item-added',
  'list-item-deleted',
  'list-item-updated',
] as const;

export const sseQuery = z.object({ userId: id });

export type LiveEvent = z.infer<typeof liveEvent>;
export type LiveEventType = LiveEvent['type'];
