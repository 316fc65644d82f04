import type {
  FoodLiveEvent,
  ListItem,
  ListLiveEvent,
  MealPlanLiveEvent,
  TeamLiveEvent,
} from '@organizator/shared/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps, AuthContext } from '../types';

type ListEventType = 'list-updated' | 'list-items-restarted';
type ItemEventType = Exclude<ListLiveEvent['type'], ListEventType>;

/**
 * What an item event says about the item: the item as stored (added, updated) or the deleted one's
 * id and name, so clients patch their cached list; a bare name makes them refetch the list.
 */
type ItemRef = string | ListItem | { id: string; name: string };

/**
 * Tells the rest of the acting user's team about a change (SPEC §7 events). Called after the change
 * is committed; a failure to publish is logged, never turned into a failed request.
 */
export async function publishListEvent(
  deps: AppDeps,
  request: FastifyRequest,
  auth: AuthContext,
  type: ListEventType,
  list: { id: string; name: string },
): Promise<void>;
export async function publishListEvent(
  deps: AppDeps,
  request: FastifyRequest,
  auth: AuthContext,
  type: ItemEventType,
  list: { id: string; name: string },
  item: ItemRef,
): Promise<void>;
export async function publishListEvent(
  deps: AppDeps,
  request: FastifyRequest,
  auth: AuthContext,
  type: ListLiveEvent['type'],
  list: { id: string; name: string },
  item?: ItemRef,
): Promise<void> {
  const base = {
    listId: list.id,
    listName: list.name,
    userName: auth.name || auth.email,
    userId: auth.userId,
  };
  const event: ListLiveEvent =
    type === 'list-updated' || type === 'list-items-restarted'
      ? { type, ...base }
      : { type, ...base, ...itemFields(type, item ?? '') };
  try {
    await deps.bus.publish({ teamId: auth.teamId, event });
  } catch (error) {
    request.log.warn({ err: error, type }, 'live event not published');
  }
}

/**
 * Tells a team about a membership change. The hub ends the streams of a member who left or was
 * removed once this event has reached them, so they reconnect into their new team.
 */
export async function publishTeamEvent(
  deps: AppDeps,
  request: FastifyRequest,
  teamId: string,
  event: TeamLiveEvent,
): Promise<void> {
  try {
    await deps.bus.publish({ teamId, event });
  } catch (error) {
    request.log.warn({ err: error, type: event.type }, 'live event not published');
  }
}

/** A NOTIFY payload must stay under 8000 bytes: item changes are sent in parts below this. */
const ITEMS_EVENT_BYTES = 6000;

/**
 * Tells the team that several items of a list changed at once (a recipe's ingredients): one
 * list-updated event carrying the items as stored, split into parts that each fit a notification.
 */
export async function publishItemsChanged(
  deps: AppDeps,
  request: FastifyRequest,
  auth: AuthContext,
  list: { id: string; name: string },
  items: ListItem[],
): Promise<void> {
  const base = {
    type: 'list-updated' as const,
    listId: list.id,
    listName: list.name,
    userName: auth.name || auth.email,
    userId: auth.userId,
  };
  const parts: ListItem[][] = [[]];
  let size = JSON.stringify(base).length;
  for (const item of items) {
    const itemSize = JSON.stringify(item).length + 1;
    const part = parts.at(-1)!;
    if (part.length > 0 && size + itemSize > ITEMS_EVENT_BYTES) {
      parts.push([item]);
      size = JSON.stringify(base).length + itemSize;
    } else {
      part.push(item);
      size += itemSize;
    }
  }
  for (const part of parts) {
    try {
      await deps.bus.publish({ teamId: auth.teamId, event: { ...base, items: part } });
    } catch (error) {
      request.log.warn({ err: error, type: base.type }, 'live event not published');
    }
  }
}

/** A food event as a route builds it; the actor is added from the request. */
type FoodChange = FoodLiveEvent extends infer E
  ? E extends FoodLiveEvent
    ? Omit<E, 'userId' | 'userName'>
    : never
  : never;

/**
 * Tells the owner's team that a team food changed (see `FoodLiveEvent`). `seen`: whether the team
 * saw the food before and after the change; when it did neither, nobody is told.
 */
export async function publishFoodEvent(
  deps: AppDeps,
  request: FastifyRequest,
  auth: AuthContext,
  seen: { before: boolean; after: boolean },
  change: FoodChange,
): Promise<void> {
  if (!seen.before && !seen.after) return;
  const event: FoodLiveEvent = {
    ...change,
    userId: auth.userId,
    userName: auth.name || auth.email,
  };
  try {
    await deps.bus.publish({ teamId: auth.teamId, event });
  } catch (error) {
    request.log.warn({ err: error, type: event.type }, 'live event not published');
  }
}

/**
 * Tells the rest of the team that a member stored a new menu for `date` (their own streams are not
 * told, as for every change).
 */
export async function publishMealPlanEvent(
  deps: AppDeps,
  request: FastifyRequest,
  auth: AuthContext,
  date: string,
): Promise<void> {
  const event: MealPlanLiveEvent = {
    type: 'meal-plan-updated',
    date,
    userId: auth.userId,
    userName: auth.name || auth.email,
  };
  try {
    await deps.bus.publish({ teamId: auth.teamId, event });
  } catch (error) {
    request.log.warn({ err: error, type: event.type }, 'live event not published');
  }
}

function itemFields(type: ItemEventType, item: ItemRef) {
  if (typeof item === 'string') return { itemName: item };
  if (type === 'list-item-deleted') return { itemName: item.name, itemId: item.id };
  return 'isDone' in item ? { itemName: item.name, item } : { itemName: item.name };
}
