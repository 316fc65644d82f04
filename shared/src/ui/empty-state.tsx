import type { ReactNode } from 'react';
import { useThemeToken } from './theme-token';

/** An rgba colour laid on an opaque hex background, as one opaque colour (antd's `onBackground`). */
export function solidOver(colour: string, background: string): string {
  const rgba = colour
    .match(/rgba?\(([^)]+)\)/)?.[1]
    ?.split(',')
    .map(Number);
  const hex = background.match(/^#([0-9a-f]{6})$/i)?.[1];
  if (!rgba || !hex) return colour;
  const [r = 0, g = 0, b = 0, a = 1] = rgba;
  const base = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `#${[r, g, b]
    .map((c, i) => {
      const under = base[i] ?? 0;
      return Math.round(under + (c - under) * a)
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`;
}

/**
 * antd's Empty with its simple picture (`Empty.PRESENTED_IMAGE_SIMPLE`), drawn with the kit: the
 * same box, spacing, colours and drawing, without antd (docs/decisions/shell.md, "A data page's
 * first screen without antd").
 */
export function EmptyState({ text, action }: { text: ReactNode; action?: ReactNode }) {
  const token = useThemeToken();
  const bg = token.colorBgContainer;
  return (
    <div
      style={{
        marginInline: token.marginXS,
        marginBlock: token.marginXL,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        textAlign: 'center',
        color: token.colorTextDescription,
      }}
    >
      <div style={{ height: token.controlHeightLG, marginBottom: token.marginXS }}>
        <svg
          width="64"
          height="41"
          viewBox="0 0 64 41"
          xmlns="http://www.w3.org/2000/svg"
          aria-hidden
          style={{ maxWidth: '100%', height: '100%', margin: 'auto' }}
        >
          <g transform="translate(0 1)" fill="none" fillRule="evenodd">
            <ellipse fill={solidOver(token.colorFillTertiary, bg)} cx="32" cy="33" rx="32" ry="7" />
            <g fillRule="nonzero" stroke={solidOver(token.colorFill, bg)}>
              <path d="M55 12.8 44.9 1.3Q44 0 42.9 0H21.1q-1.2 0-2 1.3L9 12.8V22h46z" />
              <path
                d="M41.6 16c0-1.7 1-3 2.2-3H55v18.1c0 2.2-1.3 3.9-3 3.9H12c-1.7 0-3-1.7-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 3s1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.4 2.2-3"
                fill={solidOver(token.colorFillQuaternary, bg)}
              />
            </g>
          </g>
        </svg>
      </div>
      <div>{text}</div>
      {action ? <div style={{ marginTop: token.margin }}>{action}</div> : null}
    </div>
  );
}
