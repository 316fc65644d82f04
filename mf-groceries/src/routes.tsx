import { defineAreaRoutes } from '@organizator/shared/domain';
import { areaPage } from '@organizator/shared/ui';
import { PageLoading } from './components/page-loading';

// Each page is its own chunk: the lists need no Form, the form pages no list.
const fallback = <PageLoading />;

export const { area, routes } = defineAreaRoutes('mf_groceries', {
  '/groceries': areaPage(
    () => import('./pages/my-groceries-page').then((m) => ({ default: m.MyGroceriesPage })),
    { fallback },
  ),
  '/groceries/public': areaPage(
    () => import('./pages/public-groceries-page').then((m) => ({ default: m.PublicGroceriesPage })),
    { fallback },
  ),
  '/groceries/create': areaPage(
    () => import('./pages/create-grocery-page').then((m) => ({ default: m.CreateGroceryPage })),
    { fallback },
  ),
  '/groceries/:id': areaPage(
    () => import('./pages/edit-grocery-page').then((m) => ({ default: m.EditGroceryPage })),
    { fallback },
  ),
});
