import { z } from 'zod/mini';
import { envelope, userText } from './common';
import { apiMessages } from './messages';

/**
 * True for an EAN-8, UPC-A (12 digits) or EAN-13 whose last digit is its GS1 check digit: digits
 * weighted 3, 1, 3, ... from the right (check digit excluded), the check digit brings the sum to a
 * multiple of 10.
 */
export const isValidBarcode = (code: string): boolean => {
  if (!/^(\d{8}|\d{12}|\d{13})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop() ?? 0;
  const sum = digits
    .reverse()
    .reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
};

/**
 * A UPC-A is an EAN-13 with a leading 0 (the same check digit): it is kept in that form, so a
 * product scanned by a reader that reports either form is the same code.
 */
export const normaliseBarcode = (code: string): string => (code.length === 12 ? `0${code}` : code);

/** A barcode as typed or scanned: spaces are ignored, the check digit must match. */
export const barcode = z.pipe(
  userText.check(
    z.overwrite((value: string) => value.replace(/\s+/g, '')),
    z.refine(isValidBarcode, apiMessages.invalidBarcode),
  ),
  z.transform(normaliseBarcode),
);
export const barcodeParams = z.object({ code: barcode });

/** The draft's fields the lookup may have to change to fit the grocery form. */
export const foodDraftField = z.enum(['name', 'energy', 'fat', 'protein', 'carb']);

/**
 * GET /food-lookup/{code}: a product from Open Food Facts as a grocery draft, not stored. A value the
 * product does not state is null (the form leaves that field for the user); the name may be empty.
 * Every value fits what POST /groceries accepts: one that did not (a name too long, a number past
 * its limit) was cut or clamped to fit and is named in `clamped`, for the user to check.
 */
const foodDraft = z.object({
  name: z.string(),
  energy: z.nullable(z.number()),
  fat: z.nullable(z.number()),
  protein: z.nullable(z.number()),
  carb: z.nullable(z.number()),
  barcode: z.string(),
  clamped: z.optional(z.array(foodDraftField)),
});
export const foodLookupResponse = envelope(z.object({ grocery: foodDraft }));

export type FoodDraft = z.infer<typeof foodDraft>;
export type FoodDraftField = z.infer<typeof foodDraftField>;
