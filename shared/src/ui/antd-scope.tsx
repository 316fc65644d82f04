// Through the package name, so a remote shares the shell's theme store (MF singleton) instead of
// bundling its own copy, which would miss the shell's theme toggle.
import { useTheme } from '@organizator/shared/runtime';
import { theme as antdTheme, ConfigProvider } from 'antd';
import hrHR from 'antd/locale/hr_HR';
import type { ReactNode } from 'react';

/** Brand tokens shared by every remote (Ant Design Pro style: tokens, not class overrides). */
export const brandToken = { colorPrimary: '#1677ff', borderRadius: 8, fontFamily: 'inherit' };

/**
 * WCAG AA contrast (4.5:1 for text). In light mode antd's default seeds are too pale for white text on
 * primary buttons (4.1:1), success and danger text (2.3:1, 3.3:1) and tertiary text (0.45 alpha):
 * one palette step darker each. Links take colorInfo. The dark algorithm derives its own shades from
 * the seeds; danger, link and primary text need lighter shades there (3.6:1 and less before). The shell's CSS
 * variables (shell/src/styles/base.css) use the same colours.
 */
const lightTokens = {
  colorPrimary: '#0958d9',
  colorInfo: '#0958d9',
  colorSuccess: '#389e0d',
  colorError: '#cf1322',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
};
const darkTokens = {
  colorError: '#ff7875',
  colorLink: '#4096ff',
  colorPrimaryText: '#69b1ff',
  colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
  colorTextDescription: 'rgba(255, 255, 255, 0.6)',
};

/**
 * antd for one remote's routes: the shared theme (light/dark from the runtime store) and hr_HR.
 * Each remote bundles its own tree-shaken antd, so each wraps its pages in this scope.
 * No antd `<App>`: its message/notification/modal hooks are unused (toasts are the shared toast
 * bus) and it cost ~38 KB gzip in every remote (measured).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { dark } = useTheme();
  return (
    <ConfigProvider
      locale={hrHR}
      theme={{
        algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
        token: { ...brandToken, ...(dark ? darkTokens : lightTokens) },
      }}
    >
      {children}
    </ConfigProvider>
  );
}
