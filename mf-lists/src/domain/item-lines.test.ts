import type { ItemOption } from '@organizator/shared/contract';
import { MAX_LINES, parseLine, parseLines, smartItems } from './item-lines';

describe('parseLine', () => {
  test.each([
    ['Mlijeko 2 l', 'Mlijeko', '2 l'],
    ['Mlijeko 2l', 'Mlijeko', '2 l'],
    ['Sir 500 g', 'Sir', '500 g'],
    ['Jogurt 1,5 L', 'Jogurt', '1,5 l'],
    ['3 kom jogurt', 'jogurt', '3 kom'],
    ['Jaja 10', 'Jaja', '10'],
    ['  Kruh  ', 'Kruh', null],
    ['Mlijeko 2,8%', 'Mlijeko 2,8%', null],
    ['Mlijeko 2 litre', 'Mlijeko 2 litre', null],
  ])('%s', (line, name, quantity) => {
    expect(parseLine(line)).toEqual({ name, quantity });
  });
});

describe('parseLines', () => {
  test('one item per non-empty line, commas stay in names', () => {
    expect(parseLines('Kruh\n\n  Mlijeko, svježe 1,5 l \r\nJaja 10\n')).toEqual([
      { name: 'Kruh', quantity: null },
      { name: 'Mlijeko, svježe', quantity: '1,5 l' },
      { name: 'Jaja', quantity: '10' },
    ]);
  });

  test('takes at most the first lines', () => {
    const text = Array.from({ length: MAX_LINES + 5 }, (_, i) => `Stavka ${i}x`).join('\n');
    expect(parseLines(text)).toHaveLength(MAX_LINES);
  });
});

describe('smartItems', () => {
  const options: ItemOption[] = [
    { id: '1', name: 'Mlijeko', category: 'mliječni proizvodi', quantity: '2 l' },
    { id: '2', name: 'Kruh', category: 'pekarski proizvodi', quantity: null },
  ];

  test('a used name brings back its last category and quantity; a typed quantity wins', () => {
    expect(
      smartItems(
        [
          { name: 'mlijeko', quantity: null },
          { name: 'Kruh', quantity: '2 kom' },
        ],
        options,
        undefined,
      ),
    ).toEqual([
      { name: 'mlijeko', category: 'mliječni proizvodi', quantity: '2 l' },
      { name: 'Kruh', category: 'pekarski proizvodi', quantity: '2 kom' },
    ]);
  });

  test('a new name takes the chosen category, or none', () => {
    const lines = [{ name: 'Banane', quantity: null }];
    expect(smartItems(lines, options, 'voće i povrće')[0]?.category).toBe('voće i povrće');
    expect(smartItems(lines, options, undefined)[0]?.category).toBe('');
  });
});
