import { isApiError } from '@organizator/shared/client';
import { apiMessages, type UpdateMeBody } from '@organizator/shared/contract';
import { t } from '@organizator/shared/i18n';

const s = t.settings;

/** docs/product.md (#validation, #errors): a 400 on a name update means the name is too long; anything else is generic. */
export function updateUserErrorText(error: unknown, body: UpdateMeBody): string {
  if (isApiError(error) && error.status === 400 && body.name !== undefined)
    return s.userNameTooLong;
  return s.errorUpdatingUser;
}

/** The API's answers to inviting someone who is invited or in the team already. */
// Compared whole, by the table's keys: a reworded message cannot silently stop matching.
const ALREADY_INVITED: string[] = [apiMessages.inviteAlreadyExists, apiMessages.alreadyTeamMember];

/** docs/product.md#errors: 403 owners only, 400 "already exists", other client errors the server text. */
export function sendInviteErrorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 403) return s.onlyOwnersCanSendInvites;
    if (error.status === 400 && ALREADY_INVITED.includes(error.message)) {
      return s.inviteAlreadyExists;
    }
    if (error.status < 500 && error.message) return error.message;
  }
  return s.errorSendingInvite;
}

export function deleteInviteErrorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 403) return s.onlyOwnersCanDeleteInvites;
    if (error.status < 500 && error.message) return error.message;
  }
  return s.errorDeletingInvite;
}

/** The server's own text for a refused answer (4xx), otherwise a generic retry hint. */
export const refusalText = (error: unknown) =>
  isApiError(error) && error.status < 500 && error.message ? error.message : s.inviteActionError;
