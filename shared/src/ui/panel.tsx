import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { FlexBox } from './flex-box';
import { useThemeToken } from './theme-token';

interface PanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  extra?: ReactNode;
  /** Body padding; 0 for edge-to-edge rows. */
  padding?: number;
}

/**
 * A themed surface with an optional title row, for what antd's Card would do: Card imports Tabs
 * (and with it Dropdown and Menu) even when no tabs are used.
 */
export function Panel({ title, extra, padding = 12, children, style, ...rest }: PanelProps) {
  const token = useThemeToken();
  const frame: CSSProperties = {
    background: token.colorBgContainer,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    color: token.colorText,
    ...style,
  };
  return (
    <section {...rest} style={frame}>
      {title || extra ? (
        <FlexBox
          align="center"
          justify="space-between"
          gap={8}
          style={{
            minHeight: 44,
            padding: '4px 12px',
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            fontWeight: token.fontWeightStrong,
          }}
        >
          <div style={{ minWidth: 0 }}>{title}</div>
          {extra}
        </FlexBox>
      ) : null}
      <div style={{ padding }}>{children}</div>
    </section>
  );
}

/** Secondary text in the theme's colour, without Typography's weight. */
export function MutedText({
  children,
  small = false,
  style,
  ...rest
}: {
  small?: boolean;
} & HTMLAttributes<HTMLSpanElement>) {
  const token = useThemeToken();
  return (
    <span
      {...rest}
      style={{
        color: token.colorTextSecondary,
        fontSize: small ? token.fontSizeSM : undefined,
        ...style,
      }}
    >
      {children}
    </span>
  );
}
