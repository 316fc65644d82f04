import type { QueryKey } from '@tanstack/react-query';
import type { PreloadablePage } from '../domain/areas';
import { createQueryClient } from '../query';

/**
 * The query keys a remote page asks for when its data is fetched ahead of its render (a signed-in
 * arrival, the page's chunk downloading), with the route's `params`.
 */
export function prefetchedKeys(page: PreloadablePage, params: Record<string, string> = {}) {
  const client = createQueryClient();
  const spy = jest.spyOn(client, 'prefetchQuery').mockResolvedValue();
  page.prefetch?.(client, params);
  return spy.mock.calls.map(([options]) => options.queryKey as QueryKey);
}
