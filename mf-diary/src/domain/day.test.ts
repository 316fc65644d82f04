import { formatLongDate } from '@organizator/shared/i18n';
import { dayLabel, resolveDay, shiftDay } from './day';

const now = new Date(2026, 10, 21, 10, 30); // 21 Nov 2026, local time

describe('diary day in the route', () => {
  it.each([
    ['today', '2026-11-21'],
    ['TODAY', '2026-11-21'],
    ['Yesterday', '2026-11-20'],
    ['TOMORROW', '2026-11-22'],
    ['2024-02-29', '2024-02-29'],
  ])('resolves %s to %s', (param, iso) => {
    expect(resolveDay(param, now)).toBe(iso);
  });

  it.each(['2026-02-30', '2026-13-01', 'sutra', '21.11.2026', '', undefined])(
    'rejects %s',
    (param) => {
      expect(resolveDay(param, now)).toBeNull();
    },
  );

  it('steps across month and year ends', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('labels the three nearest days in Croatian and others with the long date', () => {
    expect(dayLabel('2026-11-21', now)).toBe('Danas');
    expect(dayLabel('2026-11-20', now)).toBe('Jučer');
    expect(dayLabel('2026-11-22', now)).toBe('Sutra');
    expect(dayLabel('2026-11-23', now)).toBe(formatLongDate('2026-11-23'));
  });
});
