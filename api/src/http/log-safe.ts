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
  const causeMessage = cause instanceof Error ? `: ${cause.message}` : '';
  const message =
    typeof query === 'string'
      ? `query failed${causeMessage}`
      : withoutParams(error.message) + causeMessage;
  return {
    type: error.name,
    message: clip(message, MAX_MESSAGE),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof query === 'string' ? { query: clip(query, 1000) } : {}),
    // The frames only: the first line of a stack repeats the message.
    stack: (error.stack ?? '').split('\n').slice(1, 8).join('\n'),
  };
}
