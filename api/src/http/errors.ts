import { apiMessages } from '@organizator/shared/contract';

/** An error whose status and message go to the client as the envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** What the client needs to act on the refusal (a pot's grams left); null for most errors. */
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string = apiMessages.badRequest) => new HttpError(400, message);
export const unauthorized = (message: string = apiMessages.unauthorized) =>
  new HttpError(401, message);
export const forbidden = (message: string = apiMessages.forbidden) => new HttpError(403, message);
export const notFound = (message: string = apiMessages.notFound) => new HttpError(404, message);
export const conflict = (message: string, data: Record<string, unknown> | null = null) =>
  new HttpError(409, message, data);
export const tooManyRequests = (message: string = apiMessages.tooManyRequests) =>
  new HttpError(429, message);
