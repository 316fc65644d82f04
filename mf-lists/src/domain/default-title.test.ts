import { isDefaultTitle } from './default-title';

describe('isDefaultTitle', () => {
  it('recognises the title /lists/new gives a list', () => {
    expect(isDefaultTitle('Moj popis 21. 11. 2026.')).toBe(true);
    expect(isDefaultTitle('Moj popis 1. 2. 2027.')).toBe(true);
    expect(isDefaultTitle('Moj popis')).toBe(true);
  });
  it('does not treat a renamed list as default', () => {
    expect(isDefaultTitle('Subota kupnja')).toBe(false);
    expect(isDefaultTitle('Moj popis za vikend')).toBe(false);
  });
});
