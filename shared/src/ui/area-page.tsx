import type { PagePrefetch, PreloadablePage } from '@organizator/shared/domain';
import { useParams } from '@organizator/shared/router';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { AntdScope } from './antd-scope';

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

/** Extra attempts at a page chunk that failed to download, and the pause before each. */
const CHUNK_RETRIES = 2;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The page's chunk, retried on a transient failure (the bundler's runtime forgets a failed chunk, so
 * importing again requests it again). One download is shared by preload and render.
 */
function retrying<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= (async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await load();
        } catch (error) {
          if (attempt >= CHUNK_RETRIES) throw error;
          await pause(400 * 2 ** attempt);
        }
      }
    })().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/**
 * Where a page's component comes from: its own chunk (`() => import(...)`), or `{ page }` for a page
 * small or central enough to ship with the remote's `./routes` module (no second download).
 */
type PageSource = (() => Promise<{ default: ComponentType }>) | { page: ComponentType };

/**
 * One route of a remote, inside the remote's antd scope (antd is bundled per remote), asking for its
 * data as it is entered: what every remote's `./routes` maps its paths to. A page in its own chunk
 * can also fetch that chunk ahead (`preload`).
 */
export function areaPage(source: PageSource, options: AreaPageOptions = {}): PreloadablePage {
  if ('page' in source) {
    return Object.assign(() => <AreaPage page={source.page} {...options} />, {
      prefetch: options.prefetch,
    });
  }
  const fetchPage = retrying(source);
  const page = lazy(fetchPage);
  return Object.assign(() => <AreaPage page={page} {...options} />, {
    preload: fetchPage,
    prefetch: options.prefetch,
  });
}
