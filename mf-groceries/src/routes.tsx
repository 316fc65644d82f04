import { defineAreaRoutes } from '@organizator/shared/domain';
import { AntdScope } from '@organizator/shared/ui';
import { type ComponentType, lazy, Suspense } from 'react';
import { PageLoading } from './components/page-loading';

/**
 * Each page is its own chunk (the lists need no Form, the form pages no list), and runs inside this
 * remote's own antd scope (antd is bundled per remote).
 */
const scoped = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return () => (
    <AntdScope>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </AntdScope>
  );
};

export const { area, routes } = defineAreaRoutes('mf_groceries', {
  '/groceries': scoped(() =>
    import('./pages/my-groceries-page').then((m) => ({ default: m.MyGroceriesPage })),
  ),
  '/groceries/public': scoped(() =>
    import('./pages/public-groceries-page').then((m) => ({ default: m.PublicGroceriesPage })),
  ),
  '/groceries/create': scoped(() =>
    import('./pages/create-grocery-page').then((m) => ({ default: m.CreateGroceryPage })),
  ),
  '/groceries/:id': scoped(() =>
    import('./pages/edit-grocery-page').then((m) => ({ default: m.EditGroceryPage })),
  ),
});
