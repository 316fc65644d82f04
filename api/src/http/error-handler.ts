import { apiMessages } from '@organizator/shared/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { fail } from './envelope';
import { HttpError } from './errors';

interface Mapped {
  status: number;
  message: string;
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

/** Every error becomes the SPEC §7 envelope with an honest status; never a stack trace. */
export function mapError(error: unknown): Mapped {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    return { status: 400, message: first?.message || apiMessages.validationError };
  }
  if (isResponseSerializationError(error)) {
    return { status: 500, message: apiMessages.somethingWentWrong };
  }
  const code = pgCode(error);
  if (code === '23505') return { status: 409, message: 'Već postoji' };
  if (code === '22P02' || code === '22001' || code === '22003' || code === '22021') {
    return { status: 400, message: apiMessages.badRequest };
  }
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
    const { status, message } = mapError(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, reason: message }, 'request refused');
    void reply.status(status).send(fail(message));
  });
}
