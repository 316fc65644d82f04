import { useEffect, useMemo } from 'react';
import { type BrowserLocation, browserHistory } from '../navigation/browser-location';
import { emailSearch, type LoginNav } from './login-nav';
import { LoginPage } from './login-page';

/** /login (and / redirecting to it) before the router exists: navigation over the History API. */
export function LightLogin({ location }: { location: BrowserLocation }) {
  useEffect(() => {
    if (location.pathname === '/') browserHistory.replace(`/login${location.search}`);
  }, [location]);

  const nav = useMemo<LoginNav>(
    () => ({
      search: new URLSearchParams(location.search),
      setEmail: (email) => browserHistory.push(`/login${email === null ? '' : emailSearch(email)}`),
      navigate: (to, options) =>
        options?.replace ? browserHistory.replace(to) : browserHistory.push(to),
    }),
    [location.search],
  );

  return <LoginPage nav={nav} />;
}
