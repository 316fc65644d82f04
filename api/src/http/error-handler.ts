import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { apiMessages } from '@organizator/shared/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { fail } from './envelope';
import { HttpError } from './errors';

interface Mapped {
  status: number;
  message: string;
  data?: Record<string, unknown> | null;
}

/** The PostgreSQL error code, whether drizzle wrapped the driver error or not. */
function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 3; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Every error becomes the docs/product.md#api envelope with an honest status; never a stack trace. */
export function mapError(error: unknown): Mapped {
  if (error instanceof HttpError) {
    const { statusCode: status, message, data } = error;
    return data ? { status, message, data } : { status, message };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    return { status: 400, message: first?.message || apiMessages.validationError };
  }
  if (isResponseSerializationError(error)) {
    return { status: 500, message: apiMessages.somethingWentWrong };
  }
  const code = pgCode(error);
  // Two writes of the same key at once: the request lost a race, the client may look and retry.
  if (code === '23505') return { status: 409, message: 'Već postoji' };
  // Any other database error is ours: input is refused by the contract and the input guard before
  // it reaches the database, so an invalid number or text here (22xxx) means a stored value or a
  // computation the validation missed. A 400 would hide it from the logs and blame the client.
  if (code !== undefined) return { status: 500, message: apiMessages.somethingWentWrong };
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 413 || fastifyError.code === 'FST_REQ_FILE_TOO_LARGE') {
      return { status: 413, message: apiMessages.payloadTooLarge };
    }
    if (status === 429) return { status, message: apiMessages.tooManyRequests };
    if (status === 404) return { status, message: apiMessages.notFound };
    if (status === 415) return { status, message: 'Nepodržani tip sadržaja' };
    // 406 is @fastify/multipart's answer to a non-multipart upload: a bad request like any other.
    return { status: status === 406 ? 400 : status, message: apiMessages.badRequest };
  }
  return { status: 500, message: apiMessages.somethingWentWrong };
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, message, data } = mapError(error);
    // The log line carries the request's id (reqId); the answer names it too, so a user's report
    // of a failure leads to its line.
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      void reply.header('x-request-id', request.id);
    } else request.log.info({ status, reason: message }, 'request refused');
    void reply.status(status).send(fail(message, data ?? null));
  });
}

/**
 * Fastify's router errors (a malformed %-escape in the path, a path parameter over maxParamLength)
 * answered before any route or error handler runs: the same envelope, 400 and 414.
 */
export const frameworkErrors = (
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) => {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  void reply.status(status).send(fail(status === 414 ? uriTooLong : apiMessages.badRequest));
};

const uriTooLong = 'Adresa zahtjeva je predugačka';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (broken HTTP, headers or URL over
 * the server's maxHeaderSize). Node would answer a bare status; here it is the envelope, and a
 * request line that alone overflows the limit is a 414.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let message: string = apiMessages.badRequest;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') status = 408;
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // Node hands over what it had read so far (a Buffer, despite Fastify's type for it).
    const raw: unknown = (error as { rawPacket?: unknown }).rawPacket;
    const lineEnd = Buffer.isBuffer(raw) ? raw.indexOf('\r\n') : -1;
    const requestLineOverflows = lineEnd === -1 || lineEnd > 8 * 1024;
    status = requestLineOverflows ? 414 : 431;
    message = requestLineOverflows ? uriTooLong : 'Zaglavlja zahtjeva su prevelika';
  }
  if (socket.writable) {
    const body = JSON.stringify(fail(message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
