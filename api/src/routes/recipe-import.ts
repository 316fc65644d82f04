import {
  apiMessages,
  GROCERY_NAME_MAX,
  RECIPE_INSTRUCTIONS_MAX,
  type RecipeDraft,
  recipeImportBody,
  recipeImportResponse,
} from '@organizator/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller } from '../http/auth-hook';
import { ok } from '../http/envelope';
import { HttpError, tooManyRequests } from '../http/errors';
import { parseIngredientLine } from '../lib/ingredient-line';
import { matchLines } from '../lib/ingredient-match';
import { type RecipeSource, readRecipePage } from '../lib/recipe-page';
import { readRecipeText } from '../lib/recipe-text';
import { fetchPage } from '../lib/safe-fetch';
import { createLimiter } from '../lib/shared-counters';

/** Cut to at most `max` characters (a page's title or preparation may be longer than we store). */
const cut = (text: string, max: number) => [...text].slice(0, max).join('').trim();

/**
 * POST /recipes/import: a recipe draft from a web page (`url`) or pasted text (`text`), each line
 * read and matched to a grocery the caller sees. Nothing is stored: the user reviews the draft and
 * saves it with POST /recipes. A page with no recipe is a 422, a refused address a 400, a site that
 * cannot be reached a 502, a slow one a 504; page imports count against a per-user limit (429).
 */
export const recipeImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const perUser = createLimiter(
    deps.database,
    'recipe-import',
    deps.config.rateLimits.recipeImportPerUser,
    deps.now,
  );
  const limits = {
    ...deps.config.recipeImport,
    allowHosts: new Set(deps.config.recipeImport.allowHosts),
  };

  app.post(
    '/recipes/import',
    { schema: { body: recipeImportBody, response: { 200: recipeImportResponse } } },
    async (request) => {
      const auth = caller(request);
      const { url, text } = request.body;
      let source: RecipeSource | null;
      let sourceUrl: string | null = null;
      if (url !== undefined) {
        if (!(await perUser.hit(auth.userId))) {
          throw tooManyRequests(apiMessages.recipeImportTooMany);
        }
        const page = await fetchPage(new URL(url), limits);
        source = readRecipePage(page.html);
        if (!source) throw new HttpError(422, apiMessages.recipeImportNoRecipe);
        sourceUrl = url;
      } else {
        source = readRecipeText(text ?? '');
        if (!source) throw new HttpError(422, apiMessages.recipeImportNoText);
      }
      const ingredients = await matchLines(
        deps.database.db,
        auth,
        source.ingredients.map(parseIngredientLine),
      );
      const draft: RecipeDraft = {
        name: cut(source.name, GROCERY_NAME_MAX),
        servings: source.servings,
        instructions: cut(source.instructions, RECIPE_INSTRUCTIONS_MAX),
        sourceUrl,
        ingredients,
      };
      return ok({ draft }, apiMessages.recipeImported);
    },
  );
};
