import { queries } from '@organizator/shared/query';
import { prefetchedKeys } from '@organizator/shared/test';
import { routes } from './routes';

test('the dashboard and the editor ask for their lists ahead of their render', () => {
  expect(prefetchedKeys(routes['/dashboard'])).toEqual([queries.lists.overview().queryKey]);
  expect(prefetchedKeys(routes['/editor/:listId'], { listId: 'l1' })).toEqual([
    queries.lists.detail('l1').queryKey,
  ]);
});
