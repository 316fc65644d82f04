import { defineAreaRoutes } from '@organizator/shared/domain';
import { AntdScope } from '@organizator/shared/ui';
import { type ComponentType, lazy, Suspense } from 'react';

/**
 * Each page is its own chunk: /settings never downloads Steps, /onboarding never the goal form's
 * InputNumber (budget: <= 300 KB gzip per signed-in route, shell included). Every page sits inside
 * this remote's own tree-shaken antd, themed from the shared store.
 */
const scoped = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return () => (
    <AntdScope>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </AntdScope>
  );
};

export const { area, routes } = defineAreaRoutes('mf_settings', {
  '/settings': scoped(() =>
    import('./pages/settings-page').then((m) => ({ default: m.SettingsPage })),
  ),
  '/onboarding': scoped(() =>
    import('./pages/onboarding-page').then((m) => ({ default: m.OnboardingPage })),
  ),
});
