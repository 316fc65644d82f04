import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { MutedText } from '@organizator/shared/ui';
import { Button, Flex, theme } from 'antd';
import type { ReactNode } from 'react';

/** One line of a diary section: title and detail on the left, an amount and delete on the right. */
export function EntryRow({
  title,
  detail,
  amount,
  deleteLabel,
  onDelete,
  editLabel,
  onEdit,
  first,
}: {
  title: ReactNode;
  detail: ReactNode;
  amount: ReactNode;
  deleteLabel: string;
  onDelete: () => void;
  editLabel?: string;
  onEdit?: () => void;
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
          <strong
            style={{
              display: 'block',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {title}
          </strong>
          <MutedText small>{detail}</MutedText>
        </div>
        <Flex align="center" gap={4} style={{ flexShrink: 0 }}>
          <span>{amount}</span>
          {onEdit ? (
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={editLabel}
              title={editLabel}
              onClick={onEdit}
            />
          ) : null}
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
