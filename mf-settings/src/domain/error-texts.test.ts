import { ApiError } from '@organizator/shared/client';
import { apiMessages } from '@organizator/shared/contract';
import { deleteInviteErrorText, sendInviteErrorText, updateUserErrorText } from './error-texts';

describe('error texts (docs/product.md#errors)', () => {
  it('a 400 on a name update means the name is too long', () => {
    expect(updateUserErrorText(new ApiError(400, 'x'), { name: 'a' })).toBe(
      'User name is too long',
    );
    expect(updateUserErrorText(new ApiError(500, 'x'), { name: 'a' })).toBe('Error updating user');
    expect(updateUserErrorText(new ApiError(400, 'x'), { dailyEnergyGoal: 1 })).toBe(
      'Error updating user',
    );
  });
  it('maps invite send errors', () => {
    expect(sendInviteErrorText(new ApiError(403, 'nope'))).toBe(
      'Only team owners can send invites',
    );
    expect(sendInviteErrorText(new ApiError(400, apiMessages.inviteAlreadyExists))).toBe(
      'Invite already exists',
    );
    expect(sendInviteErrorText(new ApiError(400, apiMessages.alreadyTeamMember))).toBe(
      'Invite already exists',
    );
    // Matched by the message's key, not by words in it: other text passes through as it is.
    expect(sendInviteErrorText(new ApiError(400, 'Someone already exists'))).toBe(
      'Someone already exists',
    );
    expect(sendInviteErrorText(new ApiError(400, 'Invalid email address'))).toBe(
      'Invalid email address',
    );
    expect(sendInviteErrorText(new ApiError(500, 'boom'))).toBe('Error sending invite');
    expect(sendInviteErrorText(new Error('odd'))).toBe('Error sending invite');
  });
  it('maps invite delete errors', () => {
    expect(deleteInviteErrorText(new ApiError(403, 'x'))).toBe(
      'Only team owners can delete invites',
    );
    expect(deleteInviteErrorText(new ApiError(404, 'Nije pronađeno'))).toBe('Nije pronađeno');
    expect(deleteInviteErrorText(new ApiError(500, 'boom'))).toBe('Error deleting invite');
  });
});
