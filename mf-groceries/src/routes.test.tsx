import { createQueryClient, queries } from '@organizator/shared/query';
import type { PreloadablePage } from '@organizator/shared/ui';
import { routes } from './routes';

/** What a page asks for when its data is fetched ahead of its render (arrival, the page's chunk). */
function prefetched(path: keyof typeof routes, params: Record<string, string> = {}) {
  const client = createQueryClient();
  const spy = jest.spyOn(client, 'prefetchQuery').mockResolvedValue();
  const page: PreloadablePage = routes[path];
  page.prefetch?.(client, params);
  return spy.mock.calls.map(([options]) => options.queryKey);
}

test('each grocery page asks for its own data ahead of its render', () => {
  expect(prefetched('/groceries')).toEqual([queries.groceries.my().queryKey]);
  expect(prefetched('/groceries/public')).toEqual([queries.groceries.public().queryKey]);
  expect(prefetched('/groceries/:id', { id: 'g1' })).toEqual([
    queries.groceries.detail('g1').queryKey,
  ]);
});

test('the create form asks for nothing: it has no data to show', () => {
  expect(prefetched('/groceries/create')).toEqual([]);
});
