import { tokenStore } from '@organizator/shared/runtime';
import { mockApi } from '@organizator/tooling/test';
import { QueryClient } from '@tanstack/react-query';
import { logoutLoader } from './logout';

afterEach(() => tokenStore.clear());

describe('/logout', () => {
  it('calls logout, forgets the token and the cache, and redirects to /login', async () => {
    tokenStore.set('tok');
    const { calls } = mockApi({ 'POST /logout': () => ({ data: null }) });
    const client = new QueryClient();
    client.setQueryData(['me'], { id: 'u1' });
    const response = (await logoutLoader(client)()) as Response;
    expect(calls).toEqual([{ method: 'POST', path: '/logout', body: undefined }]);
    expect(tokenStore.get()).toBeNull();
    expect(client.getQueryData(['me'])).toBeUndefined();
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/login');
  });

  it('signs out even when the logout call fails', async () => {
    tokenStore.set('tok');
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'POST /logout': () => ({ status: 500, message: 'down' }) });
    const response = (await logoutLoader(new QueryClient())()) as Response;
    expect(tokenStore.get()).toBeNull();
    expect(response.headers.get('Location')).toBe('/login');
  });
});
