import type { LiveEvent } from '@organizator/shared/contract';
import { invalidateForCatchUp, queries } from '@organizator/shared/query';
import { toastBus } from '@organizator/shared/runtime';
import { makeList } from '@organizator/tooling/test';
import { QueryClient } from '@tanstack/react-query';
import { handleLiveEvent } from './live-events';

const base = { listId: 'l1', listName: 'Vikend', userName: 'Marko', userId: 'u2' };

afterEach(() => toastBus.dismiss());

/** A stored list; what it holds does not matter to the cache's invalidation. */
const aList = (id: string) => makeList({ id });

describe('a live event', () => {
  it('invalidates the lists, toasts what happened and who did it', () => {
    const client = new QueryClient();
    client.setQueryData(queries.lists.overview().queryKey, []);
    client.setQueryData(queries.lists.detail('l1').queryKey, aList('l1'));
    client.setQueryData(queries.notes.overview().queryKey, []);
    const event: LiveEvent = { type: 'list-item-added', itemName: 'Mlijeko', ...base };

    handleLiveEvent(client, { id: 'u1' }, event);

    expect(client.getQueryState(queries.lists.overview().queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queries.lists.detail('l1').queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queries.notes.overview().queryKey)?.isInvalidated).toBe(false);
    expect(toastBus.get()).toMatchObject({
      title: '„Mlijeko” dodano na popis „Vikend”',
      description: 'Marko',
    });
  });

  it.each([
    [{ type: 'list-updated', ...base }, 'Popis „Vikend” je ažuriran'],
    [{ type: 'list-items-restarted', ...base }, 'Popis „Vikend” je resetiran'],
    [
      { type: 'list-item-deleted', itemName: 'Kruh', ...base },
      '„Kruh” uklonjeno s popisa „Vikend”',
    ],
    [
      { type: 'list-item-updated', itemName: 'Kruh', ...base },
      '„Kruh” ažurirano na popisu „Vikend”',
    ],
  ] as [LiveEvent, string][])('titles %o as "%s"', (event, title) => {
    handleLiveEvent(new QueryClient(), { id: 'u1' }, event);
    expect(toastBus.get()?.title).toBe(title);
  });

  it('shows no toast for the signed-in user own change, but still refreshes', () => {
    const client = new QueryClient();
    client.setQueryData(queries.lists.overview().queryKey, []);
    handleLiveEvent(client, { id: 'u2' }, { type: 'list-updated', ...base });
    expect(toastBus.get()).toBeNull();
    expect(client.getQueryState(queries.lists.overview().queryKey)?.isInvalidated).toBe(true);
  });

  const team = { teamId: 't1', memberId: 'u3', memberName: 'Iva', userName: 'Marko', userId: 'u2' };

  it.each([
    [{ type: 'team-member-joined', ...team }, 'Novi član tima: Iva'],
    [{ type: 'team-member-left', ...team }, 'Iva više nije u timu'],
    [{ type: 'team-member-removed', ...team }, 'Iva više nije u timu'],
    [{ type: 'team-invite-declined', ...team }, 'Pozivnica je odbijena: Iva'],
  ] as [LiveEvent, string][])(
    'a membership event %o toasts "%s" and refreshes the team',
    (event, title) => {
      const client = new QueryClient();
      for (const key of [
        queries.me.all(),
        queries.team.owned().queryKey,
        queries.invites.all(),
        queries.lists.overview().queryKey,
      ])
        client.setQueryData(key, {});
      handleLiveEvent(client, { id: 'u1' }, event);
      expect(toastBus.get()).toMatchObject({ title, description: 'Marko' });
      for (const key of [
        queries.me.all(),
        queries.team.owned().queryKey,
        queries.invites.all(),
        queries.lists.overview().queryKey,
      ])
        expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    },
  );

  it('tells a removed member so and drops the old team’s lists from the cache', () => {
    const client = new QueryClient();
    client.setQueryData(queries.lists.detail('l1').queryKey, aList('l1'));
    handleLiveEvent(client, { id: 'u3' }, { type: 'team-member-removed', ...team });
    expect(toastBus.get()).toMatchObject({
      title: 'Uklonjeni ste iz tima: popisi tog tima više vam nisu dostupni',
      description: 'Marko',
    });
    expect(client.getQueryData(queries.lists.detail('l1').queryKey)).toBeUndefined();
  });
});

describe('catching up after the stream was down', () => {
  it('invalidates the lists overview and every list detail, nothing else', async () => {
    const client = new QueryClient();
    client.setQueryData(queries.lists.overview().queryKey, []);
    client.setQueryData(queries.lists.detail('l1').queryKey, aList('l1'));
    client.setQueryData(queries.lists.detail('l2').queryKey, aList('l2'));
    client.setQueryData(queries.notes.overview().queryKey, []);
    await invalidateForCatchUp(client);
    expect(client.getQueryState(queries.lists.overview().queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queries.lists.detail('l1').queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queries.lists.detail('l2').queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queries.notes.overview().queryKey)?.isInvalidated).toBe(false);
  });
});
