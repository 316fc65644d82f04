import { CheckCircleFilled } from '@ant-design/icons';
import { FlexBox, Heading, LinkButton, MutedText, useThemeToken } from '@organizator/shared/ui';
import { t } from '../../texts';

const o = t.settings.onboarding;

/** Step 3: done, on to the lists. */
export function WelcomeStep() {
  const token = useThemeToken();
  return (
    <FlexBox vertical align="center" gap={12} style={{ textAlign: 'center', padding: '16px 0' }}>
      <CheckCircleFilled style={{ fontSize: 64, color: token.colorSuccess }} />
      <Heading pageTitle>{o.welcomeTitle}</Heading>
      <MutedText style={{ marginBottom: 8 }}>{o.welcomeText}</MutedText>
      <LinkButton to="/dashboard" type="primary" size="large">
        {o.toDashboard}
      </LinkButton>
    </FlexBox>
  );
}
