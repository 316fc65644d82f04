import { QueryClient } from '@tanstack/react-query';
import type { List, ListItem, LiveEvent } from '../contract';
import { listChangeKey } from './list-changes';
import { applyLiveEvent } from './live-invalidation';
import { queries } from './options';

const item = (id: string, patch: Partial<ListItem> = {}): ListItem => ({
  id,
  listId: 'l1',
  name: `Stavka ${id}`,
  category: 'Voće',
  isDone: false,
  images: [],
  ...patch,
});
const list = (items: ListItem[]): List => ({
  id: 'l1',
  name: 'Subota',
  createdAt: '2026-11-23T10:00:00.000Z',
  items,
  categoriesOrder: ['Voće'],
});
const base = { listId: 'l1', listName: 'Subota', userName: 'Marko', userId: 'marko' };
const updated = (stored: ListItem): LiveEvent => ({
  type: 'list-item-updated',
  ...base,
  itemName: stored.name,
  item: stored,
});

const detailKey = queries.lists.detail('l1').queryKey;
const overviewKey = queries.lists.overview().queryKey;

/** A client holding list l1 (detail and overview) whose fetches are counted. */
function setup(items = [item('a'), item('b')]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const fetches = { n: 0 };
  client.setQueryDefaults(queries.lists.all(), {
    queryFn: async () => {
      fetches.n += 1;
      return list(items);
    },
  });
  client.setQueryData(detailKey, list(items));
  client.setQueryData(overviewKey, [list(items)]);
  const detail = () => client.getQueryData<List>(detailKey);
  const invalidated = () => ({
    detail: client.getQueryState(detailKey)?.isInvalidated,
    overview: client.getQueryState(overviewKey)?.isInvalidated,
  });
  return { client, fetches, detail, invalidated };
}

describe('a teammate’s item change is patched into the cached list, not fetched again', () => {
  test('a toggle sets that item in the list and the overview; nothing is refetched', async () => {
    const { client, detail, invalidated } = setup();
    await applyLiveEvent(client, updated(item('b', { isDone: true })), 'ana');
    expect(detail()?.items.map((i) => [i.id, i.isDone])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    expect(client.getQueryData<List[]>(overviewKey)?.[0]?.items[1]?.isDone).toBe(true);
    expect(invalidated()).toEqual({ detail: false, overview: false });
  });

  test('an addition appends the item once (and its new category to the order); a deletion removes it', async () => {
    const { client, detail, invalidated } = setup();
    const added: LiveEvent = {
      type: 'list-item-added',
      ...base,
      itemName: 'Kruh',
      item: item('c', { name: 'Kruh', category: 'Pekara' }),
    };
    await applyLiveEvent(client, added);
    await applyLiveEvent(client, added);
    expect(detail()?.items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(detail()?.categoriesOrder).toEqual(['Voće', 'Pekara']);
    await applyLiveEvent(client, {
      type: 'list-item-deleted',
      ...base,
      itemName: 'Stavka a',
      itemId: 'a',
    });
    expect(detail()?.items.map((i) => i.id)).toEqual(['b', 'c']);
    expect(invalidated()).toEqual({ detail: false, overview: false });
  });

  test('several changes coalesced into one list-updated are all applied', async () => {
    const { client, detail, invalidated } = setup();
    await applyLiveEvent(client, {
      type: 'list-updated',
      ...base,
      items: [item('b', { isDone: true }), item('d', { name: 'Sir' })],
      removedItemIds: ['a'],
    });
    expect(detail()?.items.map((i) => [i.id, i.isDone])).toEqual([
      ['b', true],
      ['d', false],
    ]);
    expect(invalidated()).toEqual({ detail: false, overview: false });
  });

  test('what cannot be patched is refetched: a rename, an event without its item, an unknown item', async () => {
    for (const event of [
      { type: 'list-updated', ...base },
      { type: 'list-item-updated', ...base, itemName: 'Stavka b' },
      updated(item('zz')),
    ] satisfies LiveEvent[]) {
      const { client, invalidated } = setup();
      await applyLiveEvent(client, event);
      expect(invalidated()).toEqual({ detail: true, overview: true });
    }
  });

  test('a list being fetched is refetched rather than patched (the answer may predate the event)', async () => {
    const { client } = setup();
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    void client.getQueryCache().find({ queryKey: detailKey })?.fetch();
    await applyLiveEvent(client, updated(item('b', { isDone: true })));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: detailKey });
  });

  test('the member’s own unanswered change of an item is not overwritten; the list is re-read once it is answered', async () => {
    const { client, detail, invalidated } = setup();
    let answer: (stored: ListItem) => void = () => {};
    const toggle = client.getMutationCache().build(client, {
      mutationKey: listChangeKey('toggle', 'l1'),
      mutationFn: () =>
        new Promise<ListItem>((resolve) => {
          answer = resolve;
        }),
    });
    const sent = toggle.execute({ item: item('a'), isDone: true });
    // The member's optimistic tick of a.
    client.setQueryData<List>(detailKey, (old) =>
      old
        ? { ...old, items: old.items.map((i) => (i.id === 'a' ? { ...i, isDone: true } : i)) }
        : old,
    );
    // A teammate's older state of a, and a change of b, arrive before the PUT's answer.
    await applyLiveEvent(client, {
      type: 'list-updated',
      ...base,
      items: [item('a', { isDone: false }), item('b', { isDone: true })],
    });
    expect(detail()?.items.map((i) => [i.id, i.isDone])).toEqual([
      ['a', true],
      ['b', true],
    ]);
    expect(invalidated().detail).toBe(false);
    answer(item('a', { isDone: true }));
    await sent;
    await new Promise((r) => setTimeout(r, 0));
    expect(invalidated().detail).toBe(true);
  });
});

