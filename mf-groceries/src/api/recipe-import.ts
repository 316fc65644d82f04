import { request } from '@organizator/shared/client';
import { type RecipeImportBody, recipeImportResponse } from '@organizator/shared/contract';

/**
 * POST /recipes/import: a draft read from a web page or pasted text, its lines matched to groceries;
 * nothing is stored. Called here rather than from shared's `recipesApi`, which the shell bundles:
 * only the import page needs the draft's schema.
 */
export async function importRecipeDraft(body: RecipeImportBody) {
  const data = await request('/recipes/import', {
    method: 'POST',
    body,
    schema: recipeImportResponse.shape.data,
  });
  return data.draft;
}
