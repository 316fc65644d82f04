import { useAccessToken, useCurrentToast } from '@organizator/shared/runtime';
import { lazy, Suspense, useRef } from 'react';
import { LightLogin } from './auth/light-login';
import { AppLoading } from './layout/app-loading';
import { isLightPath, useBrowserLocation } from './navigation/browser-location';

const FullApp = lazy(() => import('./app/full-app'));
// The providers module brings the query client with it: /login loads it only to show a toast.
const ToastHost = lazy(() =>
  import('@organizator/shared/providers').then((m) => ({ default: m.ToastHost })),
);

/**
 * The first screen a signed-out visitor sees (/login) renders without the router, the query client
 * and the zod contract, so it stays small and fast. Any other path, or a stored
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
        <LightToasts />
      </>
    );
  }
  fullAppStarted.current = true;
  return (
    <Suspense fallback={<AppLoading />}>
      <FullApp />
    </Suspense>
  );
}

/** Loads the toast host with the first toast, then keeps it. */
function LightToasts() {
  const current = useCurrentToast();
  const needed = useRef(false);
  if (current) needed.current = true;
  if (!needed.current) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
