import { RocketOutlined } from '@ant-design/icons';
import { t } from '@organizator/shared/i18n';
import { Button, Flex, Typography, theme } from 'antd';

const o = t.settings.onboarding;

export function IntroStep({ onNext }: { onNext: () => void }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" gap={8} style={{ textAlign: 'center' }}>
      <RocketOutlined style={{ fontSize: 48, color: token.colorPrimary }} />
      <Typography.Title level={2} style={{ marginBottom: 0 }}>
        {o.introTitle}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 440 }}>
        {o.introText}
      </Typography.Paragraph>
      <Button type="primary" size="large" onClick={onNext}>
        {o.start}
      </Button>
    </Flex>
  );
}
