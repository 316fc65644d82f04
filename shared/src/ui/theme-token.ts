// The runtime store through the package name (an MF singleton): one theme for the shell and every remote.
import { useTheme } from '@organizator/shared/runtime';
import { usePrefersReducedMotion } from './reduced-motion';
import type { ThemeToken } from './theme-token-keys';
import { themeTokenValues } from './theme-token-values';
import './icon-base.css';

export { THEME_TOKEN_KEYS, type ThemeToken } from './theme-token-keys';

/** No motion when the system asks for less, as antd's `motion: false` does. */
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
