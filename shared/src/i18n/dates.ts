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
/** "<default title> <today>" for new lists and notes (docs/product.md#screens). */
export const titledWithToday = (title: string) => `${title} ${formatDate(Date.now())}`;

export { dayjs };
