import {
  apiMessages,
  ENERGY_PER_100_MAX,
  type FoodDraft,
  type FoodDraftField,
  GROCERY_NAME_MAX,
  NUTRIENT_PER_100_MAX,
} from '@organizator/shared/contract';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { Db } from '../db/client';
import { foodLookups } from '../db/schema';
import { HttpError, notFound, tooManyRequests } from '../http/errors';

/** A found product is asked again after this long (labels change rarely). */
export const FOUND_TTL_MS = 30 * 24 * 60 * 60_000;
/** An unknown product is asked again sooner: someone may add it to Open Food Facts meanwhile. */
export const NOT_FOUND_TTL_MS = 24 * 60 * 60_000;

const USER_AGENT = 'Organizator/1.0 (household lists and food diary; self-hosted)';
/** The fields of the product API v2 answer we read (?fields= keeps the answer small). */
const FIELDS = 'code,product_name,product_name_hr,product_name_en,generic_name,nutriments';

const nutrient = z.optional(z.nullable(z.union([z.number(), z.string()])));
/** The product API v2 answer, as far as we read it; everything else is ignored. */
const productAnswer = z.looseObject({
  status: z.optional(z.union([z.number(), z.string()])),
  product: z.optional(
    z.looseObject({
      product_name: z.optional(z.nullable(z.string())),
      product_name_hr: z.optional(z.nullable(z.string())),
      product_name_en: z.optional(z.nullable(z.string())),
      generic_name: z.optional(z.nullable(z.string())),
      nutriments: z.optional(
        z.looseObject({
          'energy-kcal_100g': nutrient,
          'energy-kj_100g': nutrient,
          fat_100g: nutrient,
          proteins_100g: nutrient,
          carbohydrates_100g: nutrient,
        }),
      ),
    }),
  ),
});
type Product = NonNullable<z.infer<typeof productAnswer>['product']>;

const KJ_PER_KCAL = 4.184;
/** More than any product's answer with ?fields= (a few KB); a bigger one is not read to its end. */
export const ANSWER_MAX_BYTES = 256 * 1024;
/** Redirects followed, and only within the configured service's own origin. */
const REDIRECTS_MAX = 3;

/** Control characters (a NUL among them: PostgreSQL cannot store it) and lone surrogates. */
const UNPRINTABLE = /[\p{Cc}\p{Cs}]/gu;

/** A value per 100 g as stated (a whole number >= 0), or null when not stated or not a number. */
function per100(value: number | string | null | undefined, factor = 1): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.round(n * factor) : null;
}

/** A name as a person would type it: no control characters, single spaces. */
const printable = (name: string) => name.replace(UNPRINTABLE, ' ').replace(/\s+/g, ' ').trim();

const NUMBER_LIMITS = {
  energy: ENERGY_PER_100_MAX,
  fat: NUTRIENT_PER_100_MAX,
  protein: NUTRIENT_PER_100_MAX,
  carb: NUTRIENT_PER_100_MAX,
} as const;

/**
 * The draft brought within what POST /groceries accepts (the form opens with it): a name past its
 * length is cut, a number past its limit lowered to it, and each such field named in `clamped` so
 * the form asks the user to check it. Applied to kept answers too (they may predate the limits).
 */
export function fitted(draft: FoodDraft): FoodDraft {
  const clamped = new Set<FoodDraftField>(draft.clamped ?? []);
  const chars = [...printable(draft.name)];
  if (chars.length > GROCERY_NAME_MAX) clamped.add('name');
  const fit: FoodDraft = {
    ...draft,
    name: chars.slice(0, GROCERY_NAME_MAX).join('').trim(),
  };
  for (const field of ['energy', 'fat', 'protein', 'carb'] as const) {
    const value = draft[field];
    if (value !== null && value > NUMBER_LIMITS[field]) {
      fit[field] = NUMBER_LIMITS[field];
      clamped.add(field);
    }
  }
  delete fit.clamped;
  return clamped.size > 0 ? { ...fit, clamped: [...clamped] } : fit;
}

/** The draft of a grocery from a product: the Croatian name first, any name at all before none. */
export function draftOf(code: string, product: Product): FoodDraft {
  const nutriments = product.nutriments ?? {};
  const name = [
    product.product_name_hr,
    product.product_name,
    product.product_name_en,
    product.generic_name,
  ]
    .map((n) => printable(n ?? ''))
    .find((n) => n.length > 0);
  return fitted({
    name: name ?? '',
    energy:
      per100(nutriments['energy-kcal_100g']) ??
      per100(nutriments['energy-kj_100g'], 1 / KJ_PER_KCAL),
    fat: per100(nutriments.fat_100g),
    protein: per100(nutriments.proteins_100g),
    carb: per100(nutriments.carbohydrates_100g),
    barcode: code,
  });
}

