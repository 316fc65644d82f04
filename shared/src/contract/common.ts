import { z } from 'zod/mini';
import { EMAIL_PATTERN } from '../domain/constants';
import { isRealDate } from '../domain/dates';
import { apiMessages } from './messages';

// No code generation: zod's JIT probe (`new Function("")`) is a CSP violation report on every page,
// since our CSP has no 'unsafe-eval'. The setting lives on globalThis, so every zod copy on the
// page follows it. It sits here, not in the barrel, because every contract module imports this one
// (a side-effect-free barrel may be skipped by the bundler).
z.config({ jitless: true });

// The contract is written with zod/mini (the functional, tree-shakable API over the same core as
// classic zod: the same parsing, issues and messages), so the browser downloads only the parts
// of zod it uses. Checks run in the order they are listed, as classic's chained methods did.
export const id = z.string().check(z.minLength(1), z.maxLength(64));
export const isoDateTime = z.string();

export { isRealDate };
/** yyyy-mm-dd, the key of a food diary day. */
export const isoDate = z.string().check(z.refine(isRealDate, apiMessages.invalidDate));

/**
 * Any text a user sends. PostgreSQL cannot store NUL (U+0000) and no keyboard types it, so it is
 * refused here, for every client, with a 400 instead of a database error.
 */
export const userText = z
  .string()
  .check(z.refine((value: string) => !value.includes('\u0000'), apiMessages.invalidCharacter));

/** E-mails are trimmed and lower-cased everywhere (docs/product.md#validation). */
export const email = z.pipe(
  // A missing e-mail says so (docs/product.md#validation "Email is required"); anything else that is no e-mail is invalid.
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? apiMessages.emailRequired : apiMessages.invalidEmailAddress,
    })
    .check(z.trim(), z.toLowerCase()),
  z
    .email({ pattern: EMAIL_PATTERN, message: apiMessages.invalidEmailAddress })
    .check(z.maxLength(254)),
);

/** Every response: {success, message, data} (docs/product.md#api). */
export const envelope = <T extends z.ZodMiniType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string(), data });

export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  data: z.null(),
});

export const emptyData = z.nullable(z.looseObject({}));
