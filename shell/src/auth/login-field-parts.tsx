/**
 * The parts the login steps share around their one input (the light login page draws with the
 * shell's CSS, not antd, to stay within its first-paint budget).
 */

/** The input's error (announced) and its note (the input's aria-describedby target). */
export function FieldMessages({
  error,
  noteId,
  note,
}: {
  error: string | null;
  noteId: string;
  note: string;
}) {
  return (
    <>
      {error ? (
        <p className="org-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="org-field__note" id={noteId}>
        {note}
      </p>
    </>
  );
}

/** The step's primary button, with a spinner and the busy text while its request runs. */
export function SubmitButton({
  busy,
  text,
  busyText,
}: {
  busy: boolean;
  text: string;
  busyText: string;
}) {
  return (
    <button
      type="submit"
      className="org-button org-button--primary org-button--block"
      disabled={busy}
    >
      {busy ? <span className="org-spinner" data-size="small" aria-hidden="true" /> : null}
      {busy ? busyText : text}
    </button>
  );
}
