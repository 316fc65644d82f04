import http from 'node:http';

export interface ReceivedEvent {
  /** The frame's `id:` (what a reconnecting client sends as Last-Event-ID). */
  id?: string;
  type: string;
  data: Record<string, unknown>;
  at: number;
}

export interface TestStream {
  status: number;
  events: ReceivedEvent[];
  comments: string[];
  /**
   * Resolves with the first event of `type` (already received or future). Without `timeoutMs` it
   * waits as long as the test may (jest's timeout); with it, it rejects after that long: only for
   * checks that an event does not come.
   */
  next(type: string, timeoutMs?: number): Promise<ReceivedEvent>;
  close(): void;
  onEnd(listener: () => void): void;
}

/**
 * Opens GET /api/sse like the shell's fetch-based client, parsing `event:`/`data:` frames; with
 * `origin`, as the tab of that live origin.
 */
export function openStream(
  port: number,
  userId: string,
  authorization?: string,
  extraHeaders: Record<string, string> = {},
  origin?: string,
): Promise<TestStream> {
  const query = new URLSearchParams({ userId, ...(origin ? { origin } : {}) });
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: `/api/sse?${query}`,
        headers: { ...(authorization ? { authorization } : {}), ...extraHeaders },
        agent: false,
      },
      (response) => {
        const events: ReceivedEvent[] = [];
        const comments: string[] = [];
        const waiters: { type: string; resolve: (e: ReceivedEvent) => void }[] = [];
        let buffer = '';
        const stream: TestStream = {
          status: response.statusCode ?? 0,
          events,
          comments,
          next(type, timeoutMs) {
            const found = events.find((e) => e.type === type);
            if (found) return Promise.resolve(found);
            return new Promise((res, rej) => {
              const timer =
                timeoutMs === undefined
                  ? undefined
                  : setTimeout(() => rej(new Error(`no ${type} event`)), timeoutMs);
              // A wait still pending when its test ends must not hold the jest worker open.
              timer?.unref();
              waiters.push({
                type,
                resolve: (e) => {
                  clearTimeout(timer);
                  res(e);
                },
              });
            });
          },
          close() {
            request.destroy();
          },
          onEnd(listener) {
            response.on('end', listener);
            response.on('close', listener);
          },
        };
        response.setEncoding('utf8');
        if (stream.status !== 200) {
          response.on('data', () => undefined);
          response.on('end', () => resolve(stream));
          return;
        }
        let resolved = false;
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let type = 'message';
            let data = '';
            let id: string | undefined;
            for (const line of frame.split('\n')) {
              if (line.startsWith(':')) comments.push(line.slice(1).trim());
              else if (line.startsWith('event:')) type = line.slice(6).trim();
              else if (line.startsWith('data:')) data += line.slice(5).trim();
              else if (line.startsWith('id:')) id = line.slice(3).trim();
            }
            if (data) {
              const event = { id, type, data: JSON.parse(data), at: Date.now() };
              events.push(event);
              for (const w of waiters.filter((x) => x.type === type)) w.resolve(event);
            }
            if (!resolved && comments.includes('connected')) {
              resolved = true;
              resolve(stream);
            }
            end = buffer.indexOf('\n\n');
          }
        });
        response.on('error', () => undefined);
      },
    );
    request.on('error', reject);
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
