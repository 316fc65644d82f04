import type { ItemOption } from '@organizator/shared/contract';
import { pickerOptions, SHOWN_SUGGESTIONS, searchable } from './item-picker';

const names = (count: number): ItemOption[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `o${i}`,
    name: `Artikl ${i + 1}`,
    category: '',
  }));

describe('pickerOptions', () => {
  it('lists the best-ranked suggestions only, however many names the team has', () => {
    const options = pickerOptions(searchable(names(500)), '');
    expect(options).toHaveLength(SHOWN_SUGGESTIONS);
    expect(options[0]?.value).toBe('Artikl 1');
  });

  it('narrows by what is typed, and offers a name nobody used as a new one', () => {
    expect(pickerOptions(searchable(names(500)), 'artikl 12').map((o) => o.value)).toEqual([
      'Artikl 12',
      ...Array.from({ length: 10 }, (_, i) => `Artikl 12${i}`),
    ]);
    expect(pickerOptions(searchable(names(500)), 'artikl 12x').map((o) => o.key)).toEqual(['new']);
  });

  it('offers a name typed exactly even when better-ranked names fill the list', () => {
    const crowded = pickerOptions(
      searchable([
        ...names(60).map((o) => ({ ...o, name: `${o.name} kruh` })),
        { id: 'k', name: 'Kruh', category: '' },
      ]),
      'kruh',
    );
    expect(crowded).toHaveLength(SHOWN_SUGGESTIONS + 1);
    expect(crowded[0]?.value).toBe('Kruh');
    expect(crowded.some((o) => o.key === 'new')).toBe(false);
  });

  it('matches Croatian letters whatever their case', () => {
    const options = searchable([
      { id: 'c', name: 'ČOKOLADA', category: '' },
      { id: 's', name: 'Šljive', category: '' },
    ]);
    expect(pickerOptions(options, 'čokolada').map((o) => o.value)).toEqual(['ČOKOLADA']);
    expect(pickerOptions(options, 'ŠLJIVE').map((o) => o.value)).toEqual(['Šljive']);
  });
});
