import { RocketOutlined } from '@ant-design/icons';
import { FlexBox, Heading, KitButton, MutedText, useThemeToken } from '@organizator/shared/ui';
import { t } from '../../texts';

const o = t.settings.onboarding;

export function IntroStep({ onNext }: { onNext: () => void }) {
  const token = useThemeToken();
  return (
    <FlexBox vertical align="center" gap={12} style={{ textAlign: 'center' }}>
      <RocketOutlined style={{ fontSize: 48, color: token.colorPrimary }} />
      <Heading level={2} pageTitle>
        {o.introTitle}
      </Heading>
      <MutedText style={{ maxWidth: 440, marginBottom: 8 }}>{o.introText}</MutedText>
      <KitButton type="primary" size="large" onClick={onNext}>
        {o.start}
      </KitButton>
    </FlexBox>
  );
}
