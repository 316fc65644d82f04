import { isDefaultTitle } from './default-title';

describe('isDefaultTitle', () => {
  it('recognises the title /lists/new gives a list', () => {
    expect(isDefaultTitle('My list 21. 11. 2026.')).toBe(true);
    expect(isDefaultTitle('My list 1. 2. 2027.')).toBe(true);
    expect(isDefaultTitle('My list')).toBe(true);
  });
  it('does not treat a renamed list as default', () => {
    expect(isDefaultTitle('Subota kupnja')).toBe(false);
    expect(isDefaultTitle('My list za vikend')).toBe(false);
  });
});
