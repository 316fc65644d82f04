import {
  GROCERY_NAME_MAX,
  type RecipeBody,
  type RecipeDraft,
  type Visibility,
} from '@organizator/shared/contract';
import { formatNumber, parseNumber } from '@organizator/shared/i18n';
import { gramsError } from './recipe-form-values';

/** One imported line as the review holds it: the grocery chosen and the grams as typed. */
export interface ReviewLine {
  /** Its place in the draft: lines may repeat a grocery, so the place is the key. */
  key: number;
  line: string;
  /** The food's name read from the line: what the team's choice is remembered by. */
  name: string;
  groceryId: string | null;
  groceryName: string | null;
  grams: string;
  candidates: { groceryId: string; name: string }[];
  omitted: boolean;
}

export interface ReviewValues {
  name: string;
  servings: string;
  instructions: string;
  sourceUrl: string | null;
  visibility: Visibility;
  lines: ReviewLine[];
}

/** The draft as the review starts: each line with its match and grams (empty when unknown). */
export function toReviewValues(draft: RecipeDraft): ReviewValues {
  return {
    name: draft.name,
    servings: draft.servings === null ? '' : String(draft.servings),
    instructions: draft.instructions,
    sourceUrl: draft.sourceUrl,
    visibility: 'private',
    lines: draft.ingredients.map((ingredient, key) => ({
      key,
      line: ingredient.line,
      name: ingredient.name,
      groceryId: ingredient.groceryId,
      groceryName:
        ingredient.candidates.find((c) => c.groceryId === ingredient.groceryId)?.name ?? null,
      grams: ingredient.grams === null ? '' : formatNumber(ingredient.grams),
      candidates: ingredient.candidates,
      omitted: false,
    })),
  };
}

/** What a kept line still needs: a grocery, grams the contract takes; null when it is ready. */
export function lineProblem(line: ReviewLine): 'grocery' | 'grams' | null {
  if (line.omitted) return null;
  if (!line.groceryId) return 'grocery';
  if (!line.grams.trim() || gramsError(line.grams)) return 'grams';
  return null;
}

export const unanswered = (values: ReviewValues) =>
  values.lines.filter((l) => lineProblem(l) !== null).length;

/** The recipe to save: kept lines only, each remembering the name it was chosen for. */
export function toImportedRecipeBody(values: ReviewValues): RecipeBody {
  return {
    name: values.name.trim(),
    servings: parseNumber(values.servings),
    instructions: values.instructions,
    sourceUrl: values.sourceUrl,
    visibility: values.visibility,
    ingredients: values.lines
      .filter((l) => !l.omitted && l.groceryId)
      .map((l) => ({
        groceryId: l.groceryId as string,
        grams: parseNumber(l.grams),
        importName: l.name.slice(0, GROCERY_NAME_MAX),
      })),
  };
}
