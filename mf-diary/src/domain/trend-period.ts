import { ISO_DATE_FORMAT } from '@organizator/shared/domain';
import { dayjs } from '@organizator/shared/i18n';

/** The periods the trends page offers, in days; `?dana=30` picks the longer one. */
export const TREND_PERIODS = ['7', '30'] as const;
export type TrendPeriod = (typeof TREND_PERIODS)[number];

/** The period a `?dana=` value asks for; anything else is the default week. */
export const trendPeriodOf = (dana: string | null): TrendPeriod => (dana === '30' ? '30' : '7');

/**
 * The days the page charts and averages: the `count` days ending with `today`, both included. It
 * is all the page asks the API for (GET /food-diaries?from&to), never the whole diary.
 */
export function trendRange(count: number, today: string): { from: string; to: string } {
  return {
    from: dayjs(today)
      .subtract(count - 1, 'day')
      .format(ISO_DATE_FORMAT),
    to: today,
  };
}
