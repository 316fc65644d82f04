import { createSseParser, type SseMessage } from './sse-parser';

const parseWithIds = (...chunks: string[]) => {
  const messages: SseMessage[] = [];
  const parser = createSseParser((m) => messages.push(m));
  for (const chunk of chunks) parser.push(chunk);
  return { messages, parser };
};
const parse = (...chunks: string[]) =>
  parseWithIds(...chunks).messages.map(({ event, data }) => ({ event, data }));

describe('SSE stream parser', () => {
  it('reads event and data fields and dispatches on the blank line', () => {
    expect(parse('event: list-updated\ndata: {"a":1}\n\n')).toEqual([
      { event: 'list-updated', data: '{"a":1}' },
    ]);
  });

  it('joins frames split anywhere across chunks, including inside "\\r\\n"', () => {
    expect(parse('eve', 'nt: x\r', '\ndata: {"b"', ':2}\r\n\r', '\n')).toEqual([
      { event: 'x', data: '{"b":2}' },
    ]);
  });

  it('ignores comments, retry and unknown fields, and skips events without data', () => {
    expect(
      parse('retry: 3000\n: connected\n\n: keep-alive\n\nevent: lonely\n\nid: 7\ndata: ok\n\n'),
    ).toEqual([{ event: 'message', data: 'ok' }]);
  });

  it('joins multi-line data with newlines and keeps several events apart', () => {
    expect(parse('data: a\ndata: b\n\nevent: e\ndata:c\n\n')).toEqual([
      { event: 'message', data: 'a\nb' },
      { event: 'e', data: 'c' },
    ]);
  });

  it('does not dispatch an unfinished event', () => {
    expect(parse('event: x\ndata: half')).toEqual([]);
  });

  it('keeps the last event id across events and a reset, as a reconnect needs it', () => {
    const { messages, parser } = parseWithIds('id: 7\ndata: a\n\ndata: b\n\nid: 9\ndata: c\n\n');
    expect(messages.map((m) => m.lastEventId)).toEqual(['7', '7', '9']);
    parser.reset();
    expect(parser.lastEventId).toBe('9');
  });
});
