import { defineAreaRoutes, type PagePrefetch } from '@organizator/shared/domain';
import { queries } from '@organizator/shared/query';
import { kitAreaPage } from '@organizator/shared/ui';
import { editorRoute } from './pages/editor-route';

/**
 * Each page is its own chunk, so /dashboard never downloads the editor's pickers and forms
 * (issue 4 budget: <= 300 KB gzip per route including the shell).
 */
const prefetchLists: PagePrefetch = (client) => void client.prefetchQuery(queries.lists.overview());

export const { area, routes } = defineAreaRoutes('mf_lists', {
  '/dashboard': kitAreaPage(
    () => import('./pages/dashboard-page').then((m) => ({ default: m.DashboardPage })),
    { prefetch: prefetchLists },
  ),
  '/lists/new': kitAreaPage(() =>
    import('./pages/new-list-page').then((m) => ({ default: m.NewListPage })),
  ),
  '/editor/:listId': editorRoute,
});
