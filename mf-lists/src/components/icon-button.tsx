import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { useTokens } from './tokens';

/**
 * A 44 px icon button (the smallest comfortable touch target, WCAG 2.5.5) styled from antd tokens. Rows render two or three of these, hundreds of rows
 * at a time; antd's Button (wave effect, compact/space contexts, per-instance style hooks) made the
 * first render of a long list several times slower (issue 4: Lighthouse mobile, toggle INP).
 */
export const IconButton = forwardRef<
  HTMLButtonElement,
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & { icon: ReactNode; label: string }
>(function IconButton({ icon, label, style, disabled, ...rest }, ref) {
  const token = useTokens();
  const hover = (on: boolean) => (e: { currentTarget: HTMLButtonElement }) => {
    if (!disabled) e.currentTarget.style.background = on ? token.colorFillTertiary : 'transparent';
  };
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onMouseEnter={hover(true)}
      onMouseLeave={hover(false)}
      {...rest}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: 'none',
        width: 44,
        height: 44,
        padding: 0,
        border: 0,
        borderRadius: token.borderRadius,
        background: 'transparent',
        color: disabled ? token.colorTextDisabled : token.colorText,
        fontSize: token.fontSize,
        cursor: disabled ? 'not-allowed' : 'pointer',
        ...style,
      }}
    >
      {icon}
    </button>
  );
});
