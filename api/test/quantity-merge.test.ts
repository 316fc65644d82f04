import { gramsOf, gramsText, mergeQuantity } from '../src/lib/quantity-merge';

describe('merging a recipe ingredient into an open list item', () => {
  it('sums amounts in grams', () => {
    expect(mergeQuantity('300 g', 200)).toBe('500 g');
    expect(mergeQuantity('300g', 200)).toBe('500 g');
    expect(mergeQuantity('2,5 g', 1)).toBe('3,5 g');
  });

  it('shows both amounts when the units differ', () => {
    expect(mergeQuantity('2 kom', 200)).toBe('2 kom + 200 g');
    expect(mergeQuantity('1 kg', 200)).toBe('1 kg + 200 g');
  });

  it('gives an item without an amount the grams', () => {
    expect(mergeQuantity(null, 150)).toBe('150 g');
    expect(mergeQuantity('  ', 150)).toBe('150 g');
  });

  it('writes grams with a decimal comma, to one decimal', () => {
    expect(gramsText(12.345)).toBe('12,3 g');
    expect(gramsText(250)).toBe('250 g');
  });

  it('reads only amounts in grams', () => {
    expect(gramsOf('1,5 g')).toBe(1.5);
    expect(gramsOf('1 kg')).toBeNull();
    expect(gramsOf('g')).toBeNull();
  });
});
