import type { CSSProperties } from 'react';
import type { ThemeToken } from './theme-token';

export type ControlSize = 'middle' | 'large';
export type ControlStatus = '' | 'error' | 'warning' | 'success' | 'validating';

interface FrameState {
  size: ControlSize;
  focused: boolean;
  status?: ControlStatus;
  disabled?: boolean;
}

/** Font size of a kit control's text: the large size is also big enough that iOS does not zoom in. */
export const controlFontSize = (token: ThemeToken, size: ControlSize) =>
  size === 'large' ? token.fontSizeLG : token.fontSize;

/** Line height (a ratio) of a kit control's text, antd's for that font size. */
export const controlLineHeight = (token: ThemeToken, size: ControlSize) =>
  size === 'large' ? token.lineHeightLG : token.lineHeight;

/**
 * Vertical padding that centres one line of text in a control's height, as antd's Input computes it,
 * so a multi-line field's first line sits where a one-line field's text does.
 */
export const controlPaddingBlock = (token: ThemeToken, size: ControlSize) => {
  const height = size === 'large' ? token.controlHeightLG : token.controlHeight;
  const half = ((height - controlFontSize(token, size) * controlLineHeight(token, size)) / 2) * 10;
  const rounded = (size === 'large' ? Math.ceil(half) : Math.round(half)) / 10;
  return Math.max(rounded - token.lineWidth, 0);
};

/**
 * The box every kit text control is drawn in, from antd's tokens: border, radius, background, the
 * focus ring and the error colour, so fields of every remote look alike in light and dark.
 */
export function controlFrameStyle(
  token: ThemeToken,
  { size, focused, status, disabled }: FrameState,
): CSSProperties {
  const error = status === 'error';
  const accent = error ? token.colorError : token.colorPrimary;
  return {
    boxSizing: 'border-box',
    background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
    border: `${token.lineWidth}px ${token.lineType} ${focused || error ? accent : token.colorBorder}`,
    borderRadius: size === 'large' ? token.borderRadiusLG : token.borderRadius,
    boxShadow: focused
      ? `0 0 0 ${token.controlOutlineWidth}px ${error ? token.colorErrorOutline : token.controlOutline}`
      : undefined,
    transition: `border-color ${token.motionDurationMid}, box-shadow ${token.motionDurationMid}`,
  };
}

/** The text inside a kit control: the theme's colour and font, no box of its own. */
export function controlTextStyle(
  token: ThemeToken,
  { size, disabled }: Pick<FrameState, 'size' | 'disabled'>,
): CSSProperties {
  return {
    outline: 'none',
    color: disabled ? token.colorTextDisabled : token.colorText,
    font: 'inherit',
    fontSize: controlFontSize(token, size),
    lineHeight: controlLineHeight(token, size),
    cursor: disabled ? 'not-allowed' : undefined,
  };
}

/** A one-line kit field's box: its parts in a row, centred, at the control's height. */
export function lineFrameStyle(token: ThemeToken, state: FrameState): CSSProperties {
  return {
    display: 'flex',
    alignItems: 'center',
    gap: token.paddingXS,
    padding: `0 ${token.paddingSM - token.lineWidth}px`,
    height: state.size === 'large' ? token.controlHeightLG : token.controlHeight,
    ...controlFrameStyle(token, state),
  };
}

/** The native `<input>` inside `lineFrameStyle`: the rest of the row, no box of its own. */
export function lineInputStyle(
  token: ThemeToken,
  state: Pick<FrameState, 'size' | 'disabled'>,
): CSSProperties {
  return {
    flex: 1,
    minWidth: 0,
    height: '100%',
    padding: 0,
    border: 0,
    background: 'transparent',
    ...controlTextStyle(token, state),
  };
}

/**
 * A button inside a one-line field (clear it, open its calendar): an icon with a tap target wider
 * than the icon, reaching into the field's padding and over its whole height.
 */
export const inlineFieldButtonStyle = (token: ThemeToken, color: string): CSSProperties => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  alignSelf: 'stretch',
  width: token.controlHeightSM,
  margin: `0 -${token.paddingXXS}px`,
  padding: 0,
  border: 0,
  background: 'transparent',
  color,
  cursor: 'pointer',
});
