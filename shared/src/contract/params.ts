import { z } from 'zod/mini';
import { id, isoDate } from './common';

/** The path and query parameters of the API's routes, so the API validates only with the contract. */
export const idParams = z.object({ id });
export const dateParams = z.object({ date: isoDate });
export const listParams = z.object({ listId: id });
export const itemParams = z.object({ listId: id, id });
/** The unguessable key of an image URL (/api/images/{key}). */
export const imageKeyParams = z.object({ key: z.string().check(z.minLength(1), z.maxLength(64)) });
