import { type ComponentType, type FormEvent, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { authApi } from '../client/endpoints';
import { errorMessage } from '../client/errors';
import type { AreaName, AreaRoutesModule } from '../domain/areas';
import { createQueryClient } from '../query/query-client';
import { tokenStore, useAccessToken } from '../runtime/token-store';
import { AppProviders } from './app-providers';

/**
 * `pnpm --filter <remote> dev`: one area alone in the browser, against the API proxied at /api.
 * Sign-in is the plain e-mail + code exchange (the code is in the dev outbox of a local API).
 */
export function mountStandalone<N extends AreaName>(area: AreaRoutesModule<N>) {
  const client = createQueryClient();
  const paths = Object.keys(area.routes) as (keyof typeof area.routes)[];
  createRoot(document.getElementById('root')!).render(
    <AppProviders client={client}>
      <BrowserRouter>
        <Standalone area={area} paths={paths} />
      </BrowserRouter>
    </AppProviders>,
  );
}

function Standalone<N extends AreaName>({
  area,
  paths,
}: {
  area: AreaRoutesModule<N>;
  paths: (keyof AreaRoutesModule<N>['routes'])[];
}) {
  const token = useAccessToken();
  if (!token) return <DevSignIn />;
  return (
    <Routes>
      {paths.map((path) => {
        const Page: ComponentType = area.routes[path];
        return <Route key={String(path)} path={String(path)} element={<Page />} />;
      })}
      <Route path="*" element={<Navigate to={String(paths[0]).replace(/:[^/]+/g, 'new')} />} />
    </Routes>
  );
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
