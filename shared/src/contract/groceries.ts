import { z } from 'zod';
import { envelope, id, userText } from './common';
import { apiMessages } from './messages';

export const GROCERY_NAME_MIN = 3;
export const GROCERY_NAME_MAX = 120;

/** Nutrition numbers per 100 g / 100 ml, integers (SPEC §3, §5). */
const amount = z
  .number({ message: apiMessages.mustBeNumber })
  .int(apiMessages.mustBeNumber)
  .min(0)
  .max(100_000);

export const grocery = z.object({
  id,
  /** The owner's id for the owner only; null on another user's (public) grocery. */
  userId: id.nullable(),
  name: z.string(),
  energy: z.number(),
  fat: z.number(),
  protein: z.number(),
  carb: z.number(),
  isPublic: z.boolean(),
  /** The app's own starter catalogue: public, owned by nobody, editable by nobody. */
  isStarter: z.boolean().optional(),
});

export const groceryBody = z.object({
  name: userText
    .trim()
    .min(GROCERY_NAME_MIN, apiMessages.groceryNameTooShort)
    .max(GROCERY_NAME_MAX),
  energy: amount,
  fat: amount,
  protein: amount,
  carb: amount,
  isPublic: z.boolean().optional().default(false),
});

/** PUT /groceries/{id}: the same fields, any subset (empty data is refused, SPEC §5). */
export const updateGroceryBody = z
  .object({
    name: groceryBody.shape.name.optional(),
    energy: amount.optional(),
    fat: amount.optional(),
    protein: amount.optional(),
    carb: amount.optional(),
    isPublic: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), apiMessages.noDataToUpdate);

/** Optional ?search= on the grocery lists: name prefix, case-insensitive, >= 3 characters. */
export const grocerySearchQuery = z.object({
  search: userText
    .trim()
    .min(GROCERY_NAME_MIN, apiMessages.searchTooShort)
    .max(GROCERY_NAME_MAX)
    .optional(),
});

export const groceriesResponse = envelope(z.object({ groceries: z.array(grocery) }));
export const groceryResponse = envelope(z.object({ grocery }));

export type Grocery = z.infer<typeof grocery>;
export type GroceryBody = z.input<typeof groceryBody>;
export type UpdateGroceryBody = z.infer<typeof updateGroceryBody>;
