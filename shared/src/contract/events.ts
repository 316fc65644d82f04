import { z } from 'zod/mini';
import { id, isoDate } from './common';
import { listItem } from './lists';

/** The live events of docs/product.md#api, as sent on /api/sse (the SSE `event:` name is `type`). */
// userId is the member who made the change; the server sends it to every stream of the team but the
// one of the tab the change came from (docs/decisions/api.md, "A member's other tabs and devices
// hear their own changes").
const listEvent = { listId: id, listName: z.string(), userName: z.string(), userId: id };
const itemEvent = { ...listEvent, itemName: z.string() };
/**
 * What a client needs to patch its cached list instead of fetching it again: the item as stored
 * after an add or update, the id of a deleted item. Optional: an event without it (or one the
 * client cannot apply) makes the client refetch the list.
 */
const storedItem = { item: z.optional(listItem) };
const deletedItem = { itemId: z.optional(id) };
/**
 * Several item changes of one list in one delivery (the server coalesces a busy list's item events
 * per stream): the items as stored now and the ids of the deleted ones. A list-updated without
 * these is a change of the list itself (name, category order, deletion) and is refetched.
 */
const coalescedItems = {
  items: z.optional(z.array(listItem)),
  removedItemIds: z.optional(z.array(id)),
};
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

/**
 * A team food (a grocery or recipe visible to the team) created, changed or deleted by its owner
 * (userId/userName). Sent to the owner's team when the food is team-visible before or after the
 * change (so a food made private disappears from teammates' caches too).
 */
const groceryEvent = { groceryId: id, name: z.string(), userId: id, userName: z.string() };
const recipeEvent = { recipeId: id, name: z.string(), userId: id, userName: z.string() };
/** A member (userId/userName) stored a new menu for `date` of the team's meal plan. */
const mealPlanEvent = { date: isoDate, userId: id, userName: z.string() };
/**
 * A member (userId/userName) changed a household's pot: cooked it, took a portion, changed, finished
 * or deleted it. `grams` is the portion taken (with `taken`).
 */
const potEvent = {
  potId: id,
  name: z.string(),
  userId: id,
  userName: z.string(),
  grams: z.optional(z.number()),
};

export const liveEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('list-updated'), ...listEvent, ...coalescedItems }),
  z.object({ type: z.literal('list-items-restarted'), ...listEvent }),
  z.object({ type: z.literal('list-item-added'), ...itemEvent, ...storedItem }),
  z.object({ type: z.literal('list-item-deleted'), ...itemEvent, ...deletedItem }),
  z.object({ type: z.literal('list-item-updated'), ...itemEvent, ...storedItem }),
  z.object({ type: z.literal('team-member-joined'), ...teamEvent }),
  z.object({ type: z.literal('team-member-left'), ...teamEvent }),
  z.object({ type: z.literal('team-member-removed'), ...teamEvent }),
  z.object({ type: z.literal('team-invite-declined'), ...teamEvent }),
  z.object({ type: z.literal('grocery-created'), ...groceryEvent }),
  z.object({ type: z.literal('grocery-updated'), ...groceryEvent }),
  z.object({ type: z.literal('grocery-deleted'), ...groceryEvent }),
  z.object({ type: z.literal('recipe-created'), ...recipeEvent }),
  z.object({ type: z.literal('recipe-updated'), ...recipeEvent }),
  z.object({ type: z.literal('recipe-deleted'), ...recipeEvent }),
  z.object({ type: z.literal('meal-plan-updated'), ...mealPlanEvent }),
  z.object({ type: z.literal('pot-cooked'), ...potEvent }),
  z.object({ type: z.literal('pot-portion-taken'), ...potEvent }),
  z.object({ type: z.literal('pot-updated'), ...potEvent }),
  z.object({ type: z.literal('pot-deleted'), ...potEvent }),
]);
/**
 * The header naming the tab a request comes from (its live origin): the events of the change it
 * makes are not sent to that tab's own stream, which opened with the same value as `origin`.
 */
export const LIVE_ORIGIN_HEADER = 'x-live-origin';
const LIVE_ORIGIN = /^[A-Za-z0-9_-]{8,64}$/;
/** A live origin as a client sends it; anything else is ignored (the change then goes to all). */
export const isLiveOrigin = (value: unknown): value is string =>
  typeof value === 'string' && LIVE_ORIGIN.test(value);
/** `origin`: the tab's live origin; one that is not a valid token is ignored, not refused. */
export const sseQuery = z.object({ userId: id, origin: z.optional(z.string()) });

export type LiveEvent = z.infer<typeof liveEvent>;
export type ListLiveEvent = Extract<LiveEvent, { listId: string }>;
export type TeamLiveEvent = Extract<LiveEvent, { memberId: string }>;
type GroceryLiveEvent = Extract<LiveEvent, { groceryId: string }>;
type RecipeLiveEvent = Extract<LiveEvent, { recipeId: string }>;
export type FoodLiveEvent = GroceryLiveEvent | RecipeLiveEvent;
export type MealPlanLiveEvent = Extract<LiveEvent, { type: 'meal-plan-updated' }>;
export type PotLiveEvent = Extract<LiveEvent, { potId: string }>;
export const isPotEvent = (event: LiveEvent): event is PotLiveEvent => 'potId' in event;
/** After these the member named by memberId is no longer in the team the event went to. */
export const isDeparture = (
  event: LiveEvent,
): event is Extract<LiveEvent, { type: 'team-member-left' | 'team-member-removed' }> =>
  event.type === 'team-member-left' || event.type === 'team-member-removed';
export const isTeamEvent = (event: LiveEvent): event is TeamLiveEvent => 'memberId' in event;

/**
 * The SSE event that tells a reconnecting client its Last-Event-ID is too old (or unknown) for the
 * events it missed to be replayed: it refetches whatever it shows instead. Not a LiveEvent: it
 * carries no change and never reaches the toast bus.
 */
export const LIVE_RESYNC_EVENT = 'resync';
/**
 * The header of every API answer naming where the server's event log stood when it began the read:
 * every change the answer may not show has a larger event id. Sent back as the live stream's first
 * Last-Event-ID, it gets the client the changes made between its first reads and the stream's
 * opening.
 */
export const LIVE_EVENT_ID_HEADER = 'live-event-id';
export const isListEvent = (event: LiveEvent): event is ListLiveEvent => 'listId' in event;
export const isMealPlanEvent = (event: LiveEvent): event is MealPlanLiveEvent =>
  event.type === 'meal-plan-updated';
