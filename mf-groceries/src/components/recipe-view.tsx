import type { Recipe } from '@organizator/shared/contract';
import { Heading, Panel } from '@organizator/shared/ui';
import { Flex, theme } from 'antd';
import type { CSSProperties } from 'react';
import { scaledGrams, scaleNutrition } from '../domain/recipe-nutrition';
import { t } from '../texts';
import { NutritionFacts } from './nutrition-facts';
import { ServingsControl } from './servings-control';

const ROW: CSSProperties = { display: 'flex', justifyContent: 'space-between', gap: 12 };

/** A recipe as read: ingredients for the servings chosen, values per serving and in all, preparation. */
export function RecipeView({
  recipe,
  shown,
  onShownChange,
}: {
  recipe: Recipe;
  shown: number;
  onShownChange: (servings: number) => void;
}) {
  const { token } = theme.useToken();
  const columns = [
    { label: t.recipes.perServing, value: recipe.perServing },
    {
      label: `${t.recipes.total} (${t.recipes.servingsOf(shown)})`,
      value: scaleNutrition(recipe.total, shown / recipe.servings),
    },
    ...(recipe.per100g ? [{ label: t.recipes.per100g, value: recipe.per100g }] : []),
  ];
  return (
    <Flex vertical gap={16}>
      <Panel
        title={t.recipes.ingredients}
        extra={<ServingsControl value={shown} onChange={onShownChange} />}
      >
        <ul aria-label={t.recipes.ingredients} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {recipe.ingredients.map((ingredient, index) => (
            // Plain elements, not antd Flex and MutedText: a recipe has up to a hundred rows, and
            // those components' per-instance style and token hooks were most of their render.
            <li
              key={ingredient.groceryId}
              data-testid="recipe-ingredient"
              style={{
                padding: '8px 0',
                borderTop: index === 0 ? undefined : `1px solid ${token.colorBorderSecondary}`,
              }}
            >
              <div style={ROW}>
                <span style={{ overflowWrap: 'anywhere' }}>{ingredient.name}</span>
                <span style={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}>
                  {t.recipes.amountOf(scaledGrams(ingredient.grams, recipe.servings, shown))}
                </span>
              </div>
              {ingredient.available ? null : (
                <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
                  {t.recipes.unavailable}
                </span>
              )}
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title={t.recipes.nutritionLabel}>
        <NutritionFacts columns={columns} />
      </Panel>
      {recipe.instructions.trim() ? (
        <section>
          <Heading level={4} style={{ marginBottom: 8 }}>
            {t.recipes.preparation}
          </Heading>
          <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{recipe.instructions}</p>
        </section>
      ) : null}
    </Flex>
  );
}
