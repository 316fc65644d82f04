import type { HTMLAttributes, ReactNode } from 'react';
import { useThemeToken } from './theme-token';

const SIZE = {
  1: 'fontSizeHeading2',
  2: 'fontSizeHeading2',
  3: 'fontSizeHeading3',
  4: 'fontSizeHeading4',
  5: 'fontSizeHeading5',
} as const;

/**
 * A themed heading, without margins (the layout around it spaces it). Not Typography.Title:
 * Typography brings Tooltip and the editable/copyable machinery into the bundle for a heading.
 * Level 1 is drawn at h2's size: a page's one h1 (see PageHeader) is not a poster title.
 */
export function Heading({
  level = 3,
  pageTitle = false,
  children,
  style,
  ...rest
}: {
  level?: 1 | 2 | 3 | 4 | 5;
  /** The page's one <h1> (a page without the shared layout's title), looking like `level`. */
  pageTitle?: boolean;
  children: ReactNode;
} & HTMLAttributes<HTMLHeadingElement>) {
  const token = useThemeToken();
  const Tag = pageTitle ? 'h1' : (`h${level}` as const);
  return (
    <Tag
      {...rest}
      style={{
        margin: 0,
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
