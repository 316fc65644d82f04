import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

/** One line of a diary section: title and detail on the left, an amount and delete on the right. */
export function EntryRow({
  title,
  detail,
  amount,
  deleteLabel,
  onDelete,
  first,
}: {
  title: ReactNode;
  detail: ReactNode;
  amount: ReactNode;
  deleteLabel: string;
  onDelete: () => void;
  first: boolean;
}) {
  const { token } = theme.useToken();
  return (
    <li
      style={{
        padding: '8px 0',
        borderTop: first ? undefined : `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex align="center" justify="space-between" gap={8}>
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis style={{ display: 'block' }}>
            {title}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {detail}
          </Typography.Text>
        </div>
        <Flex align="center" gap={4} style={{ flexShrink: 0 }}>
          <Typography.Text>{amount}</Typography.Text>
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={deleteLabel}
            title={deleteLabel}
            onClick={onDelete}
          />
        </Flex>
      </Flex>
    </li>
  );
}
