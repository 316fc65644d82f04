import { formatLongDate } from '@organizator/shared/i18n';
import { useThemeToken } from '@organizator/shared/ui';
import { useId } from 'react';
import type { MacroSplit, TrendDay } from '../domain/trend-days';
import { t } from '../texts';

const WIDTH = 640;
const HEIGHT = 90;
const AXIS = 36;

export const MACROS = ['protein', 'fat', 'carb'] as const satisfies readonly (keyof MacroSplit)[];

export function useMacroColours(): Record<keyof MacroSplit, string> {
  const token = useThemeToken();
  return { protein: token.colorPrimary, fat: token.colorWarning, carb: token.colorSuccess };
}

/** Each logged day's energy split into protein, fat and carbohydrate, as a 100 % column. */
export function SplitChart({ days }: { days: readonly TrendDay[] }) {
  const colours = useMacroColours();
  const titleId = useId();
  const step = (WIDTH - AXIS) / days.length;
  const barWidth = Math.max(2, step * 0.7);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      aria-labelledby={titleId}
      data-testid="trends-split-chart"
      style={{ display: 'block' }}
    >
      <title id={titleId}>{t.trends.splitTitle}</title>
      {days.map((day, i) => {
        if (!day.logged) return null;
        let offset = 0;
        return (
          <g key={day.date}>
            <title>
              {t.trends.daySplit(
                formatLongDate(day.date),
                day.split.protein,
                day.split.fat,
                day.split.carb,
              )}
            </title>
            {MACROS.map((macro) => {
              const height = (day.split[macro] / 100) * HEIGHT;
              const rect = (
                <rect
                  key={macro}
                  x={AXIS + i * step + (step - barWidth) / 2}
                  y={offset}
                  width={barWidth}
                  height={height}
                  fill={colours[macro]}
                />
              );
              offset += height;
              return rect;
            })}
          </g>
        );
      })}
    </svg>
  );
}

/** The split chart's box, empty: holds its place until the chart is drawn (no layout shift). */
export function SplitChartPlaceholder() {
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" aria-hidden style={{ display: 'block' }} />
  );
}
