import type { z } from 'zod/mini';
import * as c from '../contract';
import { tokenStore } from '../runtime/token-store';
import { ApiError, isApiError, NETWORK_ERROR_STATUS, transportMessages } from './errors';
import { type RequestOptions, request } from './request';

type Envelope = z.ZodMiniObject<{ data: z.ZodMiniObject }>;
type Data<E extends Envelope> = z.infer<E['shape']['data']>;

/**
 * The one call shape: ask `path`, check the answer's `data` against the contract's envelope and
 * hand back its `field` (`/lists` -> `data.lists`).
 */
async function fetchField<E extends Envelope, K extends keyof Data<E>>(
  envelope: E,
  field: K,
  path: string,
  init: Omit<RequestOptions<E['shape']['data']>, 'schema'> = {},
): Promise<Data<E>[K]> {
  const data = await request(path, { ...init, schema: envelope.shape.data as E['shape']['data'] });
  return data[field];
}

/** Auth and the current user (docs/product.md#api). */
export const authApi = {
  sendVerificationToken: (email: string) =>
    request('/send-verification-token', { method: 'POST', body: { email } }),
  verify: (body: c.VerifyBody, options: { auth?: boolean } = {}) =>
    request('/verify', { method: 'POST', body, schema: c.verifyResponse.shape.data, ...options }),
  me: async (): Promise<c.User | null> => {
    try {
      const user = await fetchField(c.meResponse, 'user', '/me');
      return user;
    } catch (error) {
      // No answer at all (offline, or a connection that the network dropped) says nothing about the
      // session: the query fails and keeps the user it holds (the saved copy, offline), and the guard
      // signs out only when it has none.
      if (isApiError(error) && error.status === NETWORK_ERROR_STATUS) throw error;
      // docs/product.md#api: a failed current-user call is logged and treated as logged out.
      console.error(error);
      return null;
    }
  },
  updateMe: async (body: c.UpdateMeBody) =>
    fetchField(c.userResponse, 'user', '/me', { method: 'PUT', body }),
  logout: () => request('/logout', { method: 'POST' }),
  /** Ends every session of the user, this one included. */
  logoutAll: () => request('/logout-all', { method: 'POST' }),
};

export const teamApi = {
  myTeam: () => fetchField(c.teamResponse, 'team', '/my-team'),
  ownedTeam: () => fetchField(c.teamResponse, 'team', '/owned-teams'),
  sendInvite: async (body: c.TeamInviteBody) =>
    fetchField(c.teamInviteResponse, 'invite', '/team-invites', { method: 'POST', body }),
  deleteInvite: (body: c.TeamInviteBody) => request('/team-invites', { method: 'DELETE', body }),
  myInvites: () => fetchField(c.myInvitesResponse, 'invites', '/my-invites'),
  acceptInvite: async (body: c.InviteAnswerBody) =>
    fetchField(c.teamResponse, 'team', '/team-invites/accept', { method: 'POST', body }),
  declineInvite: (body: c.InviteAnswerBody) =>
    request('/team-invites/decline', { method: 'POST', body }),
  removeMember: async (userId: string) =>
    fetchField(c.teamResponse, 'team', `/team-members/${encodeURIComponent(userId)}`, {
      method: 'DELETE',
    }),
  leaveTeam: () => fetchField(c.teamResponse, 'team', '/my-team/leave', { method: 'POST' }),
};

/**
 * docs/product.md (#validation, #errors): list and item calls need a stored token ("No access token") and turn any failure
 * into "Unknown server error", logging the real one.
 */
async function listCall<T>(call: () => Promise<T>): Promise<T> {
  if (!tokenStore.get()) throw new ApiError(401, c.apiMessages.noAccessToken);
  try {
    return await call();
  } catch (error) {
    console.error(error);
    const status = isApiError(error) ? error.status : 500;
    throw new ApiError(status, transportMessages.unknown);
  }
}

