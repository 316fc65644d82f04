import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { Heading, Muted } from './text';
import { useTokens } from './tokens';

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
  const token = useTokens();
  return (
    <Flex
      vertical
      align="center"
      gap={8}
      role="alert"
      style={{ padding: '48px 16px', textAlign: 'center' }}
    >
      <ExclamationCircleOutlined style={{ fontSize: 40, color: token.colorWarning }} />
      <Heading level={4} style={{ margin: 0 }}>
        {title}
      </Heading>
      <Muted>{text}</Muted>
      <Flex gap={8} justify="center" wrap style={{ marginTop: 8 }}>
        {actions}
      </Flex>
    </Flex>
  );
}
