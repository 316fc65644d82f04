import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The heading row of a page: title on the left, actions on the right. */
export function PageHeader({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {actions ? (
        <Flex gap={8} wrap>
          {actions}
        </Flex>
      ) : null}
    </Flex>
  );
}
