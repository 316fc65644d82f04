/** One dispatched server-sent event. */
export interface SseMessage {
  event: string;
  data: string;
  /** The stream's last event id when this message was dispatched ('' before any `id:` field). */
  lastEventId: string;
}

/**
 * An incremental parser of the `text/event-stream` format (WHATWG HTML, "server-sent events"):
 * feed it decoded text as it arrives, in chunks of any size; it calls `onMessage` for every
 * complete event. Comments (`: keep-alive`) and unknown fields are ignored; multi-line `data:`
 * joins with "\n"; an event without data is not dispatched. An `id:` field sets the last event
 * id, which stays across events and `reset()` (a reconnect sends it back as Last-Event-ID).
 */
export function createSseParser(onMessage: (message: SseMessage) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let lastEventId = '';

  const dispatch = () => {
    if (data.length > 0) {
      onMessage({ event: event || 'message', data: data.join('\n'), lastEventId });
    }
    event = '';
    data = [];
  };

  const processLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    // An id holding NUL is ignored, as the standard says.
    else if (field === 'id' && !value.includes('\u0000')) lastEventId = value;
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      for (;;) {
        const end = buffer.search(/[\r\n]/);
        if (end === -1) return;
        // A trailing "\r" may be the first half of "\r\n": wait for the next chunk.
        if (buffer[end] === '\r' && end === buffer.length - 1) return;
        const width = buffer[end] === '\r' && buffer[end + 1] === '\n' ? 2 : 1;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + width);
        processLine(line);
      }
    },
    /** The id of the last event received, '' before any. */
    get lastEventId() {
      return lastEventId;
    },
    /** Forget a half-received event (the connection dropped). */
    reset() {
      buffer = '';
      event = '';
      data = [];
    },
  };
}
