import { type NoteBody, noteBody } from '@organizator/shared/contract';
import { Loading, useThemeToken } from '@organizator/shared/ui';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { t } from '../texts';
import { afterNextPaint } from './after-next-paint';
import type { NoteEditorInstance } from './editor-runtime';

export interface BlockEditorHandle {
  /** The current content, sanitised and checked against the contract; null until the editor is up. */
  save: () => Promise<NoteBody | null>;
}

interface BlockEditorProps {
  initialBody: NoteBody | null;
  onChange: () => void;
  ref?: Ref<BlockEditorHandle>;
}

/**
 * The Editor.js block editor. Editor.js is loaded after the first paint through a dynamic import
 * (its own chunk), created once per mount and destroyed on unmount; the page keys this component by
 * note id, so moving between notes always gets a fresh instance. An unmount that beats the async
 * start-up destroys the instance as soon as it is ready, so none is left behind.
 */
export function BlockEditor({ initialBody, onChange, ref }: BlockEditorProps) {
  const holder = useRef<HTMLElement>(null);
  const editor = useRef<NoteEditorInstance | null>(null);
  const sanitize = useRef<typeof import('./editor-runtime')['sanitizeBody'] | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The first props win: later refetches of the note must not reset what is being typed.
  const initial = useRef(initialBody);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const token = useThemeToken();

  useEffect(() => {
    let unmounted = false;
    let instance: NoteEditorInstance | null = null;
    const start = () =>
      import('./editor-runtime')
        .then(({ createEditor, sanitizeBody }) => {
          if (unmounted || !holder.current) return;
          sanitize.current = sanitizeBody;
          const body = initial.current;
          instance = createEditor({
            holder: holder.current,
            data: body ? sanitizeBody(body) : null,
            // Editor.js reports its own start-up rendering as changes; only the user's edits count.
            onChange: () => {
              if (editor.current === instance) onChangeRef.current();
            },
          });
          return instance.isReady.then(() => {
            if (unmounted) return;
            editor.current = instance;
            setState('ready');
          });
        })
        .catch((error: unknown) => {
          console.error(error);
          if (!unmounted) setState('failed');
        });
    // Editor.js is large: asked for once the page around it (title, save, hint) is on screen, so on
    // a slow connection that page does not wait for, or share its bandwidth with, the editor.
    const cancelStart = afterNextPaint(() => void start());
    return () => {
      cancelStart();
      unmounted = true;
      editor.current = null;
      const current = instance;
      current?.isReady.then(() => current.destroy()).catch(() => {});
    };
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      save: async () => {
        if (!editor.current || !sanitize.current) return null;
        return noteBody.parse(sanitize.current(noteBody.parse(await editor.current.save())));
      },
    }),
    [],
  );

  return (
    // The loading notice sits over the editor's place instead of above it: taking a line of its
    // own, it pushed the note's text down until Editor.js was ready, then the text jumped up.
    <div style={{ position: 'relative' }}>
      {state === 'loading' ? (
        <div style={{ position: 'absolute', insetInline: 0, top: 0, pointerEvents: 'none' }}>
          <Loading text={t.notes.editorLoading} />
        </div>
      ) : null}
      {state === 'failed' ? (
        <span role="alert" style={{ color: token.colorError }}>
          {t.notes.editorFailed}
        </span>
      ) : null}
      <section
        ref={holder}
        className="note-editor"
        aria-label={t.notes.bodyLabel}
        data-testid="note-editor"
        data-ready={state === 'ready'}
        // Editor.js reports changes with a delay; typing counts as a change at once (leave guard).
        onInput={() => {
          if (editor.current) onChangeRef.current();
        }}
      />
    </div>
  );
}
