import { defineAreaRoutes } from '@organizator/shared/domain';
import { AntdScope } from '@organizator/shared/ui';
import { type ComponentType, lazy, Suspense } from 'react';

/**
 * Each page is its own chunk, so /dashboard never downloads the editor's pickers and forms
 * (issue 4 budget: <= 300 KB gzip per route including the shell). Every page sits inside the area's
 * own tree-shaken antd, themed from the shared store.
 */
const scoped = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return () => (
    <AntdScope>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </AntdScope>
  );
};

export const { area, routes } = defineAreaRoutes('mf_lists', {
  '/dashboard': scoped(() =>
    import('./pages/dashboard-page').then((m) => ({ default: m.DashboardPage })),
  ),
  '/lists/new': scoped(() =>
    import('./pages/new-list-page').then((m) => ({ default: m.NewListPage })),
  ),
  '/editor/:listId': scoped(() =>
    import('./pages/editor-page').then((m) => ({ default: m.EditorPage })),
  ),
});
