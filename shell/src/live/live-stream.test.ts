import type { LiveEvent } from '@organizator/shared/contract';
import { waitFor } from '@testing-library/react';
import { openLiveStream } from './live-stream';

const event: LiveEvent = {
  type: 'list-item-added',
  listId: 'l1',
  listName: 'Vikend',
  itemName: 'Mlijeko',
  userName: 'Marko',
  userId: 'u2',
};

/** A streaming 200 response that sends `chunks` and then ends. */
function stream(chunks: string[]) {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    }),
    { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
  );
}

function setup(
  responses: (() => Response | Promise<Response>)[],
  token: string | null = 'tok',
  resumeFrom?: string,
  origin?: string,
) {
  const events: LiveEvent[] = [];
  const reconnects: number[] = [];
  const waits: number[] = [];
  const fetchImpl = jest.fn(async (_url: string, init?: RequestInit) => {
    const next = responses.shift();
    // Past the scripted answers the server holds the request open, until it is aborted (as fetch).
    if (!next)
      return new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
      );
    return next();
  });
  let stop: () => void = () => {};
  /** Resolves when the stream has stopped for good; whatever it would still do happened before. */
  const stopped = new Promise<void>((resolve) => {
    stop = resolve;
  });
  const close = openLiveStream({
    onStop: () => stop(),
    userId: 'u1',
    origin,
    getToken: () => token,
    resumeFrom,
    onEvent: (e) => events.push(e),
    onReconnect: () => reconnects.push(fetchImpl.mock.calls.length),
    fetchImpl: fetchImpl as unknown as typeof fetch,
    wait: async (ms) => {
      waits.push(ms);
    },
    random: () => 1,
  });
  return { events, waits, fetchImpl, close, reconnects, stopped };
}

