import { RocketOutlined } from '@ant-design/icons';
import { Heading, MutedText } from '@organizator/shared/ui';
import { Button, Flex, theme } from 'antd';
import { t } from '../../texts';

const o = t.settings.onboarding;

export function IntroStep({ onNext }: { onNext: () => void }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" gap={12} style={{ textAlign: 'center' }}>
      <RocketOutlined style={{ fontSize: 48, color: token.colorPrimary }} />
      <Heading level={2} pageTitle>
        {o.introTitle}
      </Heading>
      <MutedText style={{ maxWidth: 440, marginBottom: 8 }}>{o.introText}</MutedText>
      <Button type="primary" size="large" onClick={onNext}>
        {o.start}
      </Button>
    </Flex>
  );
}
