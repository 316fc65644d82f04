import { email as emailSchema } from '@organizator/shared/contract';

export type InviteInput = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'ok'; email: string };

/** docs/product.md#validation: the invite e-mail is trimmed and lower-cased; an empty value is silently ignored. */
export function parseInviteEmail(raw: string | undefined): InviteInput {
  const value = (raw ?? '').trim().toLowerCase();
  if (!value) return { kind: 'empty' };
  const parsed = emailSchema.safeParse(value);
  return parsed.success ? { kind: 'ok', email: parsed.data } : { kind: 'invalid' };
}
