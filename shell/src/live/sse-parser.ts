/** One dispatched server-sent event. */
export interface SseMessage {
  event: string;
  data: string;
}

/**
 * An incremental parser of the `text/event-stream` format (WHATWG HTML, "server-sent events"):
 * feed it decoded text as it arrives, in chunks of any size; it calls `onMessage` for every
 * complete event. Comments (`: keep-alive`) and unknown fields are ignored; multi-line `data:`
 * joins with "\n"; an event without data is not dispatched.
 */
export function createSseParser(onMessage: (message: SseMessage) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n') });
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
    /** Forget a half-received event (the connection dropped). */
    reset() {
      buffer = '';
      event = '';
      data = [];
    },
  };
}
