import { defineAreaRoutes } from '@organizator/shared/domain';
import { queries } from '@organizator/shared/query';
import { type Params, useParams } from '@organizator/shared/router';
import { AntdScope } from '@organizator/shared/ui';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';

type Prefetch = (client: QueryClient, params: Params) => void;

/**
 * Each page is its own chunk, so /dashboard never downloads the editor's pickers and forms
 * (issue 4 budget: <= 300 KB gzip per route including the shell). The page's data is requested
 * while its chunk downloads instead of after it (no request waterfall). Every page sits inside the
 * area's own tree-shaken antd, themed from the shared store.
 */
function AreaRoute({ page: Page, prefetch }: { page: ComponentType; prefetch?: Prefetch }) {
  const client = useQueryClient();
  const params = useParams();
  useEffect(() => prefetch?.(client, params), [client, params, prefetch]);
  return (
    <AntdScope>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </AntdScope>
  );
}

const Dashboard = lazy(() =>
  import('./pages/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const NewList = lazy(() =>
  import('./pages/new-list-page').then((m) => ({ default: m.NewListPage })),
);
const Editor = lazy(() => import('./pages/editor-page').then((m) => ({ default: m.EditorPage })));

const prefetchLists: Prefetch = (client) => void client.prefetchQuery(queries.lists());
const prefetchList: Prefetch = (client, { listId }) => {
  if (listId) void client.prefetchQuery(queries.list(listId));
};

export const { area, routes } = defineAreaRoutes('mf_lists', {
  '/dashboard': () => <AreaRoute page={Dashboard} prefetch={prefetchLists} />,
  '/lists/new': () => <AreaRoute page={NewList} />,
  '/editor/:listId': () => <AreaRoute page={Editor} prefetch={prefetchList} />,
});
