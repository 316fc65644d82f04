import { createQueryClient, queries } from '@organizator/shared/query';
import { member, owner } from '../test/fixtures';
import { prefetchSettings } from './team';

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
