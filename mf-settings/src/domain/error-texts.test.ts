import { ApiError } from '@organizator/shared/client';
import { apiMessages } from '@organizator/shared/contract';
import { type MutationErrorMeta, mutationErrorToast } from '@organizator/shared/query';
import { t } from '../texts';
import {
  deleteInviteErrors,
  refusalErrors,
  sendInviteErrors,
  updateGoalErrors,
  updateNameErrors,
} from './error-texts';

/** The toast's text the query client shows for `error` under `meta`. */
const told = (meta: MutationErrorMeta, error: unknown) =>
  mutationErrorToast(error, undefined, { meta, options: {} })?.description;

describe('error texts (docs/product.md#errors)', () => {
  it('a 400 on a name update means the name is too long', () => {
    expect(told(updateNameErrors, new ApiError(400, 'x'))).toBe('User name is too long');
    expect(told(updateNameErrors, new ApiError(500, 'x'))).toBe('Error updating user');
    expect(told(updateGoalErrors, new ApiError(400, 'x'))).toBe('Error updating user');
  });
  it('maps invite send errors', () => {
    expect(told(sendInviteErrors, new ApiError(403, 'nope'))).toBe(
      'Only team owners can send invites',
    );
    expect(told(sendInviteErrors, new ApiError(400, apiMessages.inviteAlreadyExists))).toBe(
      'Invite already exists',
    );
    expect(told(sendInviteErrors, new ApiError(400, apiMessages.alreadyTeamMember))).toBe(
      'Invite already exists',
    );
    // Matched by the message's key, not by words in it: other text passes through as it is.
    expect(told(sendInviteErrors, new ApiError(400, 'Someone already exists'))).toBe(
      'Someone already exists',
    );
    expect(told(sendInviteErrors, new ApiError(400, 'Invalid email address'))).toBe(
      'Invalid email address',
    );
    expect(told(sendInviteErrors, new ApiError(500, 'boom'))).toBe('Error sending invite');
    expect(told(sendInviteErrors, new Error('odd'))).toBe('Error sending invite');
  });
  it('maps invite delete errors', () => {
    expect(told(deleteInviteErrors, new ApiError(403, 'x'))).toBe(
      'Only team owners can delete invites',
    );
    expect(told(deleteInviteErrors, new ApiError(404, 'Nije pronađeno'))).toBe('Nije pronađeno');
    expect(told(deleteInviteErrors, new ApiError(500, 'boom'))).toBe('Error deleting invite');
  });
  it('a refused team change says the server’s reason, a failure a retry hint', () => {
    const meta = refusalErrors(t.settings.leaveTeamErrorTitle);
    expect(told(meta, new ApiError(409, 'Najprije uklonite članove.'))).toBe(
      'Najprije uklonite članove.',
    );
    expect(told(meta, new ApiError(500, 'boom'))).toBe('Pokušajte ponovno.');
  });
});
