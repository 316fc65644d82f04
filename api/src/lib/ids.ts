import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();

/** 256 bits, URL-safe: session tokens and image URL keys. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** An 8-digit login code from the CSPRNG (leading zeros kept). */
export const newLoginCode = (length = 8): string =>
  Array.from({ length }, () => randomInt(0, 10)).join('');
