import { LoadingOutlined } from '@ant-design/icons';
import {
  type ButtonHTMLAttributes,
  Children,
  type CSSProperties,
  Fragment,
  forwardRef,
  isValidElement,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { type ThemeToken, useThemeToken } from './theme-token';
import './kit-button.css';

/** What a kit button looks like: the subset of antd's Button props the product uses. */
export interface KitButtonLook {
  /** antd's `type`: the default is bordered. */
  type?: 'default' | 'primary' | 'text' | 'link';
  danger?: boolean;
  size?: 'small' | 'middle' | 'large';
  /** antd's `shape="circle"`: round, as wide as it is tall. */
  shape?: 'default' | 'circle';
  /** The whole width of its container. */
  block?: boolean;
  icon?: ReactNode;
  /** Shows antd's spinner in place of the icon and ignores clicks meanwhile. */
  loading?: boolean;
}

interface Colours {
  text: string;
  bg: string;
  border: string;
  hover: [text: string, bg: string, border: string];
  active: [text: string, bg: string, border: string];
}

/** antd 6's colours per kind of button (button/style/variant in antd). */
function colours(token: ThemeToken, type: KitButtonLook['type'], danger: boolean): Colours {
  const none = 'transparent';
  const error = [token.colorError, token.colorErrorHover, token.colorErrorActive] as const;
  if (type === 'primary') {
    const [base, hover, active] = danger
      ? error
      : [token.colorPrimary, token.colorPrimaryHover, token.colorPrimaryActive];
    const text = token.colorTextLightSolid;
    return {
      text,
      bg: base,
      border: none,
      hover: [text, hover, none],
      active: [text, active, none],
    };
  }
  if (type === 'text') {
    const [text, hover, active] = danger
      ? error
      : [token.colorText, token.colorText, token.colorText];
    const [hoverBg, activeBg] = danger
      ? [token.colorErrorBg, token.colorErrorBgActive]
      : [token.colorFillTertiary, token.colorFill];
    return {
      text,
      bg: none,
      border: none,
      hover: [hover, hoverBg, none],
      active: [active, activeBg, none],
    };
  }
  if (type === 'link') {
    const [text, hover, active] = danger
      ? error
      : [token.colorLink, token.colorLinkHover, token.colorLinkActive];
    return {
      text,
      bg: none,
      border: none,
      hover: [hover, none, none],
      active: [active, none, none],
    };
  }
  const [text, hover, active] = danger
    ? error
    : [token.colorText, token.colorPrimaryHover, token.colorPrimaryActive];
  const bg = token.colorBgContainer;
  return {
    text,
    bg,
    border: danger ? token.colorError : token.colorBorder,
    hover: [hover, bg, hover],
    active: [active, bg, active],
  };
}

/** The class name and style that draw antd's Button look on a <button> or an <a>. */
export function kitButtonLook(
  token: ThemeToken,
  { type = 'default', danger = false, size = 'middle', shape, block, icon, loading }: KitButtonLook,
  hasText: boolean,
): { className: string; style: CSSProperties } {
  const large = size === 'large';
  const small = size === 'small';
  const circle = shape === 'circle';
  const c = colours(token, type, danger);
  const filled = type === 'primary' || type === 'default';
  const shadowColour = danger
    ? token.colorErrorOutline
    : type === 'primary'
      ? token.controlOutline
      : token.controlTmpOutline;
  const height = large
    ? token.controlHeightLG
    : small
      ? token.controlHeightSM
      : token.controlHeight;
  // antd's padding: 15 px beside the text (7 px on a small button), none on a circle.
  const inline = small
    ? token.paddingXS - token.lineWidth
    : token.paddingContentHorizontal - token.lineWidth;
  const iconOnly = !hasText && (Boolean(icon) || Boolean(loading));
  const className = ['org-kit-button', loading ? 'org-kit-button--loading' : '']
    .filter(Boolean)
    .join(' ');
  return {
    className,
    style: {
      '--org-kit-button-text': c.text,
      '--org-kit-button-bg': c.bg,
      '--org-kit-button-border': c.border,
      '--org-kit-button-text-hover': c.hover[0],
      '--org-kit-button-bg-hover': c.hover[1],
      '--org-kit-button-border-hover': c.hover[2],
      '--org-kit-button-text-active': c.active[0],
      '--org-kit-button-bg-active': c.active[1],
      '--org-kit-button-border-active': c.active[2],
      '--org-kit-button-disabled-text': token.colorTextDisabled,
      '--org-kit-button-disabled-bg': filled ? token.colorBgContainerDisabled : 'transparent',
      '--org-kit-button-disabled-border': filled ? token.colorBorder : 'transparent',
      '--org-kit-button-shadow': filled
        ? `0 ${token.controlOutlineWidth}px 0 ${shadowColour}`
        : 'none',
      '--org-kit-button-line': `${token.lineWidth}px`,
      '--org-kit-button-focus': token.colorPrimaryBorder,
      '--org-kit-button-focus-width': `${token.lineWidthFocus}px`,
      '--org-kit-button-motion': token.motionDurationMid,
      height,
      // An icon-only button is as wide as it is tall, as antd's.
      width: block ? '100%' : iconOnly ? height : undefined,
      minWidth: circle ? height : undefined,
      padding: iconOnly || circle ? 0 : `0 ${inline}px`,
      fontSize: large ? token.fontSizeLG : token.fontSize,
      borderRadius: circle
        ? '50%'
        : large
          ? token.borderRadiusLG
          : small
            ? token.borderRadiusSM
            : token.borderRadius,
    } as CSSProperties,
  };
}

const isText = (child: ReactNode) => typeof child === 'string' || typeof child === 'number';

/**
 * The text as antd's Button lays it out (its buttonHelpers' `spaceChildren`): each run of text in a
 * span of its own, and every element a flex item of the button itself. Wrapped in one span, a
 * picker's row (the name, then its energy pushed to the far end) lost its layout, and its name for
 * assistive technology ran the two together ("Namirnica 50150 kcal").
 */
function textAsAntd(children: ReactNode): ReactNode {
  const runs: ReactNode[] = [];
  let afterText = false;
  Children.forEach(children, (child) => {
    if (afterText && isText(child)) runs[runs.length - 1] = `${runs[runs.length - 1]}${child}`;
    else runs.push(child);
    afterText = isText(child);
  });
  return Children.map(runs, (child) =>
    isText(child) || (isValidElement(child) && child.type === Fragment) ? (
      <span>{child}</span>
    ) : (
      child
    ),
  );
}

/** The button's content: its icon (or the spinner while loading), then its text. */
export function kitButtonContent(
  icon: ReactNode,
  loading: boolean | undefined,
  children: ReactNode,
) {
  const shown = loading ? <LoadingOutlined spin /> : icon;
  return (
    <>
      {shown ? <span className="org-kit-button__icon">{shown}</span> : null}
      {textAsAntd(children)}
    </>
  );
}

export type KitButtonProps = KitButtonLook &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
    /** The <button>'s own type (antd's `htmlType`). */
    htmlType?: 'button' | 'submit' | 'reset';
  };

/**
 * A button that looks like antd's, drawn without antd: a page whose first screen uses only kit
 * components loads no antd before its data is on screen (docs/decisions/shell.md, "A data page's
 * first screen without antd").
 */
export const KitButton = forwardRef<HTMLButtonElement, KitButtonProps>(function KitButton(
  {
    type,
    danger,
    size,
    shape,
    block,
    icon,
    loading,
    htmlType = 'button',
    children,
    className,
    style,
    onClick,
    ...rest
  },
  ref,
) {
  const token = useThemeToken();
  const hasText = children !== undefined && children !== null && children !== false;
  const look = kitButtonLook(token, { type, danger, size, shape, block, icon, loading }, hasText);
  return (
    <button
      ref={ref}
      {...rest}
      type={htmlType}
      aria-busy={loading || undefined}
      className={className ? `${look.className} ${className}` : look.className}
      style={{ ...look.style, ...style }}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        // antd ignores a click on a loading button; so does this one.
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {kitButtonContent(icon, loading, children)}
    </button>
  );
});
