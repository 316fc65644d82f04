/**
 * The brand, once: the seed tokens antd's algorithms derive the kit's tokens and the shell's CSS
 * variables from (scripts/design-tokens.ts). Imports no antd, so build configs and
 * the shell can read it.
 */
const brandToken = { colorPrimary: '#1677ff', borderRadius: 8, fontFamily: 'inherit' };

/**
 * WCAG AA contrast (4.5:1 for text). In light mode antd's default seeds are too pale for white text on
 * primary buttons, success and danger text and tertiary text (0.45 alpha): one palette step darker
 * each; links take colorInfo. The dark algorithm derives its own shades from the seeds; danger, link
 * and primary text need lighter shades there.
 */
const contrastTokens = {
  light: {
    colorPrimary: '#0958d9',
    colorInfo: '#0958d9',
    colorSuccess: '#389e0d',
    colorError: '#cf1322',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  },
  dark: {
    colorError: '#ff7875',
    colorLink: '#4096ff',
    colorPrimaryText: '#69b1ff',
    colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
    colorTextDescription: 'rgba(255, 255, 255, 0.6)',
  },
};

/** The theme tokens of one mode: the brand seed with that mode's contrast adjustments. */
export const modeTokens = (dark: boolean) => ({
  ...brandToken,
  ...(dark ? contrastTokens.dark : contrastTokens.light),
});
