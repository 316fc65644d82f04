import { z } from 'zod/mini';
import { isLiveOrigin, LIVE_EVENT_ID_HEADER, LIVE_ORIGIN_HEADER } from '../contract/events';
import { askEarly } from '../runtime/early-answers';
import { liveOrigin } from '../runtime/live-origin';
import { tokenStore } from '../runtime/token-store';
import { ApiError, transportMessages } from './errors';
import { answersEventId, forgetAnswersEventId } from './live-event-id';
import { request } from './request';

const respond = (body: string, status = 200) =>
  jest.fn(
    async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }),
  );

afterEach(() => {
  tokenStore.clear();
  forgetAnswersEventId();
});

describe('request', () => {
  it('sends the stored token as a bearer Authorization header and returns parsed data', async () => {
    tokenStore.set('abc');
    const fetchMock = respond(JSON.stringify({ success: true, message: 'OK', data: { n: 1 } }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(request('/x', { schema: z.object({ n: z.number() }) })).resolves.toEqual({ n: 1 });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it("notes the answer's live-event id for the stream that the token opens", async () => {
    tokenStore.set('abc');
    global.fetch = jest.fn(
      async () =>
        new Response(JSON.stringify({ success: true, message: 'OK', data: null }), {
          headers: { 'Content-Type': 'application/json', [LIVE_EVENT_ID_HEADER]: '812' },
        }),
    ) as unknown as typeof fetch;
    await request('/lists');
    expect(answersEventId('abc')).toBe('812');
  });

  it("sends the page's one live origin with every request, so its stream can be told apart", async () => {
    const fetchMock = respond(JSON.stringify({ success: true, message: 'OK', data: null }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await request('/x', { method: 'POST', body: { a: 1 } });
    await request('/y', { auth: false });
    const sent = fetchMock.mock.calls.map(
      (call) =>
        ((call as unknown as [string, RequestInit])[1].headers as Record<string, string>)[
          LIVE_ORIGIN_HEADER
        ],
    );
    expect(sent).toEqual([liveOrigin(), liveOrigin()]);
    expect(isLiveOrigin(sent[0])).toBe(true);
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

  describe('an answer asked for early', () => {
    const answer = (n: number) => JSON.stringify({ success: true, message: 'OK', data: { n } });
    const schema = z.object({ n: z.number() });

    it('is what the first GET of its path with the same token reads, and only the first', async () => {
      tokenStore.set('abc');
      global.fetch = respond(answer(1)) as unknown as typeof fetch;
      askEarly(['/lists/l1'], 'Bearer abc');
      const later = respond(answer(2));
      global.fetch = later as unknown as typeof fetch;
      await expect(request('/lists/l1', { schema })).resolves.toEqual({ n: 1 });
      expect(later).not.toHaveBeenCalled();
      await expect(request('/lists/l1', { schema })).resolves.toEqual({ n: 2 });
    });

    it('is not read with another token, nor by a write to the same path', async () => {
      global.fetch = respond(answer(1)) as unknown as typeof fetch;
      askEarly(['/lists/l1'], 'Bearer old');
      tokenStore.set('new');
      global.fetch = respond(answer(2)) as unknown as typeof fetch;
      await expect(request('/lists/l1', { schema })).resolves.toEqual({ n: 2 });

      askEarly(['/lists/l1'], 'Bearer new');
      const write = respond(answer(3));
      global.fetch = write as unknown as typeof fetch;
      await expect(request('/lists/l1', { method: 'PUT', body: {}, schema })).resolves.toEqual({
        n: 3,
      });
      expect(write).toHaveBeenCalledTimes(1);
    });

    it('that failed in transit is asked for again by the request', async () => {
      tokenStore.set('abc');
      global.fetch = jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch;
      askEarly(['/lists/l1'], 'Bearer abc');
      global.fetch = respond(answer(2)) as unknown as typeof fetch;
      await expect(request('/lists/l1', { schema })).resolves.toEqual({ n: 2 });
    });

    it('that is too old is asked for again', async () => {
      tokenStore.set('abc');
      const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
      global.fetch = respond(answer(1)) as unknown as typeof fetch;
      askEarly(['/lists/l1'], 'Bearer abc');
      now.mockReturnValue(1_000 + 60_000);
      global.fetch = respond(answer(2)) as unknown as typeof fetch;
      await expect(request('/lists/l1', { schema })).resolves.toEqual({ n: 2 });
      now.mockRestore();
    });
  });
});
