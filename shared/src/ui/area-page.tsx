import { type Params, useParams } from '@organizator/shared/router';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { AntdScope } from './antd-scope';

/** Starts the page's data request from the route's params. */
export type PagePrefetch = (client: QueryClient, params: Params) => void;

interface AreaPageOptions {
  /** Shown while the page's chunk downloads. */
  fallback?: ReactNode;
  /** Asked for while the page's chunk downloads, instead of after it (no request waterfall). */
  prefetch?: PagePrefetch;
}

function AreaPage({
  page: Page,
  fallback = null,
  prefetch,
}: AreaPageOptions & { page: ComponentType }) {
  const client = useQueryClient();
  const params = useParams();
  useEffect(() => prefetch?.(client, params), [client, params, prefetch]);
  return (
    <AntdScope>
      <Suspense fallback={fallback}>
        <Page />
      </Suspense>
    </AntdScope>
  );
}

/**
 * One route of a remote as its own chunk, inside the remote's antd scope (antd is bundled per
 * remote): what every remote's `./routes` maps its paths to.
 */
export function areaPage(
  load: () => Promise<{ default: ComponentType }>,
  options: AreaPageOptions = {},
): ComponentType {
  const page = lazy(load);
  return () => <AreaPage page={page} {...options} />;
}
