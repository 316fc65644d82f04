import type { QueryClient } from '@tanstack/react-query';
import {
  type FoodLiveEvent,
  isDeparture,
  isListEvent,
  isMealPlanEvent,
  isPotEvent,
  isTeamEvent,
  type List,
  type ListItem,
  type ListLiveEvent,
  type LiveEvent,
  type MealPlanLiveEvent,
  type PotLiveEvent,
} from '../contract';
import { allListChangesKey, itemIdOfChange } from './list-changes';
import { queries } from './options';

/**
 * docs/product.md#behaviour: a list event updates the cached lists overview and the one list it names. An item event
 * carries the item as stored (or the deleted id), so the cached list is patched in place instead of
 * fetched again; whatever cannot be patched safely is refetched (see `applyListEvent`). A membership
 * event refreshes what depends on who is in the team (refreshMembership).
 */
export function applyLiveEvent(client: QueryClient, event: LiveEvent, meId?: string) {
  if (isListEvent(event)) return applyListEvent(client, event);
  if (isTeamEvent(event)) {
    return refreshMembership(client, isDeparture(event) && event.memberId === meId);
  }
  if (isMealPlanEvent(event)) return applyMealPlanEvent(client, event);
  if (isPotEvent(event)) return applyPotEvent(client, event);
  return applyFoodEvent(client, event);
}

/**
 * A teammate cooked, ate from, changed or deleted a pot: the pots are refetched (what is left shows
 * live); a deleted pot also clears its leftovers on the menu.
 */
function applyPotEvent(client: QueryClient, event: PotLiveEvent) {
  return Promise.all([
    client.invalidateQueries({ queryKey: queries.pots.all() }),
    event.type === 'pot-deleted'
      ? client.invalidateQueries({ queryKey: queries.mealPlan.all() })
      : undefined,
  ]);
}

/**
 * A teammate stored a day's menu: every cached range holding that day, and the member's diary day
 * of that date (its `planned` entries), are refetched. Ranges without the day stay as they are.
 */
function applyMealPlanEvent(client: QueryClient, event: MealPlanLiveEvent) {
  return Promise.all([
    client.invalidateQueries({
      queryKey: queries.mealPlan.all(),
      predicate: (query) => {
        const [, , from, to] = query.queryKey;
        return (
          typeof from !== 'string' ||
          typeof to !== 'string' ||
          (from <= event.date && event.date <= to)
        );
      },
    }),
    client.invalidateQueries({ queryKey: queries.diaries.day(event.date).queryKey }),
  ]);
}

/**
 * A teammate's team grocery or recipe changed: every cached view of that kind is refetched (the
 * catalogue, pickers, a barcode answer, a recipe whose ingredient it is). Foods are small and these
 * events rare, so nothing is patched in place.
 */
function applyFoodEvent(client: QueryClient, event: FoodLiveEvent) {
  if ('groceryId' in event) {
    // A recipe shows its ingredients' current values: those change with the grocery.
    return Promise.all([
      client.invalidateQueries({ queryKey: queries.groceries.all() }),
      client.invalidateQueries({ queryKey: queries.recipes.all() }),
    ]);
  }
  return client.invalidateQueries({ queryKey: queries.recipes.all() });
}

/** What an event changes in a list: items set to their stored state, items gone. */
interface ItemPatch {
  upserts: ListItem[];
  removals: string[];
  /** An update of an item the cache does not hold means the cache missed something: refetch. */
  knownOnly: boolean;
}

function itemPatch(event: ListLiveEvent): ItemPatch | undefined {
  switch (event.type) {
    case 'list-item-added':
      return event.item ? { upserts: [event.item], removals: [], knownOnly: false } : undefined;
    case 'list-item-updated':
      return event.item ? { upserts: [event.item], removals: [], knownOnly: true } : undefined;
    case 'list-item-deleted':
      return event.itemId ? { upserts: [], removals: [event.itemId], knownOnly: false } : undefined;
    case 'list-updated':
      // Several item changes coalesced by the server; without them it is the list itself that changed.
      return event.items || event.removedItemIds
        ? { upserts: event.items ?? [], removals: event.removedItemIds ?? [], knownOnly: false }
        : undefined;
    default:
      return undefined;
  }
}

/** The list with the patch applied (a new category goes to the end of the order, as the API does). */
function patched(list: List, patch: ItemPatch, skip: ReadonlySet<string>): List | undefined {
  const upserts = patch.upserts.filter((item) => !skip.has(item.id));
  const removals = new Set(patch.removals.filter((id) => !skip.has(id)));
  if (upserts.length === 0 && removals.size === 0) return list;
  const byId = new Map(upserts.map((item) => [item.id, item]));
  const items: ListItem[] = [];
  for (const item of list.items) {
    if (removals.has(item.id)) continue;
    const stored = byId.get(item.id);
    items.push(stored ?? item);
    byId.delete(item.id);
  }
  if (patch.knownOnly && byId.size > 0) return undefined;
  items.push(...byId.values());
  const categoriesOrder = [...list.categoriesOrder];
  for (const item of upserts) {
    if (!categoriesOrder.includes(item.category)) categoriesOrder.push(item.category);
  }
  return { ...list, items, categoriesOrder };
}

