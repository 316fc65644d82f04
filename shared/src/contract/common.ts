import { z } from 'zod';
import { apiMessages } from './messages';

export const id = z.string().min(1).max(64);
export const isoDateTime = z.string();
/** yyyy-mm-dd, the key of a food diary day. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, apiMessages.invalidDate)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), apiMessages.invalidDate);

/** E-mails are trimmed and lower-cased everywhere (SPEC §5). */
export const email = z
  // A missing e-mail says so (SPEC §5 "Email is required"); anything else that is no e-mail is invalid.
  .string({
    error: (issue) =>
      issue.input === undefined ? apiMessages.emailRequired : apiMessages.invalidEmailAddress,
  })
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: apiMessages.invalidEmailAddress }).max(254));

/** Every response: {success, message, data} (SPEC §7). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string(), data });

export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  data: z.null(),
});

export const emptyData = z.object({}).passthrough().nullable();
