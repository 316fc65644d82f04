import type { CSSProperties, HTMLAttributes } from 'react';

const GAPS = { small: 8, middle: 16, large: 24 } as const;

export interface FlexBoxProps extends HTMLAttributes<HTMLElement> {
  vertical?: boolean;
  gap?: number | keyof typeof GAPS;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
  /** The element drawn (antd's `component`). */
  component?: 'div' | 'main' | 'section' | 'ul' | 'li';
}

/**
 * antd's Flex without antd (the props the product uses): a flex <div>. antd's Flex registers its
 * styles through antd's core; a page drawn with the kit loads none of it.
 */
export function FlexBox({
  vertical,
  gap,
  align,
  justify,
  wrap,
  component: Tag = 'div',
  style,
  ...rest
}: FlexBoxProps) {
  return (
    <Tag
      {...rest}
      style={{
        display: 'flex',
        flexDirection: vertical ? 'column' : 'row',
        gap: typeof gap === 'string' ? GAPS[gap] : gap,
        alignItems: align,
        justifyContent: justify,
        flexWrap: wrap ? 'wrap' : undefined,
        ...style,
      }}
    />
  );
}
