import { type Dispatch, type SetStateAction, useState } from 'react';

/**
 * What a dialog's user chose and typed in it, started afresh from `initial()` whenever the dialog
 * opens. The reset happens while the opening renders, so the first frame it paints is already the
 * fresh one. Resetting once the closing has finished (`afterClose`) left the last choice on screen
 * when the dialog was opened again before its closing animation ended, and could wipe what was
 * typed into the new opening when it finally ran.
 */
export function useOpeningDraft<T>(
  open: boolean,
  initial: () => T,
): [draft: T, setDraft: Dispatch<SetStateAction<T>>, opening: number] {
  const [draft, setDraft] = useState(initial);
  const [wasOpen, setWasOpen] = useState(open);
  /** Counts the openings: what this opening submits is guarded apart from the last one's. */
  const [opening, setOpening] = useState(0);
  if (open !== wasOpen) {
    // React's way to adjust state to a changed prop: it renders again at once, before painting.
    setWasOpen(open);
    if (open) {
      setDraft(initial());
      setOpening((n) => n + 1);
    }
  }
  return [draft, setDraft, opening];
}
