import { t } from '@organizator/shared/i18n';

/** The HTTP status of an `ApiError` (read structurally: the client module loads lazily). */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The error's own text (the server message for an `ApiError`). */
export const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : t.errors.somethingWentWrong;

/** docs/product.md#errors code entry: 401 Invalid code, 403 Login code expired, otherwise the server message. */
export function codeErrorMessage(error: unknown): string {
  const status = statusOf(error);
  if (status === 401) return t.errors.invalidCode;
  if (status === 403) return t.errors.loginCodeExpired;
  if (status === undefined) return t.errors.somethingWentWrong;
  return messageOf(error);
}

/** The client's status for "no response at all" (docs/product.md#errors network failure). */
const NO_RESPONSE = 501;

/**
 * docs/product.md#errors verification link: 400 the status text, 401 Invalid email or code, 403 Login code
 * expired, any other status the server message; no response at all, the generic message.
 */
export function verifyLinkErrorMessage(error: unknown): string {
  const status = statusOf(error);
  if (status === 400) return t.errors.badRequest;
  if (status === 401) return t.errors.invalidEmailOrCode;
  if (status === 403) return t.errors.loginCodeExpired;
  if (status === undefined || status === NO_RESPONSE) return t.errors.somethingWentWrong;
  return messageOf(error);
}
