import { ISO_DATE_FORMAT } from '@organizator/shared/domain';
import { dayjs } from '@organizator/shared/i18n';

/** The Monday of the week holding `iso` (weeks start on Monday, as in Croatia). */
export function mondayOf(iso: string): string {
  const day = dayjs(iso);
  return day.subtract((day.day() + 6) % 7, 'day').format(ISO_DATE_FORMAT);
}

/** The seven ISO dates of the week that starts on `monday`. */
export const weekDays = (monday: string): string[] =>
  Array.from({ length: 7 }, (_, i) => dayjs(monday).add(i, 'day').format(ISO_DATE_FORMAT));

export const shiftWeek = (monday: string, weeks: number) =>
  dayjs(monday).add(weeks, 'week').format(ISO_DATE_FORMAT);

/**
 * "The rest of this week" for shopping: from today to the week's Sunday when the shown week holds
 * today, the whole shown week when it lies ahead, and nothing past when it is over (today alone
 * would be outside it, so its whole week then).
 */
export function restOfWeek(monday: string, today: string): { from: string; to: string } {
  const days = weekDays(monday);
  const sunday = days[6] ?? monday;
  if (today >= monday && today <= sunday) return { from: today, to: sunday };
  return { from: monday, to: sunday };
}
