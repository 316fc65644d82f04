import { CheckCircleFilled, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { List } from '@organizator/shared/contract';
import { formatDate } from '@organizator/shared/i18n';
import { Link, useNavigate } from '@organizator/shared/router';
import { FlexBox, MutedText } from '@organizator/shared/ui';
import { memo } from 'react';
import { t } from '../texts';
import { ActionMenu } from './action-menu';
import { useTokens } from './tokens';

export function listProgress(list: List) {
  const total = list.items.length;
  const done = list.items.filter((item) => item.isDone).length;
  // An empty list is not "done": nothing has been bought yet.
  return { done, total, allDone: total > 0 && done === total };
}

/** One list on the overview: name, done marker, "done / total", creation date, and its menu. */
export const ListRow = memo(function ListRow({
  list,
  onDelete,
}: {
  list: List;
  onDelete: (list: List) => void;
}) {
  const token = useTokens();
  const navigate = useNavigate();
  const { done, total, allDone } = listProgress(list);
  const editorPath = `/editor/${list.id}`;
  return (
    <FlexBox
      align="center"
      gap={8}
      data-testid="list-row"
      style={{ borderBottom: `1px solid ${token.colorBorderSecondary}`, padding: '4px 0' }}
    >
      <Link
        to={editorPath}
        style={{ flex: 1, minWidth: 0, padding: '8px 4px', color: token.colorText }}
      >
        <FlexBox align="center" gap={8}>
          <span
            style={{
              fontSize: token.fontSizeLG,
              fontWeight: token.fontWeightStrong,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {list.name}
          </span>
          {allDone ? (
            <CheckCircleFilled
              aria-label={t.lists.allDone}
              title={t.lists.allDone}
              style={{ color: token.colorSuccess }}
              data-testid="list-done"
            />
          ) : null}
        </FlexBox>
        <FlexBox gap={12} wrap>
          <MutedText title={t.lists.doneOfTotalLabel(done, total)}>
            {t.lists.doneOfTotal(done, total)}
          </MutedText>
          <MutedText>{formatDate(list.createdAt)}</MutedText>
        </FlexBox>
      </Link>
      <ActionMenu
        label={t.lists.menuFor(list.name)}
        items={[
          { key: 'edit', icon: <EditOutlined aria-hidden />, label: t.lists.edit },
          {
            key: 'delete',
            icon: <DeleteOutlined aria-hidden />,
            label: t.lists.delete,
            danger: true,
          },
        ]}
        onSelect={(key) => (key === 'edit' ? navigate(editorPath) : onDelete(list))}
      />
    </FlexBox>
  );
});
