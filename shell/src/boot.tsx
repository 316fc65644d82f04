import { ToastHost } from '@organizator/shared/providers';
import { useAccessToken } from '@organizator/shared/runtime';
import { lazy, Suspense, useRef } from 'react';
import { LightLogin } from './auth/light-login';
import { isLightPath, useBrowserLocation } from './navigation/browser-location';
import { PageLoading } from './ui/page-loading';

const FullApp = lazy(() => import('./app/full-app'));

/**
 * The first screen a signed-out visitor sees (/login) renders without the router, the query client
 * and the zod contract, so it stays small and fast (issue 2, point 8). Any other path, or a stored
 * token, starts the full app; once started it owns the page for good.
 */
export function Boot() {
  const location = useBrowserLocation();
  const token = useAccessToken();
  const fullAppStarted = useRef(false);
  if (!fullAppStarted.current && !token && isLightPath(location.pathname)) {
    return (
      <>
        <LightLogin location={location} />
        <ToastHost />
      </>
    );
  }
  fullAppStarted.current = true;
  return (
    <Suspense fallback={<PageLoading />}>
      <FullApp />
    </Suspense>
  );
}
