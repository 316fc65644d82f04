import { defineAreaRoutes, ISO_DATE_FORMAT, type PagePrefetch } from '@organizator/shared/domain';
import { dayjs } from '@organizator/shared/i18n';
import { queries } from '@organizator/shared/query';
import { kitAreaPage, Loading } from '@organizator/shared/ui';
import type { ComponentType } from 'react';
import { resolveDay } from './domain/day';
import { trendPeriodOf, trendRange } from './domain/trend-period';
import { mondayOf, weekDays } from './domain/week';
import { DiaryPage } from './pages/diary-page';

/**
 * Every day comes from one `GET /food-diaries`, the day's planned entries from
 * `GET /food-diaries/{date}`: a signed-in arrival asks for both beside `/me`.
 */
const prefetchDays: PagePrefetch = (client, { date }) => {
  void client.prefetchQuery(queries.diaries.days());
  const day = resolveDay(date);
  if (day) void client.prefetchQuery(queries.diaries.day(day));
};

/** The week's menu, asked for while the page's chunk downloads. */
const prefetchWeek: PagePrefetch = (client, { date }) => {
  const day = date === undefined ? dayjs().format(ISO_DATE_FORMAT) : resolveDay(date);
  if (!day) return;
  const monday = mondayOf(day);
  void client.prefetchQuery(queries.mealPlan.range(monday, weekDays(monday)[6] ?? monday));
};

/**
 * The period the trends page will show (its `?dana=` is in the address: a prefetch runs on the
 * page's arrival or render, never for another address).
 */
const prefetchTrends: PagePrefetch = (client) => {
  const period = trendPeriodOf(new URLSearchParams(window.location.search).get('dana'));
  const { from, to } = trendRange(Number(period), dayjs().format(ISO_DATE_FORMAT));
  void client.prefetchQuery(queries.diaries.range(from, to));
};

// The diary page ships with the routes module; the menu and the trends are chunks of their own,
// so the day never downloads them.
const page = (load: () => Promise<{ default: ComponentType }>, prefetch?: PagePrefetch) =>
  kitAreaPage(load, { fallback: <Loading />, prefetch });
const planPage = page(
  () => import('./pages/plan-page').then((m) => ({ default: m.PlanPage })),
  prefetchWeek,
);

export const { area, routes } = defineAreaRoutes('mf_diary', {
  '/food-diary/day/:date': kitAreaPage({ page: DiaryPage }, { prefetch: prefetchDays }),
  '/food-diary/plan': planPage,
  '/food-diary/plan/:date': planPage,
  '/food-diary/trends': page(
    () => import('./pages/trends-page').then((m) => ({ default: m.TrendsPage })),
    prefetchTrends,
  ),
});
