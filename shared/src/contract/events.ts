import { z } from 'zod';
import { id } from './common';

/** The live events of SPEC §7, as sent on /api/sse (the SSE `event:` name is `type`). */
// userId is the member who made the change: the server never sends it back to them.
const listEvent = { listId: id, listName: z.string(), userName: z.string(), userId: id };
const itemEvent = { ...listEvent, itemName: z.string() };
/**
 * Membership changes, sent to the team they concern: memberId is the person who joined, left, was
 * removed or declined; userId/userName the one who acted (the owner when removing someone).
 */
const teamEvent = {
  teamId: id,
  userId: id,
  userName: z.string(),
  memberId: id,
  memberName: z.string(),
};

export const liveEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('list-updated'), ...listEvent }),
  z.object({ type: z.literal('list-items-restarted'), ...listEvent }),
  z.object({ type: z.literal('list-item-added'), ...itemEvent }),
  z.object({ type: z.literal('list-item-deleted'), ...itemEvent }),
  z.object({ type: z.literal('list-item-updated'), ...itemEvent }),
  z.object({ type: z.literal('team-member-joined'), ...teamEvent }),
  z.object({ type: z.literal('team-member-left'), ...teamEvent }),
  z.object({ type: z.literal('team-member-removed'), ...teamEvent }),
  z.object({ type: z.literal('team-invite-declined'), ...teamEvent }),
]);
export const sseQuery = z.object({ userId: id });

export type LiveEvent = z.infer<typeof liveEvent>;
export type LiveEventType = LiveEvent['type'];
export type ListLiveEvent = Extract<LiveEvent, { listId: string }>;
export type TeamLiveEvent = Exclude<LiveEvent, ListLiveEvent>;
/** After these the member named by memberId is no longer in the team the event went to. */
export const isDeparture = (
  event: LiveEvent,
): event is Extract<LiveEvent, { type: 'team-member-left' | 'team-member-removed' }> =>
  event.type === 'team-member-left' || event.type === 'team-member-removed';
export const isTeamEvent = (event: LiveEvent): event is TeamLiveEvent => 'memberId' in event;
