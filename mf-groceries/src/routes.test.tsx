import { queries } from '@organizator/shared/query';
import { prefetchedKeys } from '@organizator/shared/test';
import { routes } from './routes';

test('each grocery page asks for its own data ahead of its render', () => {
  expect(prefetchedKeys(routes['/groceries'])).toEqual([queries.groceries.my().queryKey]);
  expect(prefetchedKeys(routes['/groceries/public'])).toEqual([
    queries.groceries.public().queryKey,
  ]);
  expect(prefetchedKeys(routes['/groceries/:id'], { id: 'g1' })).toEqual([
    queries.groceries.detail('g1').queryKey,
  ]);
});

test('the create form asks for nothing: it has no data to show', () => {
  expect(prefetchedKeys(routes['/groceries/create'])).toEqual([]);
});
