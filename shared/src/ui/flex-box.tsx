import type { CSSProperties, HTMLAttributes, Ref } from 'react';

const GAPS = { small: 8, middle: 16, large: 24 } as const;

export interface FlexBoxProps extends HTMLAttributes<HTMLElement> {
  vertical?: boolean;
  /** A number of pixels, antd's named sizes, or any CSS gap (`'4px 16px'`). */
  gap?: number | keyof typeof GAPS | (string & {});
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
  /** The element drawn (antd's `component`). */
  component?: 'div' | 'main' | 'section' | 'ul' | 'li';
  ref?: Ref<HTMLDivElement>;
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
  component = 'div',
  style,
  ...rest
}: FlexBoxProps) {
  // Typed as a <div>: the elements it may be take the same attributes and the ref of an element.
  const Tag = component as 'div';
  return (
    <Tag
      {...rest}
      style={{
        display: 'flex',
        flexDirection: vertical ? 'column' : 'row',
        gap: typeof gap === 'string' && gap in GAPS ? GAPS[gap as keyof typeof GAPS] : gap,
        alignItems: align,
        justifyContent: justify,
        flexWrap: wrap ? 'wrap' : undefined,
        ...style,
      }}
    />
  );
}
