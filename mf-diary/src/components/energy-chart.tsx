import { dayjs, formatLongDate, formatNumber } from '@organizator/shared/i18n';
import { useNavigate } from '@organizator/shared/router';
import { useThemeToken } from '@organizator/shared/ui';
import { type MouseEvent, useId, useRef } from 'react';
import type { TrendDay } from '../domain/trend-days';
import { t } from '../texts';
import { CHART_AXIS as AXIS, useDrawnWidth } from './drawn-width';

const HEIGHT = 180;
const BOTTOM = 24;
const TOP = 8;

/** The chart's day labels: every day of a week, about every fifth of a month. */
const labelled = (index: number, count: number) => count <= 10 || index % 5 === 0;

/**
 * Each day's eaten energy as a bar against its goal (a line), drawn in SVG: no charting library
 * is needed for bars and a line, and none of one loads on any page. Each bar is a link to its day.
 */
export function EnergyChart({ days }: { days: readonly TrendDay[] }) {
  const token = useThemeToken();
  const navigate = useNavigate();
  const titleId = useId();
  const svg = useRef<SVGSVGElement>(null);
  const width = useDrawnWidth(svg);
  const top = Math.max(1, ...days.map((d) => Math.max(d.eaten, d.goal))) * 1.1;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const y = (kcal: number) => TOP + plotHeight - (kcal / top) * plotHeight;
  const step = (width - AXIS) / days.length;
  const barWidth = Math.max(2, step * 0.7);
  const goalPath = days
    .map((d, i) => `${i === 0 ? 'M' : 'L'}${AXIS + i * step},${y(d.goal)}h${step}`)
    .join('');
  const ticks = [0, top / 2 / 1.1, top / 1.1].map((v) => Math.round(v / 100) * 100);
  const open = (event: MouseEvent, date: string) => {
    event.preventDefault();
    navigate(`/food-diary/day/${date}`);
  };
  return (
    <svg
      ref={svg}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      width="100%"
      height={HEIGHT}
      aria-labelledby={titleId}
      data-testid="trends-energy-chart"
      style={{ display: 'block', fontSize: token.fontSizeSM, fontFamily: 'inherit' }}
    >
      <title id={titleId}>{t.trends.energyTitle}</title>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={AXIS}
            x2={width}
            y1={y(tick)}
            y2={y(tick)}
            stroke={token.colorBorderSecondary}
            strokeWidth={1}
          />
          <text
            x={AXIS - 4}
            y={y(tick) + 4}
            textAnchor="end"
            fill={token.colorTextSecondary}
            aria-hidden
          >
            {formatNumber(tick, 0)}
          </text>
        </g>
      ))}
      {days.map((day, i) => (
        <a
          key={day.date}
          href={`/food-diary/day/${day.date}`}
          onClick={(event) => open(event, day.date)}
          aria-label={t.trends.dayBar(formatLongDate(day.date), day.eaten, day.goal)}
          data-testid="trends-day-bar"
          data-date={day.date}
        >
          {/* The whole column is the target, so a thin or empty bar is still easy to tap. */}
          <rect x={AXIS + i * step} y={TOP} width={step} height={plotHeight} fill="transparent" />
          {day.logged ? (
            <rect
              x={AXIS + i * step + (step - barWidth) / 2}
              y={y(day.eaten)}
              width={barWidth}
              height={Math.max(1, y(0) - y(day.eaten))}
              rx={Math.min(3, barWidth / 4)}
              fill={day.eaten > day.goal ? token.colorWarning : token.colorPrimary}
            />
          ) : null}
          {labelled(i, days.length) ? (
            <text
              x={AXIS + i * step + step / 2}
              y={HEIGHT - 6}
              textAnchor="middle"
              fill={token.colorTextSecondary}
              aria-hidden
            >
              {days.length <= 10 ? dayjs(day.date).format('dd D.') : dayjs(day.date).format('D.M.')}
            </text>
          ) : null}
        </a>
      ))}
      <path
        d={goalPath}
        fill="none"
        stroke={token.colorText}
        strokeWidth={1.5}
        strokeDasharray="5 3"
      />
    </svg>
  );
}
