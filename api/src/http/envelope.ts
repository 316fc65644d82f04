import { apiMessages } from '@organizator/shared/contract';

export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

/** The success envelope of docs/product.md#api. */
export const ok = <T>(data: T, message: string = apiMessages.ok): Envelope<T> => ({
  success: true,
  message,
  data,
});

/** The failure envelope; `data` only where the refusal carries what the client needs (else null). */
export const fail = <T extends Record<string, unknown> | null = null>(
  message: string,
  data: T = null as T,
): Envelope<T> => ({ success: false, message, data });
