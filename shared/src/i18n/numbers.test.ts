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

  it("writes what Intl's hr-HR writes (grouping from five digits, its minus as ASCII)", () => {
    const intl = (value: number, digits: number) =>
      new Intl.NumberFormat('hr-HR', { maximumFractionDigits: digits, useGrouping: 'min2' })
        .formatToParts(value)
        .map((part) =>
          part.type === 'group' ? nbsp : part.type === 'minusSign' ? '-' : part.value,
        )
        .join('');
    const edges = [0, -0, 0.05, 0.15, 0.25, 1.005, 2.5, -2.5, 0.95, 9999.95, 99999.5, 1e21, 2.5e22];
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const values = [...edges, ...edges.map((value) => -value)];
    for (let i = 0; i < 2000; i += 1) {
      const magnitude = 10 ** Math.floor(random() * 12 - 4);
      values.push((random() - 0.3) * magnitude);
      values.push(Math.round(random() * 100000) / 100);
    }
    for (const digits of [0, 1, 2, 3]) {
      for (const value of values)
        expect([value, formatNumber(value, digits)]).toEqual([value, intl(value, digits)]);
    }
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
