import type { NoteBlock, NoteBody } from '@organizator/shared/contract';
import DOMPurify from 'dompurify';

/**
 * Editor.js renders block text with innerHTML and does NOT sanitise on render (only on save and
 * paste), so a stored `<img src=x onerror=...>` would run. Every text that reaches the editor, and
 * every text saved from it, goes through DOMPurify with an allow-list of the inline marks our tools
 * produce. This module is part of the editor chunk (see editor-runtime.ts), which loads after paint.
 */
const PURIFY = {
  ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'u', 's', 'br', 'mark', 'code', 'a'],
  ALLOWED_ATTR: ['class', 'href', 'target', 'rel'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
};

export function sanitizeInline(html: string): string {
  // Plain text needs no parsing (and keeps its characters exactly as typed).
  if (!/[<&]/.test(html)) return html;
  return DOMPurify.sanitize(html, PURIFY);
}

type ListItems = Extract<NoteBlock, { type: 'list' }>['data']['items'];
const sanitizeItems = (items: ListItems): ListItems =>
  items.map((item) =>
    typeof item === 'string'
      ? sanitizeInline(item)
      : { ...item, content: sanitizeInline(item.content), items: sanitizeItems(item.items) },
  ) as ListItems;

export function sanitizeBlock(block: NoteBlock): NoteBlock {
  switch (block.type) {
    case 'paragraph':
      return { ...block, data: { ...block.data, text: sanitizeInline(block.data.text) } };
    case 'header':
      return { ...block, data: { ...block.data, text: sanitizeInline(block.data.text) } };
    case 'list':
      return { ...block, data: { ...block.data, items: sanitizeItems(block.data.items) } };
    case 'table':
      return {
        ...block,
        data: { ...block.data, content: block.data.content.map((row) => row.map(sanitizeInline)) },
      };
    case 'code':
      // The code tool puts its text into a <textarea>'s value: never parsed as HTML.
      return block;
  }
}

/** The body as it may be handed to Editor.js (on load) and stored (on save). */
export function sanitizeBody(body: NoteBody): NoteBody {
  return { ...body, blocks: body.blocks.map(sanitizeBlock) };
}
