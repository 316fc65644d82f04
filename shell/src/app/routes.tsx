import { AREA_ROUTES, type AreaLayout, type AreaName } from '@organizator/shared/domain';
import type { QueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { AppLoading } from '../layout/app-loading';
import { LoginErrorPage } from '../pages/login-error-page';
import { RouteErrorPage } from '../pages/route-error-page';
import { PageLoading } from '../ui/page-loading';
import { LoginRoute } from './login-route';
import { logoutLoader } from './logout';

interface AreaRoute {
  area: AreaName;
  path: string;
}

/** The feature routes of every remote, split by whether they sit in the shared layout. */
function areaRoutes(layout: AreaLayout): AreaRoute[] {
  return AREA_ROUTES.filter((route) => route.layout === layout).map(({ area, path }) => ({
    area,
    path,
  }));
}

const remoteRoute = ({ area, path }: AreaRoute, layout: AreaLayout): RouteObject => ({
  path,
  lazy: async () => {
    const { RemoteRoute } = await import('../remotes/remote-route');
    return { element: <RemoteRoute area={area} path={path} layout={layout} /> };
  },
});

/**
 * docs/product.md#screens route table. Only /login is in the first bundle; every other screen, the protected
 * layout, the remote loader and the live events load on first visit.
 */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <Outlet />,
      HydrateFallback: AppLoading,
      ErrorBoundary: RouteErrorPage,
      children: [
        { path: '/', element: <Navigate to="/login" replace /> },
        {
          path: '/login',
          element: <LoginRoute />,
          ErrorBoundary: LoginErrorPage,
        },
        { path: '/login/error', Component: LoginErrorPage },
        {
          path: '/verify',
          lazy: async () => ({ Component: (await import('../pages/verify-page')).VerifyPage }),
        },
        { path: '/logout', loader: logoutLoader(queryClient), Component: PageLoading },
        {
          path: '/privacy',
          lazy: async () => ({ Component: (await import('../pages/legal-page')).PrivacyPage }),
        },
        {
          path: '/terms',
          lazy: async () => ({ Component: (await import('../pages/legal-page')).TermsPage }),
        },
        {
          lazy: async () => ({
            Component: (await import('../protected/require-user')).RequireUser,
          }),
          children: [
            {
              lazy: async () => ({
                Component: (await import('../layout/shared-layout')).SharedLayout,
              }),
              children: areaRoutes('shared').map((route) => remoteRoute(route, 'shared')),
            },
            ...areaRoutes('bare').map((route) => remoteRoute(route, 'bare')),
          ],
        },
        {
          path: '*',
          lazy: async () => ({ Component: (await import('../pages/not-found-page')).NotFoundPage }),
        },
      ],
    },
  ];
}
