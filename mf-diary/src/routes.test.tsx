import { createQueryClient, queries } from '@organizator/shared/query';
import type { PreloadablePage } from '@organizator/shared/ui';
import { routes } from './routes';

test('a signed-in arrival on a diary day asks for the diaries before the page renders', () => {
  const client = createQueryClient();
  const spy = jest.spyOn(client, 'prefetchQuery').mockResolvedValue();
  const page: PreloadablePage = routes['/food-diary/day/:date'];
  page.prefetch?.(client, { date: 'today' });
  expect(spy.mock.calls.map(([options]) => options.queryKey)).toEqual([
    queries.diaries.days().queryKey,
  ]);
});
