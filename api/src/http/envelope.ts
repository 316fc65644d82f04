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

export const fail = (message: string): Envelope<null> => ({ success: false, message, data: null });
