import { formatNumber, parseNumber } from './numbers';

const nbsp = '\u00a0';

describe('formatNumber', () => {
  it('writes a decimal comma and drops trailing zeros', () => {
    expect(formatNumber(0.6)).toBe('0,6');
    expect(formatNumber(2.8)).toBe('2,8');
    expect(formatNumber(3)).toBe('3');
    expect(formatNumber(1.25, 2)).toBe('1,25');
    expect(formatNumber(1.25, 0)).toBe('1');
  });

  it('groups thousands with a space from five digits on, four digits stay together', () => {
    expect(formatNumber(22250)).toBe(`22${nbsp}250`);
    expect(formatNumber(1800)).toBe('1800');
    expect(formatNumber(-1234567.25)).toBe(`-1${nbsp}234${nbsp}567,3`);
  });
});

describe('parseNumber', () => {
  it('accepts a decimal comma or point and grouped digits', () => {
    expect(parseNumber('2,8')).toBe(2.8);
    expect(parseNumber(' 2.8 ')).toBe(2.8);
    expect(parseNumber(`22${nbsp}250`)).toBe(22250);
    expect(parseNumber('22 250,5')).toBe(22250.5);
    expect(parseNumber(',5')).toBe(0.5);
  });

  it('refuses what is not a number', () => {
    expect(parseNumber('')).toBeNaN();
    expect(parseNumber('2,8,1')).toBeNaN();
    expect(parseNumber('abc')).toBeNaN();
    expect(parseNumber('1e3')).toBeNaN();
  });
});
