import { LIVE_RESYNC_EVENT, type LiveEvent, liveEvent } from '@organizator/shared/contract';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { backoffDelay } from './backoff';

export interface LiveStreamOptions {
  userId: string;
  /**
   * The page's live origin (sent by its API requests too): the server leaves out of this stream
   * the changes the page made itself, and only those.
   */
  origin?: string;
  /** Read on every (re)connect, so a new token is picked up and a cleared one stops the stream. */
  getToken: () => string | null;
  onEvent: (event: LiveEvent) => void;
  /**
   * Events were missed and cannot be replayed: a connection was accepted after an earlier one ended
   * before any event id was known, or the server answered a Last-Event-ID with `resync` (it no
   * longer holds what was missed). Whatever they would have refreshed must be refreshed now.
   */
  onReconnect?: () => void;
  /**
   * Where the stream resumes until it has an event of its own, sent as Last-Event-ID: the event id
   * the page's answers were read at, so the server replays the changes made since (none: '').
   */
  resumeFrom?: string;
  /** Every accepted connection: the server is reachable. */
  onOpen?: () => void;
  /** The stream has stopped for good (closed, no token, or refused): it never connects again. */
  onStop?: () => void;
  fetchImpl?: typeof fetch;
  /** Waits between attempts; resolves early when the stream is closed. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
  /** Where the browser announces that the network is back (`online`); the window by default. */
  network?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

const defaultWait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** Refused for good: the token is not valid for this user; reconnecting cannot help. */
const isFinal = (status: number) => status === 401 || status === 403;

/**
 * The signed-in tab's one live-event stream (docs/product.md#api): `GET /api/sse?userId=` read with fetch, so it
 * carries `Authorization: Bearer <token>` (EventSource cannot). Reconnects with exponential
 * backoff, reset once a connection is accepted; stops on 401/403, without a token, or when closed.
 * When the browser says the network is back, it reconnects at once instead of waiting for the
 * backoff, and drops a connection that looks open: after a real outage it may be a dead socket that
 * would not fail for minutes. A reconnect sends the last event id as `Last-Event-ID` (before any,
 * `resumeFrom`), and the server (any of its processes) replays what was missed. Returns `close`.
 *
 * The last event id is that of the last frame dispatched, as the WHATWG event-stream rules have it:
 * a frame the connection lost midway was never shown, so its id must not be sent back, or the
 * server would replay only what came after it. Each connection therefore gets a parser of its own
 * (eventsource-parser, docs/decisions/shell.md), and what a dropped one held of a frame goes with it.
 */
export function openLiveStream(options: LiveStreamOptions): () => void {
  const {
    userId,
    origin,
    getToken,
    onEvent,
    onReconnect,
    resumeFrom: answersReadAt = '',
    onOpen,
    onStop,
    fetchImpl = fetch,
    wait = defaultWait,
    random,
    network = typeof window === 'undefined' ? undefined : window,
  } = options;
  const controller = new AbortController();
  const { signal } = controller;
  /** The connection or the pause under way; aborted to start over at once. */
  let current: AbortController | null = null;
  let hurry = false;
  const reconnectNow = () => {
    hurry = true;
    current?.abort();
  };
  network?.addEventListener('online', reconnectNow);
  signal.addEventListener('abort', () => {
    network?.removeEventListener('online', reconnectNow);
    current?.abort();
  });
  /** A signal for one step (a connection or a pause), aborted by close or by the network's return. */
  const step = () => {
    current = new AbortController();
    if (signal.aborted) current.abort();
    return current.signal;
  };
  /** The id of the last frame dispatched that had one; undefined before any. */
  let lastEventId: string | undefined;
  /** The highest numeric id handed on: the server's ids only grow. */
  let highestDelivered = -1;
  const dispatch = ({ id, event, data }: EventSourceMessage) => {
    if (event === LIVE_RESYNC_EVENT) {
      onReconnect?.();
      return;
    }
    // A live batch that overlaps the end of a replay is sent whole, so an event can come twice;
    // shown once, a teammate's change raises one toast.
    if (id !== undefined && /^\d+$/.test(id)) {
      const n = Number(id);
      if (n <= highestDelivered) return;
      highestDelivered = n;
    }
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = liveEvent.safeParse(json);
    if (parsed.success) onEvent(parsed.data);
  };

  const run = async () => {
    let attempt = 0;
    let tried = false;
    while (!signal.aborted) {
      const token = getToken();
      if (!token) return;
      try {
        const resumeFrom = lastEventId ?? answersReadAt;
        const query = new URLSearchParams({ userId, ...(origin ? { origin } : {}) });
        const response = await fetchImpl(`/api/sse?${query}`, {
          headers: {
            Authorization: `Bearer ${token}`,
            Accept: 'text/event-stream',
            ...(resumeFrom ? { 'Last-Event-ID': resumeFrom } : {}),
          },
          cache: 'no-store',
          // The stream is never what the page waits for: at low priority it does not compete with
          // the route's code and data, and a page load counts as settled while it stays open
          // (Lighthouse waited its full 45 s for it, docs/benchmarks/web.md).
          priority: 'low',
          signal: step(),
        });
        if (isFinal(response.status)) return;
        if (response.ok && response.body) {
          attempt = 0;
          onOpen?.();
          // With an id the server replays what was missed (or says resync); without one, refresh.
          if (tried && !resumeFrom) onReconnect?.();
          // `onId` comes when a frame ends (before its event), never for a frame cut short.
          const parser = createParser({
            onId: (id) => {
              lastEventId = id;
            },
            onEvent: dispatch,
          });
          const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            parser.feed(value);
          }
        }
      } catch {
        // Network failure or an aborted read: retried below unless closed.
      }
      tried = true;
      if (signal.aborted) return;
      if (!hurry) await wait(backoffDelay(attempt, random), step());
      if (hurry) {
        hurry = false;
        attempt = 0;
      } else {
        attempt += 1;
      }
    }
  };
  void run().finally(() => onStop?.());
  return () => controller.abort();
}
