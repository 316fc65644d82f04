import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { FlexBox, KitButton, MutedText, useThemeToken } from '@organizator/shared/ui';
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
  const token = useThemeToken();
  return (
    <li
      style={{
        padding: '8px 0',
        borderTop: first ? undefined : `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <FlexBox align="center" justify="space-between" gap={8}>
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
        <FlexBox align="center" gap={4} style={{ flexShrink: 0 }}>
          <span>{amount}</span>
          {onEdit ? (
            <KitButton
              type="text"
              icon={<EditOutlined />}
              aria-label={editLabel}
              title={editLabel}
              onClick={onEdit}
            />
          ) : null}
          <KitButton
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={deleteLabel}
            title={deleteLabel}
            onClick={onDelete}
          />
        </FlexBox>
      </FlexBox>
    </li>
  );
}
