import type { PagePrefetch, PreloadablePage } from '@organizator/shared/domain';
import { useParams } from '@organizator/shared/router';
import { pageCommitted } from '@organizator/shared/runtime';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense, useEffect, useState } from 'react';

export interface AreaPageOptions {
  /** Shown while the page's chunk downloads. */
  fallback?: ReactNode;
  /** Asked for while the page's chunk downloads, instead of after it (no request waterfall). */
  prefetch?: PagePrefetch;
}

/** The page, or its fallback while its chunk downloads (`page` null); its data asked for at once. */
function AreaPage({
  page: Page,
  fallback = null,
  prefetch,
}: AreaPageOptions & { page: ComponentType | null }) {
  const client = useQueryClient();
  const params = useParams();
  useEffect(() => prefetch?.(client, params), [client, params, prefetch]);
  return Page ? (
    <Suspense fallback={fallback}>
      <Page />
      <PageCommitted />
    </Suspense>
  ) : (
    fallback
  );
}

/**
 * Committed with the page, never with a fallback (one Suspense boundary), and after it: the page's
 * own effects, which ask for its queries, have run when this one does.
 */
function PageCommitted() {
  useEffect(() => pageCommitted(), []);
  return null;
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
export type PageSource = (() => Promise<{ default: ComponentType }>) | { page: ComponentType };

interface PageChunk {
  fetchPage: () => Promise<{ default: ComponentType }>;
  /** The component if the chunk has already arrived (a preload, an earlier visit). */
  loaded: () => ComponentType | null;
}

/**
 * The page's component once its chunk is here (at once when it already is), else null. The chunk's
 * arrival is an ordinary state update, not `React.lazy`'s Suspense retry: React holds a retry's
 * commit until 300 ms after the last fallback it showed (its fallback throttle), so a page whose
 * chunk came a moment after its data waited up to that long, idle, for its first paint (seen on
 * the trends page: docs/benchmarks/meal-plan.md). A chunk that fails for good is thrown to the
 * error boundary, as `lazy` did.
 */
function usePageChunk({ fetchPage, loaded }: PageChunk): ComponentType | null {
  const [page, setPage] = useState<{ component: ComponentType } | { error: unknown } | null>(() => {
    const component = loaded();
    return component ? { component } : null;
  });
  useEffect(() => {
    if (page) return;
    let current = true;
    fetchPage().then(
      (module) => current && setPage({ component: module.default }),
      (error: unknown) => current && setPage({ error }),
    );
    return () => {
      current = false;
    };
  }, [fetchPage, page]);
  if (page && 'error' in page) throw page.error;
  return page?.component ?? null;
}

function ChunkAreaPage({ chunk, ...options }: AreaPageOptions & { chunk: PageChunk }) {
  return <AreaPage page={usePageChunk(chunk)} {...options} />;
}

/**
 * One route of a remote, asking for its data as it is entered: what every remote's `./routes` maps
 * its paths to. A page in its own chunk can also fetch that chunk ahead (`preload`). The page draws
 * with the kit (no app loads antd: docs/decisions/lists.md, "The item views drawn by the kit").
 */
export function kitAreaPage(source: PageSource, options: AreaPageOptions = {}): PreloadablePage {
  if ('page' in source) {
    return Object.assign(() => <AreaPage page={source.page} {...options} />, {
      prefetch: options.prefetch,
    });
  }
  let component: ComponentType | null = null;
  const fetchPage = retrying(async () => {
    const module = await source();
    component = module.default;
    return module;
  });
  const chunk: PageChunk = { fetchPage, loaded: () => component };
  return Object.assign(() => <ChunkAreaPage chunk={chunk} {...options} />, {
    preload: fetchPage,
    prefetch: options.prefetch,
  });
}
