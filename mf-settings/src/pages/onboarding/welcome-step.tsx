import { t } from '@organizator/shared/i18n';
import { Result } from 'antd';
import { LinkButton } from '../../components/link-button';

const o = t.settings.onboarding;

/** Step 3: done, on to the lists. */
export function WelcomeStep() {
  return (
    <Result
      status="success"
      title={o.welcomeTitle}
      subTitle={o.welcomeText}
      extra={
        <LinkButton to="/dashboard" type="primary" size="large">
          {o.toDashboard}
        </LinkButton>
      }
    />
  );
}
