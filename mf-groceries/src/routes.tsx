import { defineAreaRoutes } from '@organizator/shared/domain';
import { areaPage, Loading } from '@organizator/shared/ui';
import type { ComponentType } from 'react';

// Each page is its own chunk: the lists need no Form, the form pages no list.
const page = (load: () => Promise<{ default: ComponentType }>) =>
  areaPage(load, { fallback: <Loading /> });

export const { area, routes } = defineAreaRoutes('mf_groceries', {
  '/groceries': page(() =>
    import('./pages/my-groceries-page').then((m) => ({ default: m.MyGroceriesPage })),
  ),
  '/groceries/public': page(() =>
    import('./pages/public-groceries-page').then((m) => ({ default: m.PublicGroceriesPage })),
  ),
  '/groceries/create': page(() =>
    import('./pages/create-grocery-page').then((m) => ({ default: m.CreateGroceryPage })),
  ),
  '/groceries/:id': page(() =>
    import('./pages/edit-grocery-page').then((m) => ({ default: m.EditGroceryPage })),
  ),
});
