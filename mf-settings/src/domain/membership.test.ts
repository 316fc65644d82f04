import { member, owner } from '../test/fixtures';
import { isTeamOwner } from './membership';

describe('isTeamOwner', () => {
  it('is the user whose id is the team ownerId', () => {
    expect(isTeamOwner(owner)).toBe(true);
    expect(isTeamOwner(member)).toBe(false);
    expect(isTeamOwner({ ...owner, isTeamOwner: false })).toBe(true);
    expect(isTeamOwner(null)).toBe(false);
  });
});
