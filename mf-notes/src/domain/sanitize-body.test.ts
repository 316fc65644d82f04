import type { NoteBody } from '@organizator/shared/contract';
import { sanitizeBody, sanitizeInline } from './sanitize-body';

const payloads = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '<svg onload="window.__xss=1"></svg>',
  '<a href="javascript:window.__xss=1">klik</a>',
  '<b onclick="window.__xss=1">bold</b>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
].join(' ');

const hasNoActiveContent = (html: string) => {
  expect(html).not.toMatch(/<script|<img|<svg|<iframe|onerror|onload|onclick|javascript:/i);
};

describe('sanitizeInline', () => {
  it('keeps the inline marks the editor produces', () => {
    const html =
      '<b>bold</b> <i>italic</i> <a href="https://example.com">link</a> <code class="inline-code">x</code><br>';
    expect(sanitizeInline(html)).toBe(html);
  });

  it('removes scripts, event handlers and javascript: links, keeping harmless text', () => {
    const clean = sanitizeInline(payloads);
    hasNoActiveContent(clean);
    expect(clean).toContain('klik');
    expect(clean).toContain('<b>bold</b>');
  });

  it('leaves plain text alone', () => {
    expect(sanitizeInline('2 > 1 and plain')).toBe('2 > 1 and plain');
  });
});

describe('sanitizeBody', () => {
  it('cleans every text-bearing block type and leaves code as text', () => {
    const body: NoteBody = {
      blocks: [
        { type: 'paragraph', data: { text: payloads } },
        { type: 'header', data: { text: payloads, level: 2 } },
        {
          type: 'list',
          data: {
            style: 'unordered',
            items: [{ content: payloads, meta: {}, items: [{ content: payloads, items: [] }] }],
          },
        },
        { type: 'list', data: { style: 'ordered', items: [payloads] } },
        { type: 'table', data: { withHeadings: true, content: [[payloads, 'ok']] } },
        { type: 'code', data: { code: payloads } },
      ],
    };
    const clean = sanitizeBody(body);
    const [paragraph, header, nested, legacy, table, code] = clean.blocks;
    if (paragraph?.type !== 'paragraph' || header?.type !== 'header') throw new Error('order');
    hasNoActiveContent(paragraph.data.text);
    hasNoActiveContent(header.data.text);
    if (nested?.type !== 'list' || legacy?.type !== 'list' || table?.type !== 'table') {
      throw new Error('order');
    }
    hasNoActiveContent(JSON.stringify(nested.data.items));
    hasNoActiveContent(JSON.stringify(legacy.data.items));
    hasNoActiveContent(JSON.stringify(table.data.content));
    expect(table.data.content[0]?.[1]).toBe('ok');
    expect(code).toEqual(body.blocks[5]);
    expect(header.data.level).toBe(2);
  });
});
