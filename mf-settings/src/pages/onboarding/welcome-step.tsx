import { t } from '@organizator/shared/i18n';
import { Result, Typography } from 'antd';
import { LinkButton } from '../../components/link-button';

const o = t.settings.onboarding;

/** Step 3: done, on to the lists. */
export function WelcomeStep() {
  return (
    <Result
      status="success"
      title={
        <Typography.Title level={3} style={{ margin: 0 }}>
          {o.welcomeTitle}
        </Typography.Title>
      }
      subTitle={o.welcomeText}
      extra={
        <LinkButton to="/dashboard" type="primary" size="large">
          {o.toDashboard}
        </LinkButton>
      }
    />
  );
}