const unusable = () => new HttpError(502, apiMessages.foodLookupBadAnswer);

/**
 * GET of `url` without following a redirect out of the service's origin (an answer is trusted only
 * from where it was configured), nor more than REDIRECTS_MAX within it.
 */
async function getFromService(url: URL, signal: AbortSignal): Promise<Response> {
  let at = url;
  for (let redirects = 0; ; redirects++) {
    const response = await fetch(at, {
      headers: { 'User-Agent': USER_AGENT, Accept: 'application/json' },
      redirect: 'manual',
      signal,
    });
    if (response.status < 300 || response.status >= 400) return response;
    await response.body?.cancel();
    const location = response.headers.get('location');
    const next = location ? new URL(location, at) : null;
    if (!next || next.origin !== url.origin || redirects >= REDIRECTS_MAX) throw unusable();
    at = next;
  }
}

/** The answer's JSON: a JSON content type, at most ANSWER_MAX_BYTES, else unusable (502). */
async function jsonOf(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    await response.body?.cancel();
    throw unusable();
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > ANSWER_MAX_BYTES || !response.body) {
    await response.body?.cancel();
    throw unusable();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > ANSWER_MAX_BYTES) throw unusable();
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw unusable();
  }
}

/**
 * Asks the product API; a product, null when unknown, or an HttpError: 502 when the service cannot
 * be reached or its answer cannot be used (a redirect elsewhere, not JSON, too big, not a product
 * answer), 504 when it is slow.
 */
async function fetchProduct(baseUrl: string, code: string, timeoutMs: number) {
  const url = new URL(
    `${baseUrl.replace(/\/+$/, '')}/api/v2/product/${code}.json?fields=${FIELDS}`,
  );
  let body: unknown;
  try {
    const response = await getFromService(url, AbortSignal.timeout(timeoutMs));
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new HttpError(502, apiMessages.foodLookupUnreachable);
    }
    body = await jsonOf(response);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new HttpError(504, apiMessages.foodLookupSlow);
    }
    throw new HttpError(502, apiMessages.foodLookupUnreachable);
  }
  const parsed = productAnswer.safeParse(body);
  if (!parsed.success) throw unusable();
  const { status, product } = parsed.data;
  // v2 answers an unknown product with status 0 (and, today, HTTP 404 too).
  if (Number(status) !== 1 || !product) return null;
  return product;
}

/**
 * GET /food-lookup/{code}: the draft of the product with that barcode. Answers are kept in the
 * database (every API process shares them, and a restart does not ask again): a found product for
 * FOUND_TTL_MS, an unknown one for NOT_FOUND_TTL_MS; a failure is never kept.
 */
export async function lookUpFood(
  db: Db,
  config: { foodLookupUrl: string | null; foodLookupTimeoutMs: number },
  code: string,
  now: () => number,
  /** Counts one ask of the service for the caller; false when they are over their limit. */
  mayAsk: () => Promise<boolean>,
): Promise<FoodDraft> {
  if (!config.foodLookupUrl) throw notFound(apiMessages.foodLookupOff);
  const [cached] = await db
    .select({ draft: foodLookups.draft, fetchedAt: foodLookups.fetchedAt })
    .from(foodLookups)
    .where(eq(foodLookups.barcode, code));
  if (cached) {
    const age = now() - new Date(cached.fetchedAt).getTime();
    const draft = cached.draft as FoodDraft | null;
    if (age < (draft ? FOUND_TTL_MS : NOT_FOUND_TTL_MS)) {
      if (!draft) throw notFound(apiMessages.foodLookupNotFound);
      return fitted(draft);
    }
  }
  if (!(await mayAsk())) throw tooManyRequests(apiMessages.foodLookupTooMany);
  const product = await fetchProduct(config.foodLookupUrl, code, config.foodLookupTimeoutMs);
  const draft = product ? draftOf(code, product) : null;
  const fetchedAt = new Date(now());
  await db
    .insert(foodLookups)
    .values({ barcode: code, draft, fetchedAt })
    .onConflictDoUpdate({
      target: foodLookups.barcode,
      set: { draft: sql`excluded.draft`, fetchedAt: sql`excluded.fetched_at` },
    });
  if (!draft) throw notFound(apiMessages.foodLookupNotFound);
  return draft;
}
