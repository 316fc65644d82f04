import type { User } from '@organizator/shared/contract';
import { queries } from '@organizator/shared/query';
import { tokenStore } from '@organizator/shared/runtime';
import { makeUser, mockApi } from '@organizator/shared/test';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { clearReturnPath, readReturnPath } from '../auth/return-path';
import { renderRoutes } from '../test-utils';
import { useCurrentUser } from './current-user';
import { RequireUser } from './require-user';

jest.mock('../live/live-events', () => ({ LiveEvents: () => null }));

const ana = makeUser({ email: 'ana@primjer.hr' });

function Page() {
  const user = useCurrentUser();
  return (
    <>
      <p>{user ? `page for ${user.name}` : 'waiting for user'}</p>
      <Link to="/settings">settings</Link>
    </>
  );
}

const renderGuarded = (at = '/notes') =>
  renderRoutes(
    {
      '/*': (
        <Routes>
          <Route element={<RequireUser />}>
            <Route path="/notes" element={<Page />} />
            <Route path="/settings" element={<p>settings page</p>} />
          </Route>
        </Routes>
      ),
    },
    at,
  );
const location = () => screen.getByTestId('location').textContent;

afterEach(() => tokenStore.clear());

describe('the guard of protected routes', () => {
  it('remembers where a signed-out visitor was headed, and forgets it once signed in', async () => {
    mockApi({ 'GET /me': () => ({ data: { user: ana } }) });
    renderGuarded('/settings?invite=t-1').unmount();
    expect(readReturnPath()).toBe('/settings?invite=t-1');
    tokenStore.set('tok');
    renderGuarded('/settings?invite=t-1');
    await screen.findByText('settings page');
    await waitFor(() => expect(readReturnPath()).toBeNull());
    clearReturnPath();
  });

  it('sends a visitor without a token to /login without asking the API', () => {
    const { calls } = mockApi({});
    renderGuarded();
    expect(location()).toBe('/login');
    expect(calls).toHaveLength(0);
  });

  it('sends a visitor to /login when GET /me has no user', async () => {
    tokenStore.set('tok');
    mockApi({ 'GET /me': () => ({ data: { user: null } }) });
    renderGuarded();
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('sends a visitor to /login when GET /me gets no answer and no user is saved', async () => {
    tokenStore.set('tok');
    mockApi({
      'GET /me': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderGuarded();
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('keeps the saved user when GET /me gets no answer (offline)', async () => {
    tokenStore.set('tok');
    mockApi({
      'GET /me': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { client } = renderGuarded();
    client.setQueryData(queries.me.all(), ana);
    expect(await screen.findByText('page for Ana')).toBeInTheDocument();
    await waitFor(() => expect(client.getQueryState(queries.me.all())?.status).toBe('error'));
    expect(screen.getByText('page for Ana')).toBeInTheDocument();
    expect(location()).toBe('/notes');
  });

  it('renders the page with the user once GET /me answers, refetching it on arrival', async () => {
    tokenStore.set('tok');
    const { calls } = mockApi({ 'GET /me': () => ({ data: { user: ana } }) });
    const { client } = renderGuarded();
    expect(screen.getByText('waiting for user')).toBeInTheDocument();
    expect(await screen.findByText('page for Ana')).toBeInTheDocument();
    expect(location()).toBe('/notes');
    expect(calls.filter((c) => c.path === '/me')).toHaveLength(1);
    expect(client.getQueryState(['me'])?.dataUpdatedAt).toBeGreaterThan(0);
  });

  it('asks GET /me again on every navigation and leaves when the user is gone', async () => {
    tokenStore.set('tok');
    let user: User | null = ana;
    const { calls } = mockApi({ 'GET /me': () => ({ data: { user } }) });
    renderGuarded();
    await screen.findByText('page for Ana');
    user = null;
    await userEvent.click(screen.getByRole('link', { name: 'settings' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(calls.filter((c) => c.path === '/me')).toHaveLength(2);
  });
});
