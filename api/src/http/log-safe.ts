/**
 * What of an error may reach the log. Drizzle's query errors carry the SQL parameters (user text,
 * whole image bytes) in `params` and in their message; PostgreSQL errors carry row values in
 * `detail`. The log keeps the kind of failure and where it happened, never the data.
 */
export type SafeError = {
  type: string;
  message: string;
  code?: string;
  query?: string;
  stack: string;
};

const MAX_MESSAGE = 300;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** Drizzle's "Failed query: <sql>\nparams: <values>": the SQL has placeholders, the params do not. */
const withoutParams = (message: string) => message.replace(/\nparams:[\s\S]*$/, '');

export function safeError(error: unknown): SafeError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'non-error thrown', stack: '' };
  const { query, cause } = error as Error & { query?: unknown; cause?: unknown };
  const code =
    (error as { code?: unknown }).code ?? (cause as { code?: unknown } | undefined)?.code;
  // PostgreSQL's own message may quote the offending value ('invalid input syntax ... "x"'): for a
  // failed query the SQLSTATE code and the statement (placeholders only) say enough.
  const message = typeof query === 'string' ? 'query failed' : withoutParams(error.message);
  return {
    type: error.name,
    message: clip(message, MAX_MESSAGE),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof query === 'string' ? { query: clip(query, 1000) } : {}),
    // The frames only: a stack starts with the message, which may span lines (drizzle's params).
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, 8)
      .join('\n'),
  };
}
