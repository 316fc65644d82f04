import { type ComponentType, type FormEvent, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router-dom';
import { authApi } from '../client/endpoints';
import { errorMessage } from '../client/errors';
import type { AreaName, AreaRoutesModule } from '../domain/areas';
import { createQueryClient } from '../query/query-client';
import { registerReactRouter } from '../router/register-react-router';
import { tokenStore, useAccessToken } from '../runtime/token-store';
import { AppProviders } from './app-providers';

/**
 * `pnpm --filter <remote> dev`: one area alone in the browser, against the API proxied at /api.
 * Sign-in is the plain e-mail + code exchange (the code is in the dev outbox of a local API).
 */
export function mountStandalone<N extends AreaName>(
  area: AreaRoutesModule<N>,
  options: StandaloneOptions = {},
) {
  registerReactRouter();
  const client = createQueryClient();
  const paths = Object.keys(area.routes) as (keyof typeof area.routes & string)[];
  const home = options.home ?? standaloneHome(paths);
  const router = createBrowserRouter([
    {
      element: <SignedIn />,
      children: [
        ...paths.map((path) => {
          const Page: ComponentType = area.routes[path];
          return { path, element: <Page /> };
        }),
        { path: '*', element: <Navigate to={home} replace /> },
      ],
    },
  ]);
  createRoot(document.getElementById('root')!).render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

export interface StandaloneOptions {
  /** The page `/` (and any unknown path) opens; needed when every path of the area has a parameter. */
  home?: string;
}

/** The area's first path without a parameter: a page that works with no id in the URL. */
export function standaloneHome(paths: readonly string[]): string {
  const home = paths.find((path) => !path.includes(':'));
  if (!home) throw new Error('every path has a parameter: pass { home } to renderStandalone');
  return home;
}

function SignedIn() {
  return useAccessToken() ? <Outlet /> : <DevSignIn />;
}

function DevSignIn() {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    try {
      if (!sent) {
        await authApi.sendVerificationToken(email);
        setSent(true);
      } else {
        tokenStore.set((await authApi.verify({ email, token: code })).session.token);
      }
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <form onSubmit={submit} style={{ maxWidth: 320, margin: '64px auto', display: 'grid', gap: 8 }}>
      <strong>Standalone: prijava</strong>
      <input value={email} onChange={(e) => setEmail(e.target.value)} placeholder="e-mail" />
      {sent ? (
        <input value={code} onChange={(e) => setCode(e.target.value)} placeholder="kod" />
      ) : null}
      <button type="submit">{sent ? 'Potvrdi' : 'Pošalji kod'}</button>
      {error ? <span role="alert">{error}</span> : null}
    </form>
  );
}