export const listsApi = {
  all: () => listCall(async () => fetchField(c.listsResponse, 'lists', '/lists')),
  get: (id: string) => listCall(async () => fetchField(c.listResponse, 'list', `/lists/${id}`)),
  create: (body: c.CreateListBody) =>
    listCall(async () => fetchField(c.listResponse, 'list', '/lists', { method: 'POST', body })),
  update: (id: string, body: c.UpdateListBody) =>
    listCall(async () =>
      fetchField(c.listResponse, 'list', `/lists/${id}`, { method: 'PUT', body }),
    ),
  reset: (id: string) =>
    listCall(async () =>
      fetchField(c.listResponse, 'list', `/lists/${id}/reset`, { method: 'PUT' }),
    ),
  remove: (id: string) => listCall(() => request(`/lists/${id}`, { method: 'DELETE' })),
  addItem: (listId: string, body: c.CreateItemBody) =>
    listCall(async () =>
      fetchField(c.listItemResponse, 'item', `/lists/${listId}/items`, { method: 'POST', body }),
    ),
  updateItem: (listId: string, id: string, body: c.UpdateItemBody) =>
    listCall(async () =>
      fetchField(c.listItemResponse, 'item', `/lists/${listId}/items/${id}`, {
        method: 'PUT',
        body,
      }),
    ),
  removeItem: (listId: string, id: string) =>
    listCall(() => request(`/lists/${listId}/items/${id}`, { method: 'DELETE' })),
  itemOptions: (excludeListId?: string) =>
    listCall(async () =>
      fetchField(
        c.itemOptionsResponse,
        'items',
        `/list-item-options${excludeListId ? `?excludeListId=${encodeURIComponent(excludeListId)}` : ''}`,
      ),
    ),
  uploadImage: (file: Blob, listItemId?: string) => {
    const form = new FormData();
    form.append('file', file, 'image.jpg');
    if (listItemId) form.append('listItemId', listItemId);
    return listCall(async () =>
      fetchField(c.listItemImageResponse, 'listItemImage', '/list-item-images', {
        method: 'POST',
        body: form,
      }),
    );
  },
  updateImage: (id: string, body: c.UpdateImageBody) =>
    listCall(async () =>
      fetchField(c.listItemImageResponse, 'listItemImage', `/list-item-images/${id}`, {
        method: 'PUT',
        body,
      }),
    ),
  removeImage: (id: string) =>
    listCall(() => request(`/list-item-images/${id}`, { method: 'DELETE' })),
  /** A recipe's ingredients onto the list (merged into open items of the same name): the changed items. */
  addRecipeItems: (listId: string, body: c.RecipeItemsBody) =>
    listCall(async () =>
      fetchField(c.recipeItemsResponse, 'items', `/lists/${listId}/recipe-items`, {
        method: 'POST',
        body,
      }),
    ),
  /** The plan's foods of from..to onto the list (merged as recipe items): what was added. */
  addPlanItems: (listId: string, body: c.PlanItemsBody) =>
    listCall(() =>
      request(`/lists/${listId}/plan-items`, {
        method: 'POST',
        body,
        schema: c.planItemsResponse.shape.data,
      }),
    ),
};

export const notesApi = {
  all: () => fetchField(c.notesResponse, 'notes', '/notes'),
  get: (id: string) => fetchField(c.noteResponse, 'note', `/notes/${id}`),
  create: async (body: c.CreateNoteBody) =>
    fetchField(c.noteResponse, 'note', '/notes', { method: 'POST', body }),
  update: async (id: string, body: c.UpdateNoteBody) =>
    fetchField(c.noteResponse, 'note', `/notes/${id}`, { method: 'PUT', body }),
  remove: (id: string) => request(`/notes/${id}`, { method: 'DELETE' }),
};

