import { useThemeToken } from '@organizator/shared/ui';
import type { ReactNode } from 'react';

/**
 * A small themed label ("Vlasnik", "Na čekanju") drawn like antd's Tag, default or gold; antd Tag
 * brings its colour presets, close icon and checkable variant for two static words.
 */
export function Pill({ children, gold = false }: { children: ReactNode; gold?: boolean }) {
  const token = useThemeToken();
  return (
    <span
      style={{
        flex: 'none',
        display: 'inline-block',
        padding: '0 7px',
        fontSize: token.fontSizeSM,
        lineHeight: `${token.lineHeightSM * token.fontSizeSM}px`,
        whiteSpace: 'nowrap',
        borderRadius: token.borderRadiusSM,
        border: `1px solid ${gold ? token.gold3 : token.colorBorder}`,
        background: gold ? token.gold1 : token.colorFillQuaternary,
        color: gold ? token.gold9 : token.colorText,
      }}
    >
      {children}
    </span>
  );
}
