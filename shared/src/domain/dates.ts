/** Food diary route keywords (docs/product.md#screens: /food-diary/day/{YESTERDAY|TODAY|TOMORROW|yyyy-mm-dd}). */
export const DIARY_DAY_KEYWORDS = ['yesterday', 'today', 'tomorrow'] as const;
export type DiaryDayKeyword = (typeof DIARY_DAY_KEYWORDS)[number];
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';
