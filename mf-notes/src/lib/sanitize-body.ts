import type { NoteBlock, NoteBody } from '@organizator/shared/contract';

/**
 * Editor.js renders block text with innerHTML and does NOT sanitise on render (only on save and
 * paste), so a stored `<img src=x onerror=...>` would run. Every text that reaches the editor goes
 * through this allow-list first: only the inline marks our tools produce survive.
 */
const ALLOWED: Record<string, readonly string[]> = {
  b: [],
  strong: [],
  i: [],
  em: [],
  u: [],
  s: [],
  br: [],
  mark: ['class'],
  code: ['class'],
  a: ['href', 'target', 'rel'],
};
/** Removed with their content: their text is not prose (scripts, styles, embedded documents). */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'textarea',
  'title',
  'svg',
  'math',
]);
const SAFE_HREF = /^(https?:|mailto:|tel:|\/|#)/i;

let inertDocument: Document | null = null;

export function sanitizeInline(html: string): string {
  if (!/[<&]/.test(html)) return html;
  // A document without a browsing context: parsing it runs no script and loads no image.
  inertDocument ??= document.implementation.createHTMLDocument('');
  const root = inertDocument.createElement('div');
  root.innerHTML = html;
  cleanChildren(root);
  return root.innerHTML;
}

function cleanChildren(parent: Element) {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    if (node.nodeType !== Node.ELEMENT_NODE) {
      node.remove();
      continue;
    }
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    const attributes = ALLOWED[tag];
    if (!attributes) {
      if (DROP_WITH_CONTENT.has(tag)) element.remove();
      else {
        cleanChildren(element);
        element.replaceWith(...Array.from(element.childNodes));
      }
      continue;
    }
    for (const attribute of Array.from(element.attributes)) {
      const unsafeHref = attribute.name === 'href' && !SAFE_HREF.test(attribute.value.trim());
      if (!attributes.includes(attribute.name) || unsafeHref) {
        element.removeAttribute(attribute.name);
      }
    }
    cleanChildren(element);
  }
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
