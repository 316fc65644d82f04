import {
  DIARY_DAY_KEYWORDS,
  type DiaryDayKeyword,
  ISO_DATE_FORMAT,
} from '@organizator/shared/domain';
import { dayjs, formatLongDate } from '@organizator/shared/i18n';
import { t } from '../texts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const KEYWORD_OFFSET: Record<DiaryDayKeyword, number> = { yesterday: -1, today: 0, tomorrow: 1 };

/**
 * The route's {date}: YESTERDAY, TODAY or TOMORROW in any case (relative to the browser's local
 * day), or an ISO yyyy-mm-dd that exists on the calendar. Anything else is null.
 */
export function resolveDay(param: string | undefined, now: Date = new Date()): string | null {
  const value = (param ?? '').trim();
  const keyword = value.toLowerCase() as DiaryDayKeyword;
  if ((DIARY_DAY_KEYWORDS as readonly string[]).includes(keyword)) {
    return dayjs(now).add(KEYWORD_OFFSET[keyword], 'day').format(ISO_DATE_FORMAT);
  }
  if (!ISO_DATE.test(value)) return null;
  const parsed = dayjs(value, ISO_DATE_FORMAT);
  // dayjs rolls 2026-02-30 over to March; a real date formats back to itself.
  return parsed.isValid() && parsed.format(ISO_DATE_FORMAT) === value ? value : null;
}

/** The ISO date `days` away, for the previous/next arrows. */
export const shiftDay = (iso: string, days: number) =>
  dayjs(iso).add(days, 'day').format(ISO_DATE_FORMAT);

/** "Danas", "Jučer", "Sutra", otherwise the Croatian long date. */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const offset = dayjs(iso).diff(dayjs(now).startOf('day'), 'day');
  if (offset === 0) return t.common.today;
  if (offset === -1) return t.common.yesterday;
  if (offset === 1) return t.common.tomorrow;
  return formatLongDate(iso);
}
