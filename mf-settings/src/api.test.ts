import { ApiError } from '@organizator/shared/client';
import { createQueryClient, queries } from '@organizator/shared/query';
import {
  deleteInviteErrorText,
  isTeamOwner,
  parseInviteEmail,
  prefetchSettings,
  sendInviteErrorText,
  updateUserErrorText,
} from './api';
import { member, owner } from './test/fixtures';

describe('parseInviteEmail', () => {
  it('trims and lower-cases the address', () => {
    expect(parseInviteEmail('  Ivo.Horvat@Example.COM ')).toEqual({
      kind: 'ok',
      email: 'ivo.horvat@example.com',
    });
  });
  it('treats blank input as empty, to be ignored', () => {
    expect(parseInviteEmail('   ')).toEqual({ kind: 'empty' });
    expect(parseInviteEmail(undefined)).toEqual({ kind: 'empty' });
  });
  it('rejects what is not an e-mail', () => {
    expect(parseInviteEmail('ivo@')).toEqual({ kind: 'invalid' });
    expect(parseInviteEmail('not an email')).toEqual({ kind: 'invalid' });
  });
});

describe('isTeamOwner', () => {
  it('is the user whose id is the team ownerId', () => {
    expect(isTeamOwner(owner)).toBe(true);
    expect(isTeamOwner(member)).toBe(false);
    expect(isTeamOwner({ ...owner, isTeamOwner: false })).toBe(true);
    expect(isTeamOwner(null)).toBe(false);
  });
});

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
    expect(sendInviteErrorText(new ApiError(400, 'User already exists in team'))).toBe(
      'Invite already exists',
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

describe('prefetchSettings', () => {
  const prefetched = (me: typeof owner | undefined) => {
    const client = createQueryClient();
    if (me) client.setQueryData(queries.me.fresh().queryKey, me);
    const spy = jest.spyOn(client, 'prefetchQuery').mockResolvedValue();
    prefetchSettings(client);
    return spy.mock.calls.map(([options]) => options.queryKey);
  };

  it("asks for the user's invites and the owner's team with the page", () => {
    expect(prefetched(owner)).toEqual([
      queries.invites.mine().queryKey,
      queries.team.owned().queryKey,
    ]);
  });
  it('asks a member only for their invites: they own no team', () => {
    expect(prefetched(member)).toEqual([queries.invites.mine().queryKey]);
  });
  it('asks only for the invites before GET /me is back: whose team is not known yet', () => {
    expect(prefetched(undefined)).toEqual([queries.invites.mine().queryKey]);
  });
});
