import { formatDate, formatLongDate, parseDate, titledWithToday } from './dates';

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

  it('reads a date typed the Croatian way, with or without the spaces and the last dot', () => {
    expect(parseDate('7. 12. 2026.')).toBe('2026-12-07');
    expect(parseDate('07.12.2026')).toBe('2026-12-07');
    expect(parseDate(' 1 . 3 . 2027 ')).toBe('2027-03-01');
  });

  it('reads a pasted ISO date', () => {
    expect(parseDate('2026-12-07')).toBe('2026-12-07');
  });

  it('refuses what is not a day of the calendar, or not a whole date', () => {
    expect(parseDate('31. 11. 2026.')).toBeNull();
    expect(parseDate('29. 2. 2027.')).toBeNull();
    expect(parseDate('12/07/2026')).toBeNull();
    expect(parseDate('7. 12.')).toBeNull();
    expect(parseDate('')).toBeNull();
    // Outside the years the API takes for a day.
    expect(parseDate('1. 1. 2200.')).toBeNull();
  });
});
