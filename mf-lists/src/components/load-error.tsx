import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

/** A failed load: what failed, why, and what to do (lighter than antd Result, which ships artwork). */
export function LoadError({
  title,
  text,
  actions,
}: {
  title: string;
  text: string;
  actions: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      align="center"
      gap={8}
      role="alert"
      style={{ padding: '48px 16px', textAlign: 'center' }}
    >
      <ExclamationCircleOutlined style={{ fontSize: 40, color: token.colorWarning }} />
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Text type="secondary">{text}</Typography.Text>
      <Flex gap={8} justify="center" wrap style={{ marginTop: 8 }}>
        {actions}
      </Flex>
    </Flex>
  );
}
