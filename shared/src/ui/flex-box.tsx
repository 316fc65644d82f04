import { type CSSProperties, forwardRef, type HTMLAttributes } from 'react';

const GAPS = { small: 8, middle: 16, large: 24 } as const;

export interface FlexBoxProps extends HTMLAttributes<HTMLDivElement> {
  vertical?: boolean;
  gap?: number | keyof typeof GAPS;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
  /** The element drawn (antd's `component`). */
  component?: 'div' | 'main' | 'section';
}

/**
 * antd's Flex without antd (the props the product uses): a flex <div>. antd's Flex registers its
 * styles through antd's core; a page drawn with the kit loads none of it.
 */
export const FlexBox = forwardRef<HTMLDivElement, FlexBoxProps>(function FlexBox(
  { vertical, gap, align, justify, wrap, component: Tag = 'div', style, ...rest },
  ref,
) {
  return (
    <Tag
      ref={ref}
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
});
