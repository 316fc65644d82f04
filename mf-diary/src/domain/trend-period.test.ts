import { trendPeriodOf, trendRange } from './trend-period';

describe('the trends period', () => {
  it('is a week unless thirty days are asked for', () => {
    expect(trendPeriodOf(null)).toBe('7');
    expect(trendPeriodOf('30')).toBe('30');
    expect(trendPeriodOf('365')).toBe('7');
  });

  it('asks for the days ending today, both included, across a month and a year', () => {
    expect(trendRange(7, '2026-11-27')).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(trendRange(30, '2027-01-10')).toEqual({ from: '2026-12-12', to: '2027-01-10' });
    expect(trendRange(1, '2026-11-27')).toEqual({ from: '2026-11-27', to: '2026-11-27' });
  });
});
