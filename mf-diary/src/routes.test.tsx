import { ISO_DATE_FORMAT } from '@organizator/shared/domain';
import { dayjs } from '@organizator/shared/i18n';
import { queries } from '@organizator/shared/query';
import { prefetchedKeys } from '@organizator/shared/test';
import { routes } from './routes';

const today = () => dayjs().format(ISO_DATE_FORMAT);

test('a signed-in arrival on a diary day asks for the diaries and the day’s plan before the page renders', () => {
  expect(prefetchedKeys(routes['/food-diary/day/:date'], { date: 'today' })).toEqual([
    queries.diaries.days().queryKey,
    queries.diaries.day(today()).queryKey,
  ]);
});

test('the week view asks for the menu of the week holding its date', () => {
  expect(prefetchedKeys(routes['/food-diary/plan/:date'], { date: '2026-11-27' })).toEqual([
    queries.mealPlan.range('2026-11-23', '2026-11-29').queryKey,
  ]);
});
