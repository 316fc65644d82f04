import { queries } from '@organizator/shared/query';
import { useAccessToken } from '@organizator/shared/runtime';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { releaseArrivalPage } from '../app/arrival-gate';
import { clearReturnPath, rememberReturnPath } from '../auth/return-path';
import { LiveEvents } from '../live/live-events';
import { useFocusOnNavigation } from '../navigation/focus-on-navigation';
import { usePreloadAreasWhenIdle } from '../remotes/preload';
import { CurrentUserContext } from './current-user';

/**
 * The guard of every protected route (docs/product.md#screens): `GET /me` is fetched on arrival and again on every
 * navigation (staleTime 0); no token or no user means /login, which returns here after signing in.
 * The page's layout and remote code load meanwhile; the content waits for the user.
 */
export function RequireUser() {
  const token = useAccessToken();
  const me = useQuery({ ...queries.me.onArrival(), enabled: !!token });
  const { pathname, search } = useLocation();
  const firstPath = useRef(pathname);

  const { refetch } = me;
  useEffect(() => {
    if (token && pathname !== firstPath.current) {
      firstPath.current = pathname;
      void refetch();
    }
  }, [pathname, token, refetch]);

  const user = me.data ?? null;
  useFocusOnNavigation();
  usePreloadAreasWhenIdle(!!user);
  useEffect(() => {
    if (user) clearReturnPath();
  }, [user]);

  // A cached "no user" only counts once the refetch on arrival has answered too; a network failure
  // with no saved user leaves nothing to show either.
  const signedOut = me.isSuccess ? !user : me.isError && me.data === undefined;
  const toLogin = !token || (signedOut && !me.isFetching);
  useEffect(() => {
    if (toLogin) releaseArrivalPage();
  }, [toLogin]);
  if (toLogin) {
    // Signing in brings the visitor back here (an invite mail links to /settings?invite=...).
    rememberReturnPath(pathname + search);
    return <Navigate to="/login" replace />;
  }

  return (
    <CurrentUserContext.Provider value={user}>
      {user ? <LiveEvents me={user} /> : null}
      <Outlet />
    </CurrentUserContext.Provider>
  );
}
