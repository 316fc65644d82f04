import { mondayOf, restOfWeek, shiftWeek, weekDays } from './week';

describe('the week of the menu', () => {
  it.each([
    ['2026-11-23', '2026-11-23'], // Monday
    ['2026-11-27', '2026-11-23'], // Friday
    ['2026-11-29', '2026-11-23'], // Sunday still ends the week, not starts the next
    ['2026-03-01', '2026-02-23'], // across a month
  ])('starts %s on Monday %s', (date, monday) => {
    expect(mondayOf(date)).toBe(monday);
  });

  it('has seven days from Monday to Sunday, across a year end too', () => {
    expect(weekDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(shiftWeek('2026-12-28', 1)).toBe('2027-01-04');
  });

  it('shops for the rest of this week from today, and for a later week whole', () => {
    expect(restOfWeek('2026-11-23', '2026-11-27')).toEqual({
      from: '2026-11-27',
      to: '2026-11-29',
    });
    expect(restOfWeek('2026-11-30', '2026-11-27')).toEqual({
      from: '2026-11-30',
      to: '2026-12-06',
    });
  });
});
