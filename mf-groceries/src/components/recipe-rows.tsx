import type { Recipe } from '@organizator/shared/contract';
import { Link } from '@organizator/shared/router';
import { FlexBox, MutedText, Panel, useThemeToken, VisibilityMark } from '@organizator/shared/ui';
import { t } from '../texts';

/** A panel of recipes: name (a link to the recipe), its mark, and energy per serving. */
export function RecipeRows({ recipes, label }: { recipes: Recipe[]; label: string }) {
  const token = useThemeToken();
  return (
    <Panel padding={0}>
      <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {recipes.map((recipe, index) => (
          <li
            key={recipe.id}
            data-testid="recipe-row"
            style={{
              padding: '12px 16px',
              borderTop: index === 0 ? undefined : `1px solid ${token.colorBorderSecondary}`,
            }}
          >
            <FlexBox align="center" gap={8} style={{ minWidth: 0 }}>
              <Link
                to={`/groceries/recipes/${recipe.id}`}
                style={{ fontWeight: token.fontWeightStrong, overflowWrap: 'anywhere' }}
              >
                {recipe.name}
              </Link>
              <VisibilityMark visibility={recipe.visibility} />
            </FlexBox>
            <MutedText>
              {t.recipes.kcal(recipe.perServing.energy)} · {t.recipes.perServing.toLowerCase()} ·{' '}
              {t.recipes.ingredientsCount(recipe.ingredients.length)}
            </MutedText>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