describe('a teammate’s change of the menu', () => {
  test('refetches the cached ranges that hold the day and the member’s diary day of that date only', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const week = queries.mealPlan.range('2026-11-30', '2026-12-06').queryKey;
    const nextWeek = queries.mealPlan.range('2026-12-07', '2026-12-13').queryKey;
    const day = queries.diaries.day('2026-12-02').queryKey;
    const otherDay = queries.diaries.day('2026-12-03').queryKey;
    const allDays = queries.diaries.days().queryKey;
    for (const key of [week, nextWeek, day, otherDay, allDays]) client.setQueryData(key, []);
    await applyLiveEvent(client, {
      type: 'meal-plan-updated',
      date: '2026-12-02',
      userId: 'marko',
      userName: 'Marko',
    });
    const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect([week, nextWeek, day, otherDay, allDays].map(invalidated)).toEqual([
      true,
      false,
      true,
      false,
      false,
    ]);
  });
});

describe('a teammate’s team food', () => {
  const food = { name: 'Ajvar', userName: 'Marko', userId: 'marko' };
  const cached = () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    for (const key of [
      queries.groceries.my().queryKey,
      queries.recipes.mine().queryKey,
      queries.recipes.detail('r1').queryKey,
      detailKey,
    ]) {
      client.setQueryData(key, []);
    }
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated === true;
    return { client, stale };
  };

  test('a grocery change refreshes the groceries and the recipes (their values follow it), not the lists', async () => {
    const { client, stale } = cached();
    await applyLiveEvent(client, { type: 'grocery-updated', groceryId: 'g1', ...food }, 'ana');
    expect(stale(queries.groceries.my().queryKey)).toBe(true);
    expect(stale(queries.recipes.detail('r1').queryKey)).toBe(true);
    expect(stale(detailKey)).toBe(false);
  });

  test('a recipe change refreshes the recipes only', async () => {
    const { client, stale } = cached();
    await applyLiveEvent(client, { type: 'recipe-created', recipeId: 'r2', ...food }, 'ana');
    expect(stale(queries.recipes.mine().queryKey)).toBe(true);
    expect(stale(queries.groceries.my().queryKey)).toBe(false);
  });

  test('a member leaving refreshes the foods too (their team foods leave with them)', async () => {
    const { client, stale } = cached();
    await applyLiveEvent(
      client,
      {
        type: 'team-member-left',
        teamId: 't1',
        userId: 'marko',
        userName: 'Marko',
        memberId: 'marko',
        memberName: 'Marko',
      },
      'ana',
    );
    expect(stale(queries.groceries.my().queryKey)).toBe(true);
    expect(stale(queries.recipes.mine().queryKey)).toBe(true);
  });
});

describe('a teammate’s pot', () => {
  const pot = { potId: 'p1', name: 'Gulaš', userId: 'marko', userName: 'Marko' };
  const cached = () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const keys = [
      queries.pots.open().queryKey,
      queries.pots.recent().queryKey,
      queries.mealPlan.range('2026-11-30', '2026-12-06').queryKey,
    ];
    for (const key of keys) client.setQueryData(key, []);
    const invalidated = () => keys.map((key) => client.getQueryState(key)?.isInvalidated);
    return { client, invalidated };
  };

  test('a portion taken refetches the pots (what is left shows live), not the menu', async () => {
    const { client, invalidated } = cached();
    await applyLiveEvent(client, { type: 'pot-portion-taken', ...pot, grams: 300 });
    expect(invalidated()).toEqual([true, true, false]);
  });

  test('a deleted pot also refetches the menu (its leftovers lose their pot)', async () => {
    const { client, invalidated } = cached();
    await applyLiveEvent(client, { type: 'pot-deleted', ...pot });
    expect(invalidated()).toEqual([true, true, true]);
  });
});
