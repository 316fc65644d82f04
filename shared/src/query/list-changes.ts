import { isGatewayFailure, listsApi } from '@organizator/shared/client';
import type { ListItem, ListItemImage } from '@organizator/shared/contract';
import { t } from '@organizator/shared/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { gotNoAnswer, waitsForNetwork } from './network-state';
import { queries } from './options';

/**
 * Changes to a shopping list that may be made offline. Their functions are registered by key on
 * the page's QueryClient (not only in mf-lists' hooks), so a change saved while offline is sent
 * after a reload or from any page, even before the lists area has loaded again.
 *
 * Conflict rule (docs/decisions/lists.md): changes are replayed in the order they were made, each
 * as a field-level update, so the later toggle or edit of an item wins over a teammate's earlier
 * one; an item or list a teammate deleted meanwhile is not resurrected: the change is dropped and
 * the member is told.
 */
type ListChangeKind =
  | 'toggle'
  | 'add-item'
  | 'update-item'
  | 'remove-item'
  | 'update-list'
  | 'recipe-items';

export interface ToggleChange {
  item: ListItem;
  isDone: boolean;
}
export interface AddItemChange {
  /** Chosen when the change is made, so sending it again cannot add the item twice. */
  id?: string;
  name: string;
  category: string;
  /** Optional amount with unit ("2 l"); null or absent for none. */
  quantity?: string | null;
  images: ListItemImage[];
}
export interface UpdateItemChange {
  itemId: string;
  name: string;
  category: string;
  /** Absent leaves it as it is (a change queued before quantities existed); null clears it. */
  quantity?: string | null;
}
export interface UpdateListChange {
  name?: string;
  categoriesOrder?: string[];
}

/**
 * A recipe's ingredients onto the list (merged by the server into open items of the same name).
 * Made from the groceries area, queued like any list change, so it waits offline and replays once.
 */
export interface RecipeItemsChange {
  recipeId: string;
  servings: number;
  /** Chosen when the change is made: a resend (retry, replay after a reload) adds nothing twice. */
  requestId: string;
  /** Not sent: the list names the recipe while the change waits (its items come from the server). */
  recipeName?: string;
}

const ROOT = 'list-change';
/** Every queued list change, of any list (the shell counts the waiting ones). */
export const allListChangesKey = [ROOT] as const;
/** A change's key: kind and list, so the registered function knows which list it is for. */
export const listChangeKey = (kind: ListChangeKind, listId: string) =>
  [ROOT, kind, listId] as const;
/** One list's changes run one after another, in the order they were made (offline too). */
export const listChangeScope = (listId: string) => ({ id: `${ROOT}:${listId}` });

const listIdOf = (key: readonly unknown[] | undefined) => String(key?.[2] ?? '');

/** The item a change is about, for the per-item "waiting" marker. */
export function itemIdOfChange(kind: unknown, variables: unknown): string | null {
  if (!variables || typeof variables !== 'object') return null;
  if (kind === 'toggle') return (variables as ToggleChange).item.id;
  if (kind === 'update-item') return (variables as UpdateItemChange).itemId;
  if (kind === 'remove-item') return (variables as ListItem).id;
  return null;
}

const itemNameOf = (kind: unknown, variables: unknown): string | undefined => {
  if (kind === 'toggle') return (variables as ToggleChange).item.name;
  if (kind === 'update-item') return (variables as UpdateItemChange).name;
  if (kind === 'remove-item') return (variables as ListItem).name;
  return undefined;
};

/**
 * A change refused with 404: a teammate deleted the item or the list meanwhile, so the change is
 * dropped (not re-created), and this says which (mutation-errors.ts shows it).
 */
export function droppedChangeText(mutationKey: readonly unknown[] | undefined, variables: unknown) {
  const itemName = itemNameOf(mutationKey?.[1], variables);
  return itemName ? t.offline.droppedDeleted(itemName) : t.offline.droppedListDeleted;
}

const GATEWAY_RETRIES = 4;
const GATEWAY_RETRY_FIRST_MS = 250;

export function registerListChangeDefaults(client: QueryClient) {
  const refetch = (listId: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: queries.lists.detail(listId).queryKey }),
      client.invalidateQueries({ queryKey: queries.lists.overview().queryKey }),
    ]);
  const register = <TVariables>(
    kind: ListChangeKind,
    send: (listId: string, variables: TVariables) => Promise<unknown>,
  ) => {
    client.setMutationDefaults([ROOT, kind], {
      // Offline, a list change waits (paused, saved with the cache) and is sent on reconnect.
      networkMode: 'online',
      mutationFn: (variables: TVariables, context) =>
        send(listIdOf(context.mutationKey), variables),
      // The query client reports a failure (mutation-errors.ts); removing what is already gone (a
      // teammate, or this removal sent before a reload) needs no word.
      meta: { notFound: kind === 'remove-item' ? 'ignore' : 'dropped' },
      // Every list change is idempotent (an add carries its id, recipe items their request id), so
      // one the balancer could not deliver (a process restarting mid-deploy) is sent again, and one
      // that got no answer waits for the network like a change made offline (`waitsForNetwork`).
      retry: (failures: number, error: unknown) =>
        waitsForNetwork(error) || (failures < GATEWAY_RETRIES && isGatewayFailure(error)),
      // No answer: it shows as waiting again at once (banner, marker), not after a gateway back-off.
      retryDelay: (failures: number, error: unknown) =>
        gotNoAnswer(error) ? 0 : GATEWAY_RETRY_FIRST_MS * 2 ** failures,
      onSettled: (_data: unknown, _error: unknown, _variables: TVariables, _result, context) =>
        refetch(listIdOf(context.mutationKey)),
    });
  };
  register<ToggleChange>('toggle', (listId, { item, isDone }) =>
    listsApi.updateItem(listId, item.id, { isDone }),
  );
  register<AddItemChange>('add-item', (listId, item) =>
    listsApi.addItem(listId, {
      ...(item.id ? { id: item.id } : {}),
      name: item.name,
      category: item.category,
      ...(item.quantity ? { quantity: item.quantity } : {}),
      images: item.images.map((image) => image.id),
    }),
  );
  register<UpdateItemChange>('update-item', (listId, { itemId, name, category, quantity }) =>
    listsApi.updateItem(listId, itemId, {
      name,
      category,
      ...(quantity !== undefined ? { quantity } : {}),
    }),
  );
  register<ListItem>('remove-item', (listId, item) => listsApi.removeItem(listId, item.id));
  register<UpdateListChange>('update-list', (listId, body) => listsApi.update(listId, body));
  register<RecipeItemsChange>('recipe-items', (listId, { recipeId, servings, requestId }) =>
    listsApi.addRecipeItems(listId, { recipeId, servings, requestId }),
  );
}
