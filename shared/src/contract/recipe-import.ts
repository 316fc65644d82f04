import { z } from 'zod/mini';
import { envelope, id, userText } from './common';
import { apiMessages } from './messages';
import { webAddress } from './recipes';

/** Pasted text: a long recipe fits many times over. */
export const RECIPE_IMPORT_TEXT_MAX = 50_000;

/**
 * POST /recipes/import: a web page's address (`url`) or pasted text (`text`), exactly one. Nothing
 * is stored: the answer is a draft the user reviews, then saves with POST /recipes.
 */
export const recipeImportBody = z
  .object({
    url: z.optional(webAddress),
    text: z.optional(
      userText.check(z.maxLength(RECIPE_IMPORT_TEXT_MAX, apiMessages.recipeImportTextTooLong)),
    ),
  })
  .check(
    z.refine(
      (b) => (b.url === undefined) !== (b.text === undefined),
      apiMessages.recipeImportOneSource,
    ),
  );

/**
 * The canonical units of an ingredient line, whatever language or spelling it was written in
 * ('žlice', 'tbsp' and 'EL' are all `žlica`). Weights: g, kg, dag, mg, oz, lb; volumes: ml, dl, l,
 * žlica (15 ml), žličica (5 ml), šalica (240 ml), fl oz; a pinch (prstohvat) is a weight; pieces:
 * kom, češanj, pakiranje.
 */
export const ingredientUnit = z.enum([
  'g',
  'kg',
  'dag',
  'mg',
  'oz',
  'lb',
  'ml',
  'dl',
  'l',
  'žlica',
  'žličica',
  'šalica',
  'floz',
  'prstohvat',
  'kom',
  'češanj',
  'pakiranje',
]);

export const importedIngredient = z.object({
  /** The line as written. */
  line: z.string(),
  /** The food's name read from the line (what is matched to a grocery). */
  name: z.string(),
  /** The amount (a range '2-3' counts as its upper end); null when the line has none. */
  amount: z.nullable(z.number()),
  /** The unit; null for a bare count ('2 jaja': `amount` 2, a count of pieces) or no amount. */
  unit: z.nullable(ingredientUnit),
  /**
   * The amount in grams; null only when it cannot become grams: a volume or a piece of a food whose
   * density or weight of one piece is not known, or a line with no amount.
   */
  grams: z.nullable(z.number()),
  /** The grocery matched (the team's earlier choice first, else the most similar); null if none. */
  groceryId: z.nullable(id),
  /** The best matches the user may choose from, the chosen one first. */
  candidates: z.array(z.object({ groceryId: id, name: z.string() })),
});

export const recipeDraft = z.object({
  name: z.string(),
  /** Servings the page or text states; null when it says none. */
  servings: z.nullable(z.number()),
  /** The preparation, as text (steps on their own lines). */
  instructions: z.string(),
  /** The page's address for an import from a page; null for pasted text. */
  sourceUrl: z.nullable(z.string()),
  ingredients: z.array(importedIngredient),
});

export const recipeImportResponse = envelope(z.object({ draft: recipeDraft }));

export type RecipeImportBody = z.input<typeof recipeImportBody>;
export type RecipeDraft = z.infer<typeof recipeDraft>;
export type ImportedIngredient = z.infer<typeof importedIngredient>;
export type IngredientUnit = z.infer<typeof ingredientUnit>;
