import { z } from 'zod/mini';
import { barcode } from './barcode';
import { envelope, id, userText } from './common';
import {
  DENSITY_MAX,
  DENSITY_MIN,
  ENERGY_PER_100_MAX,
  GRAMS_MAX,
  GRAMS_MIN,
  NUTRIENT_PER_100_MAX,
} from './limits';
import { apiMessages } from './messages';

export const GROCERY_NAME_MIN = 3;
export const GROCERY_NAME_MAX = 120;

/** A nutrition number per 100 g / 100 ml, an integer (docs/product.md (#data, #validation, #limits)). */
const per100 = (max: number, tooLarge: string) =>
  z
    .number({ message: apiMessages.mustBeNumber })
    .check(
      z.int(apiMessages.mustBeNumber),
      z.gte(0, apiMessages.nutrientNegative),
      z.lte(max, tooLarge),
    );
const energy = per100(ENERGY_PER_100_MAX, apiMessages.energyTooLarge);
const amount = per100(NUTRIENT_PER_100_MAX, apiMessages.nutrientTooLarge);
/** Grams of one piece: counts of it (2 eggs, a package) become grams. */
const pieceGrams = z.nullable(
  z
    .number({ message: apiMessages.mustBeNumber })
    .check(
      z.gte(GRAMS_MIN, apiMessages.pieceGramsOutOfRange),
      z.lte(GRAMS_MAX, apiMessages.pieceGramsOutOfRange),
    ),
);
/** Grams per millilitre: volumes of it (a spoon, a cup, 2 dl) become grams. */
const density = z.nullable(
  z
    .number({ message: apiMessages.mustBeNumber })
    .check(
      z.gte(DENSITY_MIN, apiMessages.densityOutOfRange),
      z.lte(DENSITY_MAX, apiMessages.densityOutOfRange),
    ),
);

/**
 * Who sees a grocery or recipe: its owner (private), every member of the owner's current team
 * (team), every user (public).
 */
export const visibility = z.enum(['private', 'team', 'public'], {
  message: apiMessages.invalidVisibility,
});

export const grocery = z.object({
  id,
  /** The owner's id for the owner only; null on another user's (public) grocery. */
  userId: z.nullable(id),
  name: z.string(),
  energy: z.number(),
  fat: z.number(),
  protein: z.number(),
  carb: z.number(),
  /** `visibility === 'public'`, kept for the clients of docs/product.md#api. */
  isPublic: z.boolean(),
  visibility,
  /** EAN-13 (a UPC-A with its leading 0) or EAN-8; null when none is stored. */
  barcode: z.nullable(z.string()),
  /** Grams of one piece, when known (an imported '2 jaja' becomes grams with it). */
  pieceGrams: z.nullable(z.number()),
  /** Grams per millilitre, when known (an imported '2 žlice' becomes grams with it). */
  density: z.nullable(z.number()),
  /** The app's own starter catalogue: public, owned by nobody, editable by nobody. */
  isStarter: z.optional(z.boolean()),
});

export const groceryBody = z.object({
  name: userText.check(
    z.trim(),
    z.minLength(GROCERY_NAME_MIN, apiMessages.groceryNameTooShort),
    z.maxLength(GROCERY_NAME_MAX, apiMessages.groceryNameTooLong),
  ),
  energy,
  fat: amount,
  protein: amount,
  carb: amount,
  /** Kept for docs/product.md#api clients: true is `visibility: 'public'`. `visibility`, when sent, wins. */
  isPublic: z._default(z.optional(z.boolean()), false),
  visibility: z.optional(visibility),
  barcode: z.optional(z.nullable(barcode)),
  pieceGrams: z.optional(pieceGrams),
  density: z.optional(density),
});

/** PUT /groceries/{id}: the same fields, any subset (empty data is refused, docs/product.md#validation). */
export const updateGroceryBody = z
  .object({
    name: z.optional(groceryBody.shape.name),
    energy: z.optional(energy),
    fat: z.optional(amount),
    protein: z.optional(amount),
    carb: z.optional(amount),
    isPublic: z.optional(z.boolean()),
    visibility: z.optional(visibility),
    /** null removes the barcode. */
    barcode: z.optional(z.nullable(barcode)),
    /** null forgets it. */
    pieceGrams: z.optional(pieceGrams),
    density: z.optional(density),
  })
  .check(
    z.refine((b) => Object.values(b).some((v) => v !== undefined), apiMessages.noDataToUpdate),
  );

/** Optional ?search= on the grocery lists: name prefix, case-insensitive, >= 3 characters. */
export const grocerySearchQuery = z.object({
  search: z.optional(
    userText.check(
      z.trim(),
      z.minLength(GROCERY_NAME_MIN, apiMessages.searchTooShort),
      z.maxLength(GROCERY_NAME_MAX),
    ),
  ),
});

export const groceriesResponse = envelope(z.object({ groceries: z.array(grocery) }));
export const groceryResponse = envelope(z.object({ grocery }));

export type Grocery = z.infer<typeof grocery>;
export type Visibility = z.infer<typeof visibility>;
export type GroceryBody = z.input<typeof groceryBody>;
export type UpdateGroceryBody = z.input<typeof updateGroceryBody>;
