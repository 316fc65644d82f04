import { defineAreaRoutes } from '@organizator/shared/domain';
import { areaPage } from '@organizator/shared/ui';
import { prefetchSettings } from './api/team';

/**
 * Each page is its own chunk: /settings never downloads Steps, /onboarding never the goal form's
 * InputNumber (the per-route budget is in docs/benchmarks.md).
 */
export const { area, routes } = defineAreaRoutes('mf_settings', {
  '/settings': areaPage(
    () => import('./pages/settings-page').then((m) => ({ default: m.SettingsPage })),
    { prefetch: prefetchSettings },
  ),
  '/onboarding': areaPage(() =>
    import('./pages/onboarding-page').then((m) => ({ default: m.OnboardingPage })),
  ),
});
