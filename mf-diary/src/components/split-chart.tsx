import { formatLongDate } from '@organizator/shared/i18n';
import { useThemeToken } from '@organizator/shared/ui';
import { useId, useRef } from 'react';
import type { MacroSplit, TrendDay } from '../domain/trend-days';
import { t } from '../texts';
import { CHART_AXIS as AXIS, useDrawnWidth } from './drawn-width';

const HEIGHT = 64;

export const MACROS = ['protein', 'fat', 'carb'] as const satisfies readonly (keyof MacroSplit)[];

export function useMacroColours(): Record<keyof MacroSplit, string> {
  const token = useThemeToken();
  return { protein: token.colorPrimary, fat: token.colorWarning, carb: token.colorSuccess };
}

/** Each logged day's energy split into protein, fat and carbohydrate, as a 100 % column. */
export function SplitChart({ days }: { days: readonly TrendDay[] }) {
  const colours = useMacroColours();
  const titleId = useId();
  const svg = useRef<SVGSVGElement>(null);
  const width = useDrawnWidth(svg);
  const step = (width - AXIS) / days.length;
  const barWidth = Math.max(2, step * 0.7);
  return (
    <svg
      ref={svg}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      width="100%"
      height={HEIGHT}
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
  return <svg width="100%" height={HEIGHT} aria-hidden style={{ display: 'block' }} />;
}
