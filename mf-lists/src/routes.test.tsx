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

test('the dashboard and the editor ask for their lists ahead of their render', () => {
  expect(prefetched('/dashboard')).toEqual([queries.lists.overview().queryKey]);
  expect(prefetched('/editor/:listId', { listId: 'l1' })).toEqual([
    queries.lists.detail('l1').queryKey,
  ]);
});
