import { defineAreaRoutes } from '@organizator/shared/domain';
import { AntdScope } from '@organizator/shared/ui';
import type { ComponentType } from 'react';
import { CreateGroceryPage } from './pages/create-grocery-page';
import { EditGroceryPage } from './pages/edit-grocery-page';
import { MyGroceriesPage } from './pages/my-groceries-page';
import { PublicGroceriesPage } from './pages/public-groceries-page';

/** Each page runs inside this remote's own antd scope (antd is bundled per remote). */
const scoped = (Page: ComponentType) => () => (
  <AntdScope>
    <Page />
  </AntdScope>
);

export const { area, routes } = defineAreaRoutes('mf_groceries', {
  '/groceries': scoped(MyGroceriesPage),
  '/groceries/public': scoped(PublicGroceriesPage),
  '/groceries/create': scoped(CreateGroceryPage),
  '/groceries/:id': scoped(EditGroceryPage),
});
