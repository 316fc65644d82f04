import type { PreloadablePage } from '@organizator/shared/domain';
import { createQueryClient } from '@organizator/shared/query';
import type { QueryKey } from '@tanstack/react-query';

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
