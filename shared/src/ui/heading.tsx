import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A themed h2/h3. Not Typography.Title: Typography brings Tooltip and the editable/copyable
 * machinery into the bundle for a heading.
 */
export function Heading({
  level = 3,
  pageTitle = false,
  children,
  style,
}: {
  level?: 2 | 3 | 5;
  /** The page's one <h1> (a page without the shared layout's title), looking like `level`. */
  pageTitle?: boolean;
  children: ReactNode;
  style?: CSSProperties;
}) {
  const { token } = theme.useToken();
  const Tag = pageTitle ? 'h1' : (`h${level}` as const);
  const size = { 2: token.fontSizeHeading2, 3: token.fontSizeHeading3, 5: token.fontSize }[level];
  return (
    <Tag
      style={{
        margin: 0,
        color: token.colorTextHeading,
        fontSize: size,
        fontWeight: token.fontWeightStrong,
        lineHeight: 1.3,
        ...style,
      }}
    >
      {children}
    </Tag>
  );
}
