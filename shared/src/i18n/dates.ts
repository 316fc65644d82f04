import dayjs from 'dayjs';
import 'dayjs/locale/hr';
import localizedFormat from 'dayjs/plugin/localizedFormat';

dayjs.extend(localizedFormat);
dayjs.locale('hr');

/** Croatian short date, e.g. "21. 11. 2026." */
export const formatDate = (value: string | number | Date) => dayjs(value).format('D. M. YYYY.');
/**
 * Croatian long date, e.g. "21. studenoga 2026.": the month takes the genitive after a day number.
 * dayjs' hr locale only picks the genitive when the day token is followed by a bracket or space,
 * hence `D[.]` rather than `D.`.
 */
export const formatLongDate = (value: string | number | Date) =>
  dayjs(value).format('D[.] MMMM YYYY.');
/**
 * A date typed the Croatian way ("7. 12. 2026.", "07.12.2026", the last dot and the spaces
 * optional) or pasted as ISO ("2026-12-07"), as an ISO date; null when it is not a day of the
 * calendar (31. 11. is not).
 */
export function parseDate(text: string): string | null {
  const trimmed = text.trim();
  const croatian = /^(\d{1,2})\s*\.\s*(\d{1,2})\s*\.\s*(\d{4})\s*\.?$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const [year, month, day] = croatian
    ? [croatian[3], croatian[2], croatian[1]].map(Number)
    : iso
      ? [iso[1], iso[2], iso[3]].map(Number)
      : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return date.toISOString().slice(0, 10);
}

/** "<default title> <today>" for new lists and notes (docs/product.md#screens). */
export const titledWithToday = (title: string) => `${title} ${formatDate(Date.now())}`;

export { dayjs };
