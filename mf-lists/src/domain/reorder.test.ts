import { moveCategory, orderToSave } from './reorder';

describe('moveCategory', () => {
  const order = ['a', 'b', 'c'];

  it('moves a category one place up or down', () => {
    expect(moveCategory(order, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveCategory(order, 1, 1)).toEqual(['a', 'c', 'b']);
  });

  it('ignores up on the first and down on the last', () => {
    expect(moveCategory(order, 0, -1)).toBe(order);
    expect(moveCategory(order, 2, 1)).toBe(order);
  });

  it('does not change the array it was given', () => {
    moveCategory(order, 0, 1);
    expect(order).toEqual(['a', 'b', 'c']);
  });
});

describe('orderToSave', () => {
  it('keeps stored categories without items after the reordered ones, normalised', () => {
    expect(
      orderToSave(['voće i povrće', 'jaja'], ['Jaja', 'Pekarski proizvodi', 'voće i povrće']),
    ).toEqual(['voće i povrće', 'jaja', 'pekarski proizvodi']);
  });
});
