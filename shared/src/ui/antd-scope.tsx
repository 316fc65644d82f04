// Through the package name, so a remote shares the shell's theme store (MF singleton) instead of
// bundling its own copy, which would miss the shell's theme toggle.

import type { PreloadablePage } from '@organizator/shared/domain';
import { useTheme } from '@organizator/shared/runtime';
import { theme as antdTheme, ConfigProvider } from 'antd';
import hrHR from 'antd/locale/hr_HR';
import type { ReactNode } from 'react';
import { type AreaPageOptions, kitAreaPage, type PageSource } from './area-page';
import { modeTokens } from './brand';
import { usePrefersReducedMotion } from './reduced-motion';
// antd's component styles, generated at build time (shared/scripts/antd-styles.mjs): antd then
// generates no styles in the browser (`zeroRuntime`); each remote's CSS chunk carries this file.
import './antd-styles.css';

/**
 * The theme's design tokens, derived as the scope mounts: the derivation (the palettes of every
 * colour) is one of the longest pieces of script a remote runs, and its first antd component would
 * otherwise run it in the render that shows the page's data, after the page's chunk and its answer
 * are in. Mounted with the route, it runs while they are on their way.
 */
function ThemeTokens() {
  antdTheme.useToken();
  return null;
}

/**
 * antd for one remote's routes: the shared theme (light/dark from the runtime store) and hr_HR;
 * no motion when the system asks for less (the shell's own CSS already follows it).
 * Each remote bundles its own tree-shaken antd, so each wraps its pages in this scope.
 * No antd `<App>`: its message/notification/modal hooks are unused (toasts are the shared toast
 * bus) and it costs every remote bytes (docs/benchmarks.md).
 * `zeroRuntime` with unhashed class names: the component styles come from the generated stylesheet,
 * which only references antd's CSS variables; antd still writes the variables of the theme in use,
 * so light/dark stays a switch of variables. It must match the extraction's settings (`hashed`).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { dark } = useTheme();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider
      locale={hrHR}
      theme={{
        zeroRuntime: true,
        hashed: false,
        algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
        token: { ...modeTokens(dark), motion: !reducedMotion },
      }}
    >
      <ThemeTokens />
      {children}
    </ConfigProvider>
  );
}

/**
 * One route of a remote inside the remote's antd scope (antd is bundled per remote): `kitAreaPage`
 * for a page that uses antd. Its `./routes` then loads antd's core with the page.
 */
export const areaPage = (
  source: PageSource,
  options: Omit<AreaPageOptions, 'scope'> = {},
): PreloadablePage => kitAreaPage(source, { ...options, scope: AntdScope });
