import { ExclamationCircleOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { FlexBox } from './flex-box';
import { Heading } from './heading';
import { MutedText } from './panel';
import { useThemeToken } from './theme-token';

/**
 * A first load that failed: what failed, why, and what to do. Lighter than antd Result, which ships
 * its artwork into every remote.
 */
export function LoadError({
  title,
  text,
  actions,
}: {
  title: string;
  text?: ReactNode;
  actions: ReactNode;
}) {
  const token = useThemeToken();
  return (
    <FlexBox
      vertical
      align="center"
      gap={8}
      role="alert"
      style={{ padding: '48px 16px', textAlign: 'center' }}
    >
      <ExclamationCircleOutlined aria-hidden style={{ fontSize: 40, color: token.colorWarning }} />
      <Heading level={4}>{title}</Heading>
      {text ? <MutedText>{text}</MutedText> : null}
      <FlexBox gap={8} justify="center" wrap style={{ marginTop: 8 }}>
        {actions}
      </FlexBox>
    </FlexBox>
  );
}
