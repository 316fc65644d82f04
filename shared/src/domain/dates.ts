/** Food diary route keywords (docs/product.md#screens: /food-diary/day/{YESTERDAY|TODAY|TOMORROW|yyyy-mm-dd}). */
export const DIARY_DAY_KEYWORDS = ['yesterday', 'today', 'tomorrow'] as const;
export type DiaryDayKeyword = (typeof DIARY_DAY_KEYWORDS)[number];
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';

/** Years a diary day may have: wide enough for any real use, and shown correctly by the UI. */
const DATE_YEAR_MIN = 1900;
const DATE_YEAR_MAX = 2100;
/** True for a yyyy-mm-dd that names a real calendar day (no 2026-02-30) in the allowed years. */
export const isRealDate = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < DATE_YEAR_MIN || year > DATE_YEAR_MAX) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