/** The member's own changes of this list not yet answered (in flight, or queued while offline). */
function ownChanges(client: QueryClient, listId: string) {
  return client.getMutationCache().findAll({
    status: 'pending',
    predicate: (m) =>
      m.options.mutationKey?.[0] === allListChangesKey[0] && m.options.mutationKey?.[2] === listId,
  });
}

const refetchScheduled = new WeakMap<QueryClient, Set<string>>();

/**
 * A teammate changed an item the member's own unanswered change is about: which of the two the
 * server holds last is not known here, so the list is fetched once the member's changes are settled
 * (not now: a fetch now would show the list without the member's change for a moment).
 */
function refetchWhenSettled(client: QueryClient, listId: string) {
  let scheduled = refetchScheduled.get(client);
  if (!scheduled) {
    scheduled = new Set();
    refetchScheduled.set(client, scheduled);
  }
  if (scheduled.has(listId)) return;
  scheduled.add(listId);
  const done = scheduled;
  const unsubscribe = client.getMutationCache().subscribe(() => {
    if (ownChanges(client, listId).length > 0) return;
    unsubscribe();
    done.delete(listId);
    void refetchList(client, listId);
  });
}

function refetchList(client: QueryClient, listId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: queries.lists.overview().queryKey }),
    client.invalidateQueries({ queryKey: queries.lists.detail(listId).queryKey }),
  ]);
}

/**
 * Patches the cached list (detail and overview) from an item event. Refetched instead: an event
 * without its item, a change of the list itself, a list whose fetch is in flight (its answer may
 * predate the event and would undo the patch), an update of an item the cache lacks. Items the
 * member's own unanswered changes are about are left as the member set them and re-read after.
 */
function applyListEvent(client: QueryClient, event: ListLiveEvent) {
  const patch = itemPatch(event);
  if (!patch) return refetchList(client, event.listId);
  const detailKey = queries.lists.detail(event.listId).queryKey;
  const overviewKey = queries.lists.overview().queryKey;

  const own = ownChanges(client, event.listId);
  const skip = new Set<string>();
  for (const change of own) {
    const itemId = itemIdOfChange(change.options.mutationKey?.[1], change.state.variables);
    if (itemId) skip.add(itemId);
  }
  const conflicts = [...patch.upserts.map((i) => i.id), ...patch.removals].some((id) =>
    skip.has(id),
  );
  if (conflicts) refetchWhenSettled(client, event.listId);

  const refetch: Promise<void>[] = [];
  const detail = client.getQueryData<List>(detailKey);
  if (detail) {
    const next =
      client.getQueryState(detailKey)?.fetchStatus === 'fetching'
        ? undefined
        : patched(detail, patch, skip);
    if (next) client.setQueryData(detailKey, next);
    else refetch.push(client.invalidateQueries({ queryKey: detailKey }));
  }
  const overview = client.getQueryData<List[]>(overviewKey);
  if (overview) {
    const index = overview.findIndex((list) => list.id === event.listId);
    const next =
      index < 0 || client.getQueryState(overviewKey)?.fetchStatus === 'fetching'
        ? undefined
        : patched(overview[index]!, patch, skip);
    if (next)
      client.setQueryData(
        overviewKey,
        overview.map((list, i) => (i === index ? next : list)),
      );
    else refetch.push(client.invalidateQueries({ queryKey: overviewKey }));
  }
  return Promise.all(refetch);
}

/**
 * After the signed-in user's team or a team member changed: the user (team and owner flag), both
 * team views, the pending invites, the lists and the foods (team foods follow their owner's
 * membership). `leftTeam`: the user is no longer in the team whose lists are cached, so those are
 * reset (gone from the cache, refetched from scratch), not shown stale while the refetch is refused.
 */
export function refreshMembership(client: QueryClient, leftTeam: boolean) {
  return Promise.all([
    client.invalidateQueries({ queryKey: queries.me.all() }),
    client.invalidateQueries({ queryKey: queries.team.all() }),
    client.invalidateQueries({ queryKey: queries.invites.all() }),
    leftTeam
      ? client.resetQueries({ queryKey: queries.lists.all() })
      : client.invalidateQueries({ queryKey: queries.lists.all() }),
    client.invalidateQueries({ queryKey: queries.groceries.all() }),
    client.invalidateQueries({ queryKey: queries.recipes.all() }),
    // The menu is the team's: another team's menu (and the diary's planned entries) now.
    client.invalidateQueries({ queryKey: queries.mealPlan.all() }),
    client.invalidateQueries({ queryKey: queries.diaries.allDays() }),
    client.invalidateQueries({ queryKey: queries.pots.all() }),
  ]);
}

/**
 * After the live stream was down: every query a live event could have invalidated (all lists, every
 * list detail, the foods), since the events sent meanwhile are lost. Pages on screen refetch at once; the rest
 * refetch when next shown.
 */
export function invalidateForCatchUp(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: queries.lists.all() }),
    client.invalidateQueries({ queryKey: queries.groceries.all() }),
    client.invalidateQueries({ queryKey: queries.recipes.all() }),
    client.invalidateQueries({ queryKey: queries.mealPlan.all() }),
    client.invalidateQueries({ queryKey: queries.diaries.allDays() }),
    client.invalidateQueries({ queryKey: queries.pots.all() }),
  ]);
}