describe('the live event stream', () => {
  it('opens /api/sse for the user with the bearer token and delivers valid events only', async () => {
    const { events, fetchImpl, close } = setup([
      () =>
        stream([
          'retry: 3000\n: connected\n\n',
          `event: ${event.type}\ndata: ${JSON.stringify(event).slice(0, 20)}`,
          `${JSON.stringify(event).slice(20)}\n\n`,
          'event: list-updated\ndata: {"type":"list-updated"}\n\n',
          'data: not json\n\n',
        ]),
    ]);
    await waitFor(() => expect(events).toEqual([event]));
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/sse?userId=u1');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    close();
  });

  it("names the page's live origin on every connection, so only this page's own changes stay out", async () => {
    const { fetchImpl, close } = setup(
      [() => new Response('nope', { status: 502 }), () => stream([': connected\n\n'])],
      'tok',
      undefined,
      'tab-origin-1',
    );
    // The second connection ends with its scripted answer, so a third follows: the first two tell.
    await waitFor(() => expect(fetchImpl.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(fetchImpl.mock.calls.slice(0, 2).map(([url]) => url)).toEqual([
      '/api/sse?userId=u1&origin=tab-origin-1',
      '/api/sse?userId=u1&origin=tab-origin-1',
    ]);
    close();
  });

  it('asks for the stream at low priority, behind the code and data of the page', async () => {
    const { fetchImpl, close } = setup([() => stream([': connected\n\n'])]);
    await waitFor(() => expect(fetchImpl).toHaveBeenCalled());
    expect(fetchImpl.mock.calls[0]![1]!.priority).toBe('low');
    close();
  });

  it('reconnects with growing delays and starts over once a connection is accepted', async () => {
    const { waits, fetchImpl } = setup([
      () => new Response('nope', { status: 502 }),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => stream([': connected\n\n']),
      () => new Response('down', { status: 503 }),
      () => new Response('{}', { status: 401 }),
    ]);
    await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(5));
    expect(waits).toEqual([1000, 2000, 1000, 2000]);
  });

  it.each([401, 403])('stops for good on %i', async (status) => {
    const { waits, fetchImpl, stopped } = setup([() => new Response('{}', { status })]);
    await stopped;
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it('does not connect without a token', async () => {
    const { fetchImpl, stopped } = setup([], null);
    await stopped;
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('close aborts the open request and never reconnects', async () => {
    const { fetchImpl, close, waits, stopped } = setup([]);
    await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(1));
    const signal = fetchImpl.mock.calls[0]![1]!.signal!;
    close();
    expect(signal.aborted).toBe(true);
    await stopped;
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it('asks for a catch-up on every accepted connection after the first, never on the first', async () => {
    const { fetchImpl, reconnects } = setup([
      () => stream([': connected\n\n']),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => new Response('down', { status: 503 }),
      () => stream([': connected\n\n']),
      () => stream([': connected\n\n']),
    ]);
    await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(6));
    // Calls 4 and 5 were accepted after the stream had been down; call 1 was the first connection.
    expect(reconnects).toEqual([4, 5]);
  });

  it('asks for a catch-up when the first accepted connection came only after failures', async () => {
    const { fetchImpl, reconnects } = setup([
      () => new Response('down', { status: 503 }),
      () => stream([': connected\n\n']),
    ]);
    await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(3));
    expect(reconnects).toEqual([2]);
  });

  it('reconnects with the last event id, and asks for a catch-up only when the server says resync', async () => {
    const { fetchImpl, reconnects, events } = setup([
      () =>
        stream([
          ': connected\n\n',
          `id: 41\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`,
        ]),
      // The server replayed what was missed: nothing to refetch.
      () =>
        stream([
          ': connected\n\n',
          `id: 42\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`,
        ]),
      // Too old for the server: it says so, and the client refetches.
      () => stream([': connected\n\n', 'event: resync\ndata: {}\n\n']),
    ]);
    await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(4));
    const sent = fetchImpl.mock.calls.map(
      ([, init]) => (init!.headers as Record<string, string>)['Last-Event-ID'],
    );
    expect(sent).toEqual([undefined, '41', '42', '42']);
    expect(events).toHaveLength(2);
    expect(reconnects).toEqual([3]);
  });

  it("resumes from the page's answers until it has an event id of its own, with no catch-up", async () => {
    const { fetchImpl, reconnects } = setup(
      [
        // The changes since the answers were read are replayed; none carried an id here.
        () => stream([': connected\n\n']),
        () =>
          stream([
            ': connected\n\n',
            `id: 57\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`,
          ]),
      ],
      'tok',
      '50',
    );
    await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(3));
    const sent = fetchImpl.mock.calls.map(
      ([, init]) => (init!.headers as Record<string, string>)['Last-Event-ID'],
    );
    expect(sent).toEqual(['50', '50', '57']);
    expect(reconnects).toEqual([]);
  });

  describe('the last event id, when a connection drops inside a frame', () => {
    const frame = (id: string, itemName = 'Mlijeko') =>
      `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify({ ...event, itemName })}\n\n`;
    /** The Last-Event-ID each request sent. */
    const sentIds = (fetchImpl: jest.Mock) =>
      fetchImpl.mock.calls.map(
        ([, init]) => (init!.headers as Record<string, string>)['Last-Event-ID'],
      );

    it.each([
      ['after its id line', (f: string) => f.slice(0, f.indexOf('\n') + 1)],
      ['after its data line, before the blank line', (f: string) => f.slice(0, -1)],
      ['in the middle of its data', (f: string) => f.slice(0, f.indexOf('data: ') + 20)],
    ])('is not advanced by a frame cut %s, and the frame is never delivered', async (_, cut) => {
      const { fetchImpl, events } = setup([
        () => stream([': connected\n\n', frame('41'), cut(frame('42', 'Kruh'))]),
        () => stream([': connected\n\n', frame('42', 'Kruh')]),
      ]);
      await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(3));
      // The server is asked again for 42, and it arrives once, whole.
      expect(sentIds(fetchImpl)).toEqual([undefined, '41', '42']);
      expect(events.map((e) => e.type === 'list-item-added' && e.itemName)).toEqual([
        'Mlijeko',
        'Kruh',
      ]);
    });

    it('forgets what a dropped connection held of a frame: the next one starts clean', async () => {
      const { fetchImpl, events } = setup([
        // Every line of frame 42 but its blank line, then the connection is gone.
        () => stream([frame('41'), frame('42', 'Kruh').slice(0, -1)]),
        // Had the half frame been kept, this blank line would dispatch it.
        () => stream(['\n: connected\n\n']),
      ]);
      await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(3));
      expect(sentIds(fetchImpl)).toEqual([undefined, '41', '41']);
      expect(events).toHaveLength(1);
    });

    it('is advanced by a whole frame split across any chunks', async () => {
      const whole = frame('42').replaceAll('\n', '\r\n');
      const { fetchImpl, events } = setup([
        () => stream([whole.slice(0, 3), whole.slice(3, 9), whole.slice(9, -1), whole.slice(-1)]),
      ]);
      await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
      expect(sentIds(fetchImpl)).toEqual([undefined, '42']);
      expect(events).toEqual([event]);
    });

    it('is kept across comments, keep-alives, retry and a resync, which carry none', async () => {
      const { fetchImpl } = setup([
        () =>
          stream([
            frame('7'),
            ': keep-alive\n\n',
            'retry: 3000\n: connected\n\n',
            'event: resync\ndata: {}\n\n',
          ]),
      ]);
      await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
      expect(sentIds(fetchImpl)).toEqual([undefined, '7']);
    });

    it('delivers an event that comes again (a live batch overlapping a replay) only once', async () => {
      const { fetchImpl, events } = setup([
        () => stream([frame('41'), frame('42', 'Kruh'), frame('42', 'Kruh'), frame('43', 'Sir')]),
      ]);
      await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
      expect(events.map((e) => e.type === 'list-item-added' && e.itemName)).toEqual([
        'Mlijeko',
        'Kruh',
        'Sir',
      ]);
    });

    it('is set by a whole frame with an id and no data, as the standard says', async () => {
      const { fetchImpl, events } = setup([() => stream([frame('7'), 'id: 9\n\n'])]);
      await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
      expect(sentIds(fetchImpl)).toEqual([undefined, '9']);
      expect(events).toHaveLength(1);
    });
  });

  describe('when the network comes back', () => {
    /** Pauses last until the network's return (or close); an unscripted attempt hangs. */
    function setupOffline(responses: ((signal: AbortSignal) => Response | Promise<Response>)[]) {
      const network = new EventTarget();
      const reconnects: number[] = [];
      const pauses: AbortSignal[] = [];
      const fetchImpl = jest.fn(async (_url: string, init?: RequestInit) => {
        const signal = init!.signal!;
        const next = responses.shift();
        if (next) return next(signal);
        return new Promise<Response>((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        );
      });
      const close = openLiveStream({
        userId: 'u1',
        getToken: () => 'tok',
        onEvent: () => {},
        onReconnect: () => reconnects.push(fetchImpl.mock.calls.length),
        fetchImpl: fetchImpl as unknown as typeof fetch,
        wait: (_ms, signal) =>
          new Promise<void>((resolve) => {
            pauses.push(signal);
            signal.addEventListener('abort', () => resolve(), { once: true });
          }),
        network,
      });
      const online = () => network.dispatchEvent(new Event('online'));
      return { fetchImpl, reconnects, pauses, close, online };
    }

    /** An accepted stream that stays open, silent, until its request is aborted: a dead socket. */
    const silent = (signal: AbortSignal) =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(': connected\n\n'));
            signal.addEventListener('abort', () =>
              controller.error(new DOMException('', 'AbortError')),
            );
          },
        }),
        { status: 200 },
      );

    it('reconnects at once instead of waiting out the backoff, then catches up', async () => {
      // The connection is lost and the stream waits out its backoff, which would last for ever here.
      const { fetchImpl, reconnects, pauses, close, online } = setupOffline([
        () => stream([': connected\n\n']),
        silent,
      ]);
      await waitFor(() => expect(pauses).toHaveLength(1));
      expect(fetchImpl).toHaveBeenCalledTimes(1);
      online();
      await waitFor(() => expect(reconnects).toEqual([2]));
      expect(pauses[0]!.aborted).toBe(true);
      close();
    });

    it('drops a connection that looks open for a new one, which catches up', async () => {
      const { fetchImpl, reconnects, pauses, close, online } = setupOffline([silent, silent]);
      await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(1));
      const first = fetchImpl.mock.calls[0]![1]!.signal!;
      online();
      expect(first.aborted).toBe(true);
      await waitFor(() => expect(reconnects).toEqual([2]));
      expect(pauses).toEqual([]);
      close();
      expect(fetchImpl.mock.calls[1]![1]!.signal!.aborted).toBe(true);
    });
  });
});
