import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { useTokens } from './tokens';

/**
 * Headings and text styled from antd tokens. antd's Typography brings its editable, copyable and
 * ellipsis machinery (Input, Tooltip) into every chunk that uses it; these pages need none of that
 * (issue 4 budget, docs/decisions/lists.md).
 */
type Level = 1 | 2 | 3 | 4 | 5;
const SIZE = {
  1: 'fontSizeHeading2',
  2: 'fontSizeHeading2',
  3: 'fontSizeHeading3',
  4: 'fontSizeHeading4',
  5: 'fontSizeHeading5',
} as const;

export function Heading({
  level,
  children,
  style,
  ...rest
}: {
  level: Level;
  children: ReactNode;
  style?: CSSProperties;
} & HTMLAttributes<HTMLHeadingElement>) {
  const token = useTokens();
  const Tag = `h${level}` as const;
  return (
    <Tag
      {...rest}
      style={{
        margin: '0 0 12px',
        color: token.colorTextHeading,
        fontSize: token[SIZE[level]],
        fontWeight: token.fontWeightStrong,
        lineHeight: 1.3,
        ...style,
      }}
    >
      {children}
    </Tag>
  );
}

export function Muted({ children, style, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  const token = useTokens();
  return (
    <span {...rest} style={{ color: token.colorTextSecondary, ...style }}>
      {children}
    </span>
  );
}

export function Paragraph({
  children,
  style,
  secondary,
}: {
  children: ReactNode;
  style?: CSSProperties;
  secondary?: boolean;
}) {
  const token = useTokens();
  return (
    <p
      style={{
        margin: '0 0 12px',
        color: secondary ? token.colorTextSecondary : token.colorText,
        ...style,
      }}
    >
      {children}
    </p>
  );
}
