import dayjs from 'dayjs';
import 'dayjs/locale/hr';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { isRealDate } from '../domain/dates';

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
 * optional) or pasted as ISO ("2026-12-07"), as an ISO date; null unless it is a day the API takes
 * (`isRealDate`: 31. 11. is not).
 */
export function parseDate(text: string): string | null {
  const trimmed = text.trim();
  const croatian = /^(\d{1,2})\s*\.\s*(\d{1,2})\s*\.\s*(\d{4})\s*\.?$/.exec(trimmed);
  const iso = croatian
    ? `${croatian[3]}-${croatian[2]?.padStart(2, '0')}-${croatian[1]?.padStart(2, '0')}`
    : trimmed;
  return isRealDate(iso) ? iso : null;
}

/** "<default title> <today>" for new lists and notes (docs/product.md#screens). */
export const titledWithToday = (title: string) => `${title} ${formatDate(Date.now())}`;

export { dayjs };
