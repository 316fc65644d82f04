import type { ListItem } from '@organizator/shared/contract';
import { groupItems, visibleGroups } from './grouping';

let n = 0;
const item = (name: string, category: string, isDone = false): ListItem => ({
  id: `i${++n}`,
  listId: 'l1',
  name,
  category,
  isDone,
  images: [],
});

describe('groupItems', () => {
  it('orders groups by categoriesOrder, comparing categories in lower case', () => {
    const items = [
      item('Kruh', 'pekarski proizvodi'),
      item('Mlijeko', 'Mliječni proizvodi'),
      item('Jabuke', 'voće i povrće'),
    ];
    const groups = groupItems(items, ['VOĆE I POVRĆE', 'mliječni proizvodi', 'pekarski proizvodi']);
    expect(groups.map((g) => g.category)).toEqual([
      'voće i povrće',
      'mliječni proizvodi',
      'pekarski proizvodi',
    ]);
    expect(groups[1]?.items.map((i) => i.name)).toEqual(['Mlijeko']);
  });

  it('groups a missing or unknown category under "ostalo"', () => {
    const groups = groupItems([item('Baterije', ''), item('Vijci', 'nešto posve novo')], []);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.category).toBe('ostalo');
    expect(groups[0]?.items.map((i) => i.name)).toEqual(['Baterije', 'Vijci']);
  });

  it('puts categories the order does not name last, in order of first appearance', () => {
    const groups = groupItems(
      [
        item('Sapun', 'higijenski proizvodi'),
        item('Kruh', 'pekarski proizvodi'),
        item('Pivo', 'alkoholna pića'),
      ],
      ['pekarski proizvodi'],
    );
    expect(groups.map((g) => g.category)).toEqual([
      'pekarski proizvodi',
      'higijenski proizvodi',
      'alkoholna pića',
    ]);
  });

  it('marks a category all done only when every item in it is done', () => {
    const groups = groupItems(
      [
        item('Kruh', 'pekarski proizvodi', true),
        item('Mlijeko', 'jaja', true),
        item('Jaja', 'jaja'),
      ],
      ['pekarski proizvodi', 'jaja'],
    );
    expect(groups.map((g) => g.allDone)).toEqual([true, false]);
  });
});

describe('visibleGroups', () => {
  const items = [item('Kruh', 'ostalo', true), item('Sir', 'ostalo'), item('Pivo', 'ostalo', true)];
  const groups = groupItems(items, []);

  it('hides done items unless showDone', () => {
    expect(visibleGroups(groups, false, new Set())[0]?.visibleItems.map((i) => i.name)).toEqual([
      'Sir',
    ]);
    expect(visibleGroups(groups, true, new Set())[0]?.visibleItems).toHaveLength(3);
  });

  it('keeps a just-done (lingering) item visible', () => {
    const lingering = new Set([items[0]!.id]);
    expect(visibleGroups(groups, false, lingering)[0]?.visibleItems.map((i) => i.name)).toEqual([
      'Kruh',
      'Sir',
    ]);
  });

  it('keeps the heading of a category whose items are all hidden', () => {
    const done = groupItems([item('Kruh', 'pekarski proizvodi', true)], []);
    const [group] = visibleGroups(done, false, new Set());
    expect(group?.allDone).toBe(true);
    expect(group?.visibleItems).toEqual([]);
  });
});
