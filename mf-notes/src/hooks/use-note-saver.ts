import type { NoteBody } from '@organizator/shared/contract';
import { toast } from '@organizator/shared/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSaveNote } from '../api/notes';
import { t } from '../texts';

/** The editor saves by itself this long after the last change (title or body). */
export const AUTOSAVE_DELAY_MS = 1500;

export interface NoteDraft {
  title: string;
  /** null while the block editor is not up yet: only the title is sent then. */
  body: NoteBody | null;
}

export type SaveStatus = 'saved' | 'dirty' | 'saving';

/**
 * Save state of one open note. Every change bumps a version; a save remembers the version it
 * captured, so edits made while a request is in flight keep the note dirty. Saves run one after
 * another, never overlapping. `readDraft` returns null when the draft may not be saved (empty title).
 */
export function useNoteSaver(noteId: string, readDraft: () => Promise<NoteDraft | null>) {
  const { mutateAsync, isPending } = useSaveNote(noteId);
  const version = useRef(0);
  const savedVersion = useRef(0);
  const [dirty, setDirty] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const read = useRef(readDraft);
  read.current = readDraft;

  const save = useCallback(
    (manual: boolean) => {
      clearTimeout(timer.current);
      queue.current = queue.current.then(async () => {
        const captured = version.current;
        if (!manual && captured === savedVersion.current) return;
        try {
          const draft = await read.current();
          if (!draft) return;
          await mutateAsync(
            draft.body === null ? { title: draft.title } : { title: draft.title, body: draft.body },
          );
          savedVersion.current = Math.max(savedVersion.current, captured);
          setDirty(version.current !== savedVersion.current);
          if (manual) toast.success(t.notes.saved);
        } catch {
          // The query client told the user (useSaveNote's meta); the draft stays unsaved.
        }
      });
      return queue.current;
    },
    [mutateAsync],
  );

  const markChanged = useCallback(() => {
    version.current += 1;
    setDirty(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(false), AUTOSAVE_DELAY_MS);
  }, [save]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const status: SaveStatus = isPending ? 'saving' : dirty ? 'dirty' : 'saved';
  return { status, dirty, saving: isPending, markChanged, saveNow: () => save(true) };
}
