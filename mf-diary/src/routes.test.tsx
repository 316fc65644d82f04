import { queries } from '@organizator/shared/query';
import { prefetchedKeys } from '@organizator/shared/test';
import { routes } from './routes';

test('a signed-in arrival on a diary day asks for the diaries before the page renders', () => {
  expect(prefetchedKeys(routes['/food-diary/day/:date'], { date: 'today' })).toEqual([
    queries.diaries.days().queryKey,
  ]);
});
