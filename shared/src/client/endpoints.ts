import type { z } from 'zod';
import * as c from '../contract';
import { tokenStore } from '../runtime/token-store';
import { ApiError, transportMessages } from './errors';
import { request } from './request';

const data = <T extends z.ZodObject>(envelopeSchema: z.ZodObject<{ data: T }>) =>
  envelopeSchema.shape.data;

/** Auth and the current user (SPEC §7). */
export const authApi = {
  sendVerificationToken: (email: string) =>
    request('/send-verification-token', { method: 'POST', body: { email } }),
  verify: (body: c.VerifyBody, options: { auth?: boolean } = {}) =>
    request('/verify', { method: 'POST', body, schema: data(c.verifyResponse), ...options }),
  me: async (): Promise<c.User | null> => {
    try {
      return (await request('/me', { schema: data(c.meResponse) })).user;
    } catch (error) {
      // SPEC §7: a failed current-user call is logged and treated as logged out.
      console.error(error);
      return null;
    }
  },
  updateMe: async (body: c.UpdateMeBody) =>
    (await request('/me', { method: 'PUT', body, schema: data(c.userResponse) })).user,
  logout: () => request('/logout', { method: 'POST' }),
  /** Ends every session of the user, this one included. */
  logoutAll: () => request('/logout-all', { method: 'POST' }),
};

export const teamApi = {
  myTeam: async () => (await request('/my-team', { schema: data(c.teamResponse) })).team,
  ownedTeam: async () => (await request('/owned-teams', { schema: data(c.teamResponse) })).team,
  sendInvite: async (body: c.TeamInviteBody) =>
    (await request('/team-invites', { method: 'POST', body, schema: data(c.teamInviteResponse) }))
      .invite,
  deleteInvite: (body: c.TeamInviteBody) => request('/team-invites', { method: 'DELETE', body }),
  myInvites: async () =>
    (await request('/my-invites', { schema: data(c.myInvitesResponse) })).invites,
  acceptInvite: async (body: c.InviteAnswerBody) =>
    (await request('/team-invites/accept', { method: 'POST', body, schema: data(c.teamResponse) }))
      .team,
  declineInvite: (body: c.InviteAnswerBody) =>
    request('/team-invites/decline', { method: 'POST', body }),
  removeMember: async (userId: string) =>
    (
      await request(`/team-members/${encodeURIComponent(userId)}`, {
        method: 'DELETE',
        schema: data(c.teamResponse),
      })
    ).team,
  leaveTeam: async () =>
    (await request('/my-team/leave', { method: 'POST', schema: data(c.teamResponse) })).team,
};

/**
 * SPEC §5/§8: list and item calls need a stored token ("No access token") and turn any failure
 * into "Unknown server error", logging the real one.
 */
async function listCall<T>(call: () => Promise<T>): Promise<T> {
  if (!tokenStore.get()) throw new ApiError(401, c.apiMessages.noAccessToken);
  try {
    return await call();
  } catch (error) {
    console.error(error);
    const status = error instanceof ApiError ? error.status : 500;
    throw new ApiError(status, transportMessages.unknown);
  }
}

export const listsApi = {
  all: () =>
    listCall(async () => (await request('/lists', { schema: data(c.listsResponse) })).lists),
  get: (id: string) =>
    listCall(async () => (await request(`/lists/${id}`, { schema: data(c.listResponse) })).list),
  create: (body: c.CreateListBody) =>
    listCall(
      async () =>
        (await request('/lists', { method: 'POST', body, schema: data(c.listResponse) })).list,
    ),
  update: (id: string, body: c.UpdateListBody) =>
    listCall(
      async () =>
        (await request(`/lists/${id}`, { method: 'PUT', body, schema: data(c.listResponse) })).list,
    ),
  reset: (id: string) =>
    listCall(
      async () =>
        (await request(`/lists/${id}/reset`, { method: 'PUT', schema: data(c.listResponse) })).list,
    ),
  remove: (id: string) => listCall(() => request(`/lists/${id}`, { method: 'DELETE' })),
  addItem: (listId: string, body: c.CreateItemBody) =>
    listCall(
      async () =>
        (
          await request(`/lists/${listId}/items`, {
            method: 'POST',
            body,
            schema: data(c.listItemResponse),
          })
        ).item,
    ),
  updateItem: (listId: string, id: string, body: c.UpdateItemBody) =>
    listCall(
      async () =>
        (
          await request(`/lists/${listId}/items/${id}`, {
            method: 'PUT',
            body,
            schema: data(c.listItemResponse),
          })
        ).item,
    ),
  removeItem: (listId: string, id: string) =>
    listCall(() => request(`/lists/${listId}/items/${id}`, { method: 'DELETE' })),
  itemOptions: (excludeListId?: string) =>
    listCall(
      async () =>
        (
          await request(
            `/list-item-options${excludeListId ? `?excludeListId=${encodeURIComponent(excludeListId)}` : ''}`,
            { schema: data(c.itemOptionsResponse) },
          )
        ).items,
    ),
  uploadImage: (file: Blob, listItemId?: string) => {
    const form = new FormData();
    form.append('file', file, 'image.jpg');
    if (listItemId) form.append('listItemId', listItemId);
    return listCall(
      async () =>
        (
          await request('/list-item-images', {
            method: 'POST',
            body: form,
            schema: data(c.listItemImageResponse),
          })
        ).listItemImage,
    );
  },
  updateImage: (id: string, body: c.UpdateImageBody) =>
    listCall(
      async () =>
        (
          await request(`/list-item-images/${id}`, {
            method: 'PUT',
            body,
            schema: data(c.listItemImageResponse),
          })
        ).listItemImage,
    ),
  removeImage: (id: string) =>
    listCall(() => request(`/list-item-images/${id}`, { method: 'DELETE' })),
};

export const notesApi = {
  all: async () => (await request('/notes', { schema: data(c.notesResponse) })).notes,
  get: async (id: string) => (await request(`/notes/${id}`, { schema: data(c.noteResponse) })).note,
  create: async (body: c.CreateNoteBody) =>
    (await request('/notes', { method: 'POST', body, schema: data(c.noteResponse) })).note,
  update: async (id: string, body: c.UpdateNoteBody) =>
    (await request(`/notes/${id}`, { method: 'PUT', body, schema: data(c.noteResponse) })).note,
  remove: (id: string) => request(`/notes/${id}`, { method: 'DELETE' }),
};

export const groceriesApi = {
  my: async () => (await request('/groceries/my', { schema: data(c.groceriesResponse) })).groceries,
  public: async () =>
    (await request('/groceries/public', { schema: data(c.groceriesResponse) })).groceries,
  get: async (id: string) =>
    (await request(`/groceries/${id}`, { schema: data(c.groceryResponse) })).grocery,
  create: async (body: c.GroceryBody) =>
    (await request('/groceries', { method: 'POST', body, schema: data(c.groceryResponse) }))
      .grocery,
  update: async (id: string, body: c.GroceryBody) =>
    (await request(`/groceries/${id}`, { method: 'PUT', body, schema: data(c.groceryResponse) }))
      .grocery,
  remove: (id: string) => request(`/groceries/${id}`, { method: 'DELETE' }),
};

export const diaryApi = {
  all: async () =>
    (await request('/food-diaries', { schema: data(c.foodDiariesResponse) })).foodDiaries,
  update: (date: string, body: c.UpdateFoodDiaryBody) =>
    request(`/food-diaries/${date}`, { method: 'PUT', body }),
};
