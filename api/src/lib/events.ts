import type {
  FoodLiveEvent,
  ListItem,
  ListLiveEvent,
  MealPlanLiveEvent,
  PotLiveEvent,
  TeamLiveEvent,
} from '@organizator/shared/contract';
import type { AuthContext } from '../types';
import type { Outbox } from './change';

type ListEventType = 'list-updated' | 'list-items-restarted';
type ItemEventType = Exclude<ListLiveEvent['type'], ListEventType>;

/**
 * What an item event says about the item: the item as stored (added, updated) or the deleted one's
 * id and name, so clients patch their cached list; a bare name makes them refetch the list.
 */
type ItemRef = string | ListItem | { id: string; name: string };

/**
 * Tells the rest of the acting user's team about a change (docs/product.md#api events), in the
 * change's own transaction (`out`, see lib/change.ts).
 */
export function publishListEvent(
  out: Outbox,
  auth: AuthContext,
  type: ListEventType,
  list: { id: string; name: string },
): void;
export function publishListEvent(
  out: Outbox,
  auth: AuthContext,
  type: ItemEventType,
  list: { id: string; name: string },
  item: ItemRef,
): void;
export function publishListEvent(
  out: Outbox,
  auth: AuthContext,
  type: ListLiveEvent['type'],
  list: { id: string; name: string },
  item?: ItemRef,
): void {
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
  out.event(auth.teamId, event);
}

/**
 * Tells a team about a membership change. The hub ends the streams of a member who left or was
 * removed once this event has reached them, so they reconnect into their new team.
 */
export function publishTeamEvent(out: Outbox, teamId: string, event: TeamLiveEvent): void {
  out.event(teamId, event);
}

/**
 * Tells the team that several items of a list changed at once (a recipe's ingredients): one
 * list-updated event carrying the items as stored (the log has no size limit).
 */
export function publishItemsChanged(
  out: Outbox,
  auth: AuthContext,
  list: { id: string; name: string },
  items: ListItem[],
): void {
  out.event(auth.teamId, {
    type: 'list-updated',
    listId: list.id,
    listName: list.name,
    userName: auth.name || auth.email,
    userId: auth.userId,
    items,
  });
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
export function publishFoodEvent(
  out: Outbox,
  auth: AuthContext,
  seen: { before: boolean; after: boolean },
  change: FoodChange,
): void {
  if (!seen.before && !seen.after) return;
  const event: FoodLiveEvent = {
    ...change,
    userId: auth.userId,
    userName: auth.name || auth.email,
  };
  out.event(auth.teamId, event);
}

/**
 * Tells the rest of the team that a member stored a new menu for `date` (their own streams are not
 * told, as for every change).
 */
export function publishMealPlanEvent(out: Outbox, auth: AuthContext, date: string): void {
  const event: MealPlanLiveEvent = {
    type: 'meal-plan-updated',
    date,
    userId: auth.userId,
    userName: auth.name || auth.email,
  };
  out.event(auth.teamId, event);
}

/** Tells the rest of the team that a member changed a pot; `grams`: the portion they took. */
export function publishPotEvent(
  out: Outbox,
  auth: AuthContext,
  type: PotLiveEvent['type'],
  pot: { id: string; name: string },
  grams?: number,
): void {
  const event: PotLiveEvent = {
    type,
    potId: pot.id,
    name: pot.name,
    userId: auth.userId,
    userName: auth.name || auth.email,
    ...(grams !== undefined ? { grams } : {}),
  };
  out.event(auth.teamId, event);
}

function itemFields(type: ItemEventType, item: ItemRef) {
  if (typeof item === 'string') return { itemName: item };
  if (type === 'list-item-deleted') return { itemName: item.name, itemId: item.id };
  return 'isDone' in item ? { itemName: item.name, item } : { itemName: item.name };
}
