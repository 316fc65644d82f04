import type { Recipe } from '@organizator/shared/contract';
import { FlexBox, Heading, Panel } from '@organizator/shared/ui';
import { useDeferredValue } from 'react';
import { scaleNutrition } from '../domain/recipe-nutrition';
import { t } from '../texts';
import { FIRST_SCREEN_INGREDIENTS, IngredientList } from './ingredient-list';
import { NutritionFacts } from './nutrition-facts';
import { ServingsControl } from './servings-control';

/**
 * A recipe as read: ingredients for the servings chosen, values per serving and in all, preparation.
 *
 * A recipe has up to a hundred ingredients. The page's first render shows a first screen's worth of
 * them, and the rest (with the panels below them) come in a deferred render right after: React
 * renders it in slices and commits it in a task of its own, so the task that paints the page does
 * not build, insert and lay out rows nobody sees yet. What comes later is all below the rows already
 * shown, so nothing on screen moves.
 */
export function RecipeView({
  recipe,
  shown,
  onShownChange,
}: {
  recipe: Recipe;
  shown: number;
  onShownChange: (servings: number) => void;
}) {
  const later = useDeferredValue(true, false);
  const complete = later || recipe.ingredients.length <= FIRST_SCREEN_INGREDIENTS;
  const columns = [
    { label: t.recipes.perServing, value: recipe.perServing },
    {
      label: `${t.recipes.total} (${t.recipes.servingsOf(shown)})`,
      value: scaleNutrition(recipe.total, shown / recipe.servings),
    },
    ...(recipe.per100g ? [{ label: t.recipes.per100g, value: recipe.per100g }] : []),
  ];
  return (
    <FlexBox vertical gap={16}>
      <Panel
        title={t.recipes.ingredients}
        extra={<ServingsControl value={shown} onChange={onShownChange} />}
      >
        <IngredientList
          ingredients={recipe.ingredients}
          servings={recipe.servings}
          shown={shown}
          limit={complete ? recipe.ingredients.length : FIRST_SCREEN_INGREDIENTS}
        />
      </Panel>
      {complete ? (
        <Panel title={t.recipes.nutritionLabel}>
          <NutritionFacts columns={columns} />
        </Panel>
      ) : null}
      {recipe.sourceUrl ? (
        <p style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {t.recipeImport.source}:{' '}
          <a href={recipe.sourceUrl} target="_blank" rel="noopener noreferrer nofollow">
            {t.recipeImport.sourceLink}
          </a>
        </p>
      ) : null}
      {complete && recipe.instructions.trim() ? (
        <section>
          <Heading level={4} style={{ marginBottom: 8 }}>
            {t.recipes.preparation}
          </Heading>
          <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{recipe.instructions}</p>
        </section>
      ) : null}
    </FlexBox>
  );
}
