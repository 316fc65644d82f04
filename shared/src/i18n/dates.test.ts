import { formatDate, formatLongDate, titledWithToday } from './dates';

describe('Croatian dates', () => {
  it('formats a short date the Croatian way', () => {
    expect(formatDate('2026-11-21T10:00:00')).toBe('21. 11. 2026.');
  });

  it('puts the month of a long date in the genitive', () => {
    expect(formatLongDate('2026-11-21T10:00:00')).toBe('21. studenoga 2026.');
    expect(formatLongDate('2026-01-05T10:00:00')).toBe('5. siječnja 2026.');
  });

  it('appends today to a default title', () => {
    jest.useFakeTimers().setSystemTime(new Date('2026-03-02T09:00:00'));
    expect(titledWithToday('Moj popis')).toBe('Moj popis 2. 3. 2026.');
    jest.useRealTimers();
  });
});