export const groceriesApi = {
  my: () => fetchField(c.groceriesResponse, 'groceries', '/groceries/my'),
  public: () => fetchField(c.groceriesResponse, 'groceries', '/groceries/public'),
  get: (id: string) => fetchField(c.groceryResponse, 'grocery', `/groceries/${id}`),
  create: async (body: c.GroceryBody) =>
    fetchField(c.groceryResponse, 'grocery', '/groceries', { method: 'POST', body }),
  update: async (id: string, body: c.UpdateGroceryBody) =>
    fetchField(c.groceryResponse, 'grocery', `/groceries/${id}`, { method: 'PUT', body }),
  remove: (id: string) => request(`/groceries/${id}`, { method: 'DELETE' }),
  /** The caller's own, team, public or starter food with that barcode; 404 when none has it. */
  byBarcode: (code: string) =>
    fetchField(c.groceryResponse, 'grocery', `/groceries/barcode/${encodeURIComponent(code)}`),
  /** A draft from Open Food Facts (not stored); 404 unknown, 502/504 when the service fails. */
  lookup: (code: string) =>
    fetchField(c.foodLookupResponse, 'grocery', `/food-lookup/${encodeURIComponent(code)}`),
};

export const recipesApi = {
  /** The caller's own recipes and their team's. */
  all: () => fetchField(c.recipesResponse, 'recipes', '/recipes'),
  public: () => fetchField(c.recipesResponse, 'recipes', '/recipes/public'),
  get: (id: string) => fetchField(c.recipeResponse, 'recipe', `/recipes/${id}`),
  create: async (body: c.RecipeBody) =>
    fetchField(c.recipeResponse, 'recipe', '/recipes', { method: 'POST', body }),
  update: async (id: string, body: c.UpdateRecipeBody) =>
    fetchField(c.recipeResponse, 'recipe', `/recipes/${id}`, { method: 'PUT', body }),
  remove: (id: string) => request(`/recipes/${id}`, { method: 'DELETE' }),
};

export const mealPlanApi = {
  /** Every day from..to (both included, at most 62), days never planned empty with `version: null`. */
  range: (from: string, to: string) =>
    fetchField(
      c.mealPlanResponse,
      'days',
      `/meal-plan?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    ),
  /** Replaces the day's menu; 409 when `version` is stale (nothing changed). */
  update: async (date: string, body: c.UpdateMealPlanBody) =>
    fetchField(c.mealPlanDayResponse, 'day', `/meal-plan/${date}`, { method: 'PUT', body }),
};

/** The team's pots (a recipe cooked once, eaten in portions). */
export const potsApi = {
  /** Newest first; `open`: only those something can still be taken from. */
  list: (open: boolean) => fetchField(c.potsResponse, 'pots', open ? '/pots?open=true' : '/pots'),
  get: (id: string) => fetchField(c.potResponse, 'pot', `/pots/${id}`),
  cook: async (body: c.CreatePotBody) =>
    fetchField(c.potResponse, 'pot', '/pots', { method: 'POST', body }),
  /** Takes a portion into the caller's diary; 409 (its message says what is left) when too much. */
  take: async (id: string, body: c.TakePortionBody) =>
    fetchField(c.potResponse, 'pot', `/pots/${id}/portions`, { method: 'POST', body }),
  update: async (id: string, body: c.UpdatePotBody) =>
    fetchField(c.potResponse, 'pot', `/pots/${id}`, { method: 'PUT', body }),
  remove: (id: string) => request(`/pots/${id}`, { method: 'DELETE' }),
};

export const diaryApi = {
  all: () => fetchField(c.foodDiariesResponse, 'foodDiaries', '/food-diaries'),
  /** The days from..to, both included (at most 62); days never saved are not in it. */
  range: (from: string, to: string) =>
    fetchField(
      c.foodDiariesResponse,
      'foodDiaries',
      `/food-diaries?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    ),
  /** One day with the team menu's entries this member has not logged (`planned`). */
  day: (date: string) => fetchField(c.foodDiaryDayResponse, 'foodDiary', `/food-diaries/${date}`),
  update: (date: string, body: c.UpdateFoodDiaryBody) =>
    request(`/food-diaries/${date}`, { method: 'PUT', body }),
};
