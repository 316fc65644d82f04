import { defineAreaRoutes, type PagePrefetch } from '@organizator/shared/domain';
import { queries } from '@organizator/shared/query';
import { kitAreaPage, Loading } from '@organizator/shared/ui';
import type { ComponentType } from 'react';

// Each page is its own chunk: the lists need no Form, the form pages no list. Each page's data is
// asked for with its chunk (and, on a signed-in arrival, beside `/me`), not once it has rendered.
const page = (load: () => Promise<{ default: ComponentType }>, prefetch?: PagePrefetch) =>
  kitAreaPage(load, { fallback: <Loading />, prefetch });

export const { area, routes } = defineAreaRoutes('mf_groceries', {
  '/groceries': page(
    () => import('./pages/my-groceries-page').then((m) => ({ default: m.MyGroceriesPage })),
    (client) => void client.prefetchQuery(queries.groceries.my()),
  ),
  '/groceries/public': page(
    () => import('./pages/public-groceries-page').then((m) => ({ default: m.PublicGroceriesPage })),
    (client) => void client.prefetchQuery(queries.groceries.public()),
  ),
  '/groceries/create': page(() =>
    import('./pages/create-grocery-page').then((m) => ({ default: m.CreateGroceryPage })),
  ),
  '/groceries/recipes': page(
    () => import('./pages/recipes-page').then((m) => ({ default: m.RecipesPage })),
    (client) => {
      void client.prefetchQuery(queries.recipes.mine());
      void client.prefetchQuery(queries.recipes.public());
    },
  ),
  '/groceries/recipes/new': page(() =>
    import('./pages/create-recipe-page').then((m) => ({ default: m.CreateRecipePage })),
  ),
  '/groceries/recipes/import': page(() =>
    import('./pages/import-recipe-page').then((m) => ({ default: m.ImportRecipePage })),
  ),
  '/groceries/recipes/:id': page(
    () => import('./pages/recipe-page').then((m) => ({ default: m.RecipePage })),
    (client, { id }) => {
      if (id) void client.prefetchQuery(queries.recipes.detail(id));
    },
  ),
  '/groceries/:id': page(
    () => import('./pages/edit-grocery-page').then((m) => ({ default: m.EditGroceryPage })),
    (client, { id }) => {
      if (id) void client.prefetchQuery(queries.groceries.detail(id));
    },
  ),
});
