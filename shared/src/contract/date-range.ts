import { z } from 'zod/mini';
import { apiMessages } from './messages';

/** The longest range of days one request may ask for (the menu, its shopping, the diary). */
export const DATE_RANGE_MAX_DAYS = 62;

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both included (1 for one day, 0 or less for a reversed range). */
export const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

type MaybeRange = { from?: string; to?: string };
const bothDates = (r: MaybeRange): r is { from: string; to: string } =>
  r.from !== undefined && r.to !== undefined;

/**
 * `from` not after `to`, at most `DATE_RANGE_MAX_DAYS` days, both included. Where the dates are
 * optional (the diary list), a request without them is not a range and passes.
 */
export const dateRangeChecks = <T extends MaybeRange>() => [
  z.refine<T>(
    (r) => !bothDates(r) || daysInRange(r.from, r.to) >= 1,
    apiMessages.mealPlanRangeReversed,
  ),
  z.refine<T>(
    (r) => !bothDates(r) || daysInRange(r.from, r.to) <= DATE_RANGE_MAX_DAYS,
    apiMessages.mealPlanRangeTooLong,
  ),
];
