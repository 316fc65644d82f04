import { apiMessages, type FoodDraft } from '@organizator/shared/contract';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { Db } from '../db/client';
import { foodLookups } from '../db/schema';
import { HttpError, notFound } from '../http/errors';

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

/** A value per 100 g as groceries store it (a whole number >= 0), or null when not stated. */
function per100(value: number | string | null | undefined, factor = 1): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.round(n * factor) : null;
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
    .map((n) => n?.trim() ?? '')
    .find((n) => n.length > 0);
  return {
    name: name ?? '',
    energy:
      per100(nutriments['energy-kcal_100g']) ??
      per100(nutriments['energy-kj_100g'], 1 / KJ_PER_KCAL),
    fat: per100(nutriments.fat_100g),
    protein: per100(nutriments.proteins_100g),
    carb: per100(nutriments.carbohydrates_100g),
    barcode: code,
  };
}

/** Asks the product API; a product, null when unknown, or an HttpError (502 unreachable, 504 slow). */
async function fetchProduct(baseUrl: string, code: string, timeoutMs: number) {
  const url = `${baseUrl.replace(/\/+$/, '')}/api/v2/product/${code}.json?fields=${FIELDS}`;
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(url, {
      headers: { 'User-Agent': USER_AGENT, Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    body = response.status === 404 ? null : await response.json();
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new HttpError(504, apiMessages.foodLookupSlow);
    }
    throw new HttpError(502, apiMessages.foodLookupUnreachable);
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new HttpError(502, apiMessages.foodLookupUnreachable);
  const parsed = productAnswer.safeParse(body);
  if (!parsed.success) throw new HttpError(502, apiMessages.foodLookupUnreachable);
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
      return draft;
    }
  }
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
