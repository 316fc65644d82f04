import { useCallback, useRef } from 'react';

/** Sends what a form or dialog submits, unless its previous submission is still on its way. */
export type SubmitGuard = (submit: () => Promise<unknown>) => void;

/**
 * One submission at a time: a second click (a double click, a tap that bounced) while the first
 * submission's request is on its way is ignored, so a create is sent once. The guard is a ref set
 * in the click itself: a button disabled through state (`loading`) is drawn a frame too late for
 * two clicks within one frame. It opens again when the submission settles (succeeded or failed),
 * so a failed save can be tried again; a failure is the mutation's own to report (its toast), not
 * an unhandled rejection here.
 *
 * `scope` is for a dialog kept mounted between openings (the diary's picker): a new opening is a
 * new scope, free to submit while the last opening's request is still on its way.
 */
export function useSubmitGuard(scope?: unknown): SubmitGuard {
  const pending = useRef<{ scope: unknown } | null>(null);
  const currentScope = useRef(scope);
  currentScope.current = scope;
  return useCallback((submit) => {
    if (pending.current && Object.is(pending.current.scope, currentScope.current)) return;
    const mark = { scope: currentScope.current };
    pending.current = mark;
    const release = () => {
      if (pending.current === mark) pending.current = null;
    };
    let sent: Promise<unknown>;
    try {
      sent = submit();
    } catch (error) {
      release();
      throw error;
    }
    sent.then(release, release);
  }, []);
}
