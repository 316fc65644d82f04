/**
 * Everything Editor.js: imported only through `import('./editor-runtime')` in block-editor.tsx, so the
 * editor and its tools form one async chunk of mf-notes that only /notes/:id downloads.
 */
import CodeTool from '@editorjs/code';
import EditorJS, { type OutputData, type ToolConstructable } from '@editorjs/editorjs';
import Header from '@editorjs/header';
import InlineCode from '@editorjs/inline-code';
import List from '@editorjs/list';
import Table from '@editorjs/table';
import type { NoteBody } from '@organizator/shared/contract';
import { hasFinePointer } from '../hooks/use-keyboard-hints';
import { t } from '../texts';
import './editor-theme.css';

// The sanitiser (DOMPurify) travels with the editor: nothing else renders note HTML.
export { sanitizeBody } from '../domain/sanitize-body';

const tool = (constructable: unknown) => constructable as ToolConstructable;
const listToolbox = (List as unknown as { toolbox: { icon: string }[] }).toolbox;

export interface CreateEditorOptions {
  holder: HTMLElement;
  data: NoteBody | null;
  onChange: () => void;
}

/** What block-editor.tsx needs from an editor instance (and what its tests fake). */
export interface NoteEditorInstance {
  isReady: Promise<void>;
  save: () => Promise<OutputData>;
  destroy: () => void;
}

/**
 * docs/product.md#screens: "the Tab key opens the command menu". Editor.js 2.31 moved that to "/" and uses Tab to
 * jump between blocks, so in text blocks (paragraph, heading) Tab opens the toolbox again. Lists
 * (indent), code (indent) and tables (next cell) keep their own Tab.
 */
function openToolboxOnTab(holder: HTMLElement, editor: EditorJS) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) {
      return;
    }
    const target = event.target as HTMLElement | null;
    if (!target?.closest('.ce-paragraph, .ce-header')) return;
    // Already open, or text is selected (the inline toolbar's turn): leave Tab to Editor.js.
    if (holder.querySelector('.ce-toolbox .ce-popover--opened')) return;
    if (window.getSelection()?.isCollapsed === false) return;
    event.preventDefault();
    event.stopPropagation();
    editor.toolbar.toggleToolbox(true);
  };
  holder.addEventListener('keydown', onKeyDown, true);
  return () => holder.removeEventListener('keydown', onKeyDown, true);
}

export function createEditor({ holder, data, onChange }: CreateEditorOptions): NoteEditorInstance {
  const e = t.notes.editor;
  const editor = new EditorJS({
    holder,
    data: (data ?? undefined) as OutputData | undefined,
    autofocus: false,
    minHeight: 120,
    placeholder: hasFinePointer() ? e.placeholder : e.placeholderTouch,
    inlineToolbar: ['bold', 'italic', 'link', 'inlineCode'],
    tools: {
      header: {
        class: tool(Header),
        inlineToolbar: true,
        config: { placeholder: e.headerPlaceholder, levels: [1, 2, 3, 4], defaultLevel: 2 },
      },
      list: {
        class: tool(List),
        inlineToolbar: true,
        config: { defaultStyle: 'unordered' },
        // docs/product.md#screens offers ordered and unordered lists; the checklist entry is left out.
        toolbox: [
          { icon: listToolbox[0]?.icon, title: 'Unordered List', data: { style: 'unordered' } },
          { icon: listToolbox[1]?.icon, title: 'Ordered List', data: { style: 'ordered' } },
        ],
      },
      code: { class: tool(CodeTool), config: { placeholder: e.codePlaceholder } },
      inlineCode: { class: tool(InlineCode), shortcut: 'CMD+SHIFT+M' },
      table: { class: tool(Table), inlineToolbar: true, config: { rows: 2, cols: 2 } },
    },
    i18n: {
      messages: {
        ui: e.ui,
        toolNames: e.toolNames,
        tools: e.tools,
        blockTunes: e.blockTunes,
      },
    },
    onChange,
  });
  const removeTabHandler = openToolboxOnTab(holder, editor);
  return {
    isReady: editor.isReady,
    save: () => editor.save(),
    destroy: () => {
      removeTabHandler();
      editor.destroy();
    },
  };
}
