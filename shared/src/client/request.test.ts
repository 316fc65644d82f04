import { z } from 'zod/mini';
import { tokenStore } from '../runtime/token-store';
import { ApiError, transportMessages } from './errors';
import { request } from './request';

const respond = (body: string, status = 200) =>
  jest.fn(
    async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }),
  );

afterEach(() => tokenStore.clear());

describe('request', () => {
  it('sends the stored token as a bearer Authorization header and returns parsed data', async () => {
    tokenStore.set('abc');
    const fetchMock = respond(JSON.stringify({ success: true, message: 'OK', data: { n: 1 } }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(request('/x', { schema: z.object({ n: z.number() }) })).resolves.toEqual({ n: 1 });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('sends an empty Authorization header when no token is stored', async () => {
    const fetchMock = respond(JSON.stringify({ success: true, message: 'OK', data: null }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await request('/x');
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).Authorization).toBe('');
  });

  it('turns a network failure into status 501 with the network message', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(request('/x')).rejects.toEqual(new ApiError(501, transportMessages.network));
  });

  it('turns a non-JSON answer into the server error message with its status', async () => {
    global.fetch = respond('<html>bad gateway</html>', 502) as unknown as typeof fetch;
    const error = await request('/x').catch((e: ApiError) => e);
    expect(error).toMatchObject({ status: 502, message: transportMessages.server });
  });

  it('uses the server message and status when success is false', async () => {
    global.fetch = respond(
      JSON.stringify({ success: false, message: 'Invalid code', data: null }),
      401,
    ) as unknown as typeof fetch;
    await expect(request('/verify')).rejects.toMatchObject({
      status: 401,
      message: 'Invalid code',
    });
  });

  it('treats success false as an error even with status 200', async () => {
    global.fetch = respond(
      JSON.stringify({ success: false, message: 'Nope', data: null }),
    ) as unknown as typeof fetch;
    await expect(request('/x')).rejects.toMatchObject({ status: 200, message: 'Nope' });
  });
});
