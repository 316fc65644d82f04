import { apiMessages } from '@organizator/shared/contract';
import type { MutationErrorMeta } from '@organizator/shared/query';
import { t } from '../texts';

/**
 * What a failed settings change tells the user (docs/product.md#errors), as the query client's
 * one error handler reads it from a mutation's `meta`.
 */

/** A 400 on a name update means the name is too long; anything else is the generic text. */
export const updateNameErrors: MutationErrorMeta = {
  errorTitle: t.settings.updateUserErrorTitle,
  errorText: t.settings.errorUpdatingUser,
  serverText: 'none',
  statusTexts: { 400: t.settings.userNameTooLong },
};

export const updateGoalErrors: MutationErrorMeta = {
  errorTitle: t.settings.updateUserErrorTitle,
  errorText: t.settings.errorUpdatingUser,
  serverText: 'none',
};

/**
 * 403: owners only; the API's answers to inviting someone invited or in the team already, compared
 * whole by the table's keys (a reworded message cannot silently stop matching); other refusals the
 * server's text.
 */
export const sendInviteErrors: MutationErrorMeta = {
  errorTitle: t.settings.sendInviteErrorTitle,
  errorText: t.settings.errorSendingInvite,
  serverText: 'refusals',
  statusTexts: { 403: t.settings.onlyOwnersCanSendInvites },
  messageTexts: {
    [apiMessages.inviteAlreadyExists]: t.settings.inviteAlreadyExists,
    [apiMessages.alreadyTeamMember]: t.settings.inviteAlreadyExists,
  },
};

export const deleteInviteErrors: MutationErrorMeta = {
  errorTitle: t.settings.deleteInviteErrorTitle,
  errorText: t.settings.errorDeletingInvite,
  serverText: 'refusals',
  statusTexts: { 403: t.settings.onlyOwnersCanDeleteInvites },
};

/** The server's own text for a refused answer (4xx), otherwise a generic retry hint. */
export const refusalErrors = (errorTitle: MutationErrorMeta['errorTitle']): MutationErrorMeta => ({
  errorTitle,
  errorText: t.settings.inviteActionError,
  serverText: 'refusals',
});
