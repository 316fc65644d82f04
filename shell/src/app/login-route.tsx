import { queries } from '@organizator/shared/query';
import { tokenStore } from '@organizator/shared/runtime';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { emailSearch, type LoginNav } from '../auth/login-nav';
import { LoginPage } from '../auth/login-page';
import { readReturnPath } from '../auth/return-path';
import { PageLoading } from '../ui/page-loading';

/**
 * /login inside the router. A visitor who arrives signed in goes to /dashboard (docs/product.md#screens), or back
 * to the page a sign-in was asked for (the verification link lands here); the
 * check uses the token held on arrival, so signing in here navigates by newUser undisturbed.
 */
export function LoginRoute() {
  const [tokenOnArrival] = useState(() => tokenStore.get());
  const me = useQuery({ ...queries.me.onArrival(), enabled: !!tokenOnArrival });
  const [search] = useSearchParams();
  const navigate = useNavigate();

  const nav = useMemo<LoginNav>(
    () => ({
      search,
      setEmail: (email) => navigate({ search: email === null ? '' : emailSearch(email) }),
      navigate: (to, options) => navigate(to, options),
    }),
    [search, navigate],
  );

  if (tokenOnArrival) {
    if (me.data) return <Navigate to={readReturnPath() ?? '/dashboard'} replace />;
    if (me.isPending || me.isFetching) return <PageLoading />;
  }
  return <LoginPage nav={nav} />;
}
