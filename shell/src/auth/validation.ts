import { EMAIL_PATTERN, LOGIN_CODE_LENGTH } from '@organizator/shared/domain';
import { t } from '@organizator/shared/i18n';

// The contract's e-mail rule and code length (shared/src/domain), so the form agrees with the API
// without loading zod.

export const normaliseEmail = (value: string) => value.trim().toLowerCase();

/** docs/product.md#validation: "Invalid email address". */
export function validateEmail(value: string): string | null {
  return EMAIL_PATTERN.test(normaliseEmail(value)) ? null : t.errors.invalidEmailAddress;
}

/** docs/product.md#validation: the code has at least 8 characters, and the e-mail parameter must be present. */
export function validateCode(code: string, email: string | null): string | null {
  if (!email?.trim()) return t.errors.emailRequired;
  if (code.trim().length < LOGIN_CODE_LENGTH) return t.errors.codeTooShort;
  return null;
}
