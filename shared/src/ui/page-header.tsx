import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * The heading row of a page: title on the left, actions on the right. The page's one <h1> (styled as antd's h2), not
 * Typography.Title: Typography brings Tooltip and the editable/copyable machinery into
 * every remote that shows a page title.
 */
export function PageHeader({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
      <h1
        style={{
          margin: 0,
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading2,
          fontWeight: token.fontWeightStrong,
          lineHeight: token.lineHeightHeading2,
        }}
      >
        {title}
      </h1>
      {actions ? (
        <Flex gap={8} wrap>
          {actions}
        </Flex>
      ) : null}
    </Flex>
  );
}
