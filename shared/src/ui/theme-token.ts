// The runtime store through the package name (an MF singleton), as AntdScope reads it.
import { useTheme } from '@organizator/shared/runtime';
import type { GlobalToken } from 'antd';
import { usePrefersReducedMotion } from './reduced-motion';
import { themeTokenValues } from './theme-token-values';
import './icon-base.css';

/**
 * The antd design tokens the kit components read. Their values per mode are generated from antd's
 * own algorithms by `pnpm tokens` (theme-token-values.ts), so a page drawn with the kit needs no
 * antd at all: its first screen no longer waits for antd's core (docs/decisions/shell.md, "A data
 * page's first screen without antd"). A key missing here is a type error where it is read.
 */
export const THEME_TOKEN_KEYS = [
  'borderRadius',
  'borderRadiusLG',
  'borderRadiusSM',
  'boxShadowTertiary',
  'colorBgContainer',
  'colorBgContainerDisabled',
  'colorBgElevated',
  'colorBgLayout',
  'colorBorder',
  'colorBorderSecondary',
  'colorError',
  'colorErrorActive',
  'colorErrorBg',
  'colorErrorBgActive',
  'colorErrorBgFilledHover',
  'colorErrorHover',
  'colorErrorOutline',
  'colorErrorText',
  'colorFill',
  'colorFillContent',
  'colorFillQuaternary',
  'colorFillSecondary',
  'colorFillTertiary',
  'colorLink',
  'colorLinkActive',
  'colorLinkHover',
  'colorPrimary',
  'colorPrimaryActive',
  'colorPrimaryBg',
  'colorPrimaryBorder',
  'colorPrimaryHover',
  'colorPrimaryText',
  'colorSplit',
  'colorSuccess',
  'colorSuccessText',
  'colorText',
  'colorTextDescription',
  'colorTextDisabled',
  'colorTextHeading',
  'colorTextLabel',
  'colorTextLightSolid',
  'colorTextQuaternary',
  'colorTextSecondary',
  'colorTextTertiary',
  'colorWarning',
  'colorWarningBg',
  'colorWarningBorder',
  'controlHeight',
  'controlHeightLG',
  'controlHeightSM',
  'controlOutline',
  'controlOutlineWidth',
  'controlPaddingHorizontal',
  'controlTmpOutline',
  'fontFamily',
  'fontSize',
  'fontSizeHeading2',
  'fontSizeHeading3',
  'fontSizeHeading4',
  'fontSizeHeading5',
  'fontSizeLG',
  'fontSizeSM',
  'fontWeightStrong',
  'gold1',
  'gold3',
  'gold9',
  'lineHeight',
  'lineHeightHeading2',
  'lineHeightHeading3',
  'lineHeightHeading4',
  'lineHeightHeading5',
  'lineHeightLG',
  'lineHeightSM',
  'lineType',
  'lineWidth',
  'lineWidthBold',
  'lineWidthFocus',
  'margin',
  'marginLG',
  'marginSM',
  'marginXL',
  'marginXS',
  'motionDurationMid',
  'motionDurationSlow',
  'motionEaseInOut',
  'padding',
  'paddingContentHorizontal',
  'paddingLG',
  'paddingMD',
  'paddingSM',
  'paddingXL',
  'paddingXS',
  'paddingXXS',
] as const satisfies readonly (keyof GlobalToken)[];

export type ThemeToken = Pick<GlobalToken, (typeof THEME_TOKEN_KEYS)[number]>;

/** No motion when the system asks for less, as AntdScope's `motion: false` does in antd. */
const still = (token: ThemeToken): ThemeToken => ({
  ...token,
  motionDurationMid: '0s',
  motionDurationSlow: '0s',
});
const STILL = { light: still(themeTokenValues.light), dark: still(themeTokenValues.dark) };

/** The kit's design tokens for the theme in use (light/dark from the shared runtime store). */
export function useThemeToken(): ThemeToken {
  const mode = useTheme().dark ? 'dark' : 'light';
  return usePrefersReducedMotion() ? STILL[mode] : themeTokenValues[mode];
}
