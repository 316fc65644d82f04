import { type ButtonHTMLAttributes, type CSSProperties, forwardRef, type ReactNode } from 'react';
import { useTokens } from './tokens';
import './plain-button.css';

type PlainButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** antd's `type="text"` or `type="primary"`. */
  variant: 'text' | 'primary';
  size?: 'middle' | 'large';
  icon: ReactNode;
  /** The whole width of its container (antd's `block`). */
  block?: boolean;
};

/**
 * A button that looks like antd's Button on the editor's first screen. antd's Button generates and
 * registers its styles when it first renders, inside the render that shows the list: a 5000-item
 * list's first screen spent a large share of its time there (docs/benchmarks.md, round 4).
 */
export const PlainButton = forwardRef<HTMLButtonElement, PlainButtonProps>(function PlainButton(
  { variant, size = 'middle', icon, block, children, style, className, ...rest },
  ref,
) {
  const token = useTokens();
  const large = size === 'large';
  const primary = variant === 'primary';
  const custom = {
    '--lists-button-text': primary ? token.colorTextLightSolid : token.colorText,
    '--lists-button-bg': primary ? token.colorPrimary : 'transparent',
    '--lists-button-bg-hover': primary ? token.colorPrimaryHover : token.colorFillTertiary,
    '--lists-button-bg-active': primary ? token.colorPrimaryActive : token.colorFill,
    '--lists-button-focus': token.colorPrimaryBorder,
    '--lists-button-focus-width': `${token.lineWidthFocus}px`,
    '--lists-button-motion': token.motionDurationMid,
  } as CSSProperties;
  return (
    <button
      ref={ref}
      type="button"
      className={className ? `lists-button ${className}` : 'lists-button'}
      {...rest}
      style={{
        ...custom,
        // An icon-only button is as wide as it is tall (its style's minWidth), as antd's.
        padding: children ? `0 ${token.paddingContentHorizontal - token.lineWidth}px` : 0,
        fontFamily: token.fontFamily,
        fontSize: large ? token.fontSizeLG : token.fontSize,
        borderRadius: large ? token.borderRadiusLG : token.borderRadius,
        boxShadow: primary
          ? `0 ${token.controlOutlineWidth}px 0 ${token.controlOutline}`
          : undefined,
        width: block ? '100%' : undefined,
        ...style,
      }}
    >
      <span className="lists-button__icon">{icon}</span>
      {children ? <span>{children}</span> : null}
    </button>
  );
});
