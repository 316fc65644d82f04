import { defineAreaRoutes } from '@organizator/shared/domain';
import { AntdScope } from '@organizator/shared/ui';
import { OnboardingPage } from './pages/onboarding-page';
import { SettingsPage } from './pages/settings-page';

const Settings = () => (
  <AntdScope>
    <SettingsPage />
  </AntdScope>
);

const Onboarding = () => (
  <AntdScope>
    <OnboardingPage />
  </AntdScope>
);

export const { area, routes } = defineAreaRoutes('mf_settings', {
  '/settings': Settings,
  '/onboarding': Onboarding,
});
