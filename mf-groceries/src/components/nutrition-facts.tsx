import type { Nutrition } from '@organizator/shared/contract';
import { useThemeToken } from '@organizator/shared/ui';
import { t } from '../texts';

/** Energy and macronutrients in columns: per serving, the total, per 100 g when known. */
export function NutritionFacts({ columns }: { columns: { label: string; value: Nutrition }[] }) {
  const token = useThemeToken();
  // Narrow padding, and a value never broken between its number and unit: the three columns then
  // fit a 320 px phone ("334,3 kcal" was split over two lines at 360 px).
  const cell = { padding: '6px 4px', textAlign: 'end' as const };
  const rows: { key: keyof Nutrition; label: string; format: (n: number) => string }[] = [
    { key: 'energy', label: t.recipes.energy, format: t.recipes.kcal },
    { key: 'protein', label: t.recipes.protein, format: t.recipes.grams },
    { key: 'carb', label: t.recipes.carb, format: t.recipes.grams },
    { key: 'fat', label: t.recipes.fat, format: t.recipes.grams },
  ];
  return (
    <table
      aria-label={t.recipes.nutritionLabel}
      data-testid="recipe-nutrition"
      style={{ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' }}
    >
      <thead>
        <tr style={{ color: token.colorTextSecondary }}>
          <th style={{ ...cell, textAlign: 'start', fontWeight: 'normal' }} />
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              style={{ ...cell, fontWeight: token.fontWeightStrong }}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} style={{ borderTop: `1px solid ${token.colorBorderSecondary}` }}>
            <th scope="row" style={{ ...cell, textAlign: 'start', fontWeight: 'normal' }}>
              {row.label}
            </th>
            {columns.map((column) => (
              <td key={column.label} style={{ ...cell, whiteSpace: 'nowrap' }}>
                {row.format(column.value[row.key])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
