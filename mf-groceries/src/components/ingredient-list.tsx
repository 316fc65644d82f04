import type { Recipe } from '@organizator/shared/contract';
import { useThemeToken } from '@organizator/shared/ui';
import { type CSSProperties, memo } from 'react';
import { scaledGrams } from '../domain/recipe-nutrition';
import { t } from '../texts';

/** More rows than a first screen shows, phone or desktop: the rest come in a render of their own. */
export const FIRST_SCREEN_INGREDIENTS = 24;

const ROW: CSSProperties = { display: 'flex', justifyContent: 'space-between', gap: 12 };

/**
 * The ingredients for the servings shown, the first `limit` of them (the page's first render shows
 * a first screen's worth: see RecipeView).
 *
 * Plain elements, not antd Flex and MutedText: their per-instance style and token hooks were most of
 * the rows' render. Memoised: a render of the page above it (a refetch of the user or of the
 * recipe with an equal answer) does not render the rows again.
 */
export const IngredientList = memo(function IngredientList({
  ingredients,
  servings,
  shown,
  limit,
}: {
  ingredients: Recipe['ingredients'];
  /** Servings the recipe is written for. */
  servings: number;
  /** Servings the amounts are shown for. */
  shown: number;
  limit: number;
}) {
  const token = useThemeToken();
  const rows = ingredients.length > limit ? ingredients.slice(0, limit) : ingredients;
  return (
    <ul aria-label={t.recipes.ingredients} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((ingredient, index) => (
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
              {t.recipes.amountOf(scaledGrams(ingredient.grams, servings, shown))}
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
  );
});
