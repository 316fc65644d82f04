import { defineAreaRoutes } from '@organizator/shared/domain';
import { kitAreaPage } from '@organizator/shared/ui';
import { prefetchSettings } from './api/team';

/**
 * Each page is its own chunk: /settings never downloads Steps, /onboarding never the goal form's
 * InputNumber (the per-route budget is in docs/benchmarks.md). Both are drawn with the kit alone,
 * so neither loads antd before its data is on screen (only the logout-everywhere dialog does).
 */
export const { area, routes } = defineAreaRoutes('mf_settings', {
  '/settings': kitAreaPage(
    () => import('./pages/settings-page').then((m) => ({ default: m.SettingsPage })),
    { prefetch: prefetchSettings },
  ),
  '/onboarding': kitAreaPage(() =>
    import('./pages/onboarding-page').then((m) => ({ default: m.OnboardingPage })),
  ),
});
