import { DeleteOutlined, EditOutlined, PictureOutlined } from '@ant-design/icons';
import type { ListItem } from '@organizator/shared/contract';
import { memo, useState } from 'react';
import { t } from '../../texts';
import { ActionMenu } from '../action-menu';
import { IconButton } from '../icon-button';
import { useTokens } from '../tokens';
import { WaitingMarker } from '../waiting-changes';

export interface ItemActions {
  onToggle: (item: ListItem) => void;
  onEdit: (item: ListItem) => void;
  onRemove: (item: ListItem) => void;
}

/**
 * One item. Memoised on the item object: a toggle replaces only that item in the cache, so only its
 * row renders again (issue 4: toggle INP in a list of 1000 items). The name is a plain button so a
 * row stays cheap.
 */
export const ItemRow = memo(function ItemRow({
  item,
  pending,
  waiting = false,
  onToggle,
  onEdit,
  onRemove,
}: ItemActions & {
  item: ListItem;
  pending: boolean;
  /** Changed offline, not sent yet. */
  waiting?: boolean;
}) {
  const token = useTokens();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const hasImages = item.images.length > 0;
  // The quantity is part of what the row says, so it is part of its buttons' names too.
  const label = item.quantity ? t.lists.withQuantity(item.name, item.quantity) : item.name;
  return (
    <div data-testid="item-row" data-done={item.isDone}>
      {/* A plain flex box: antd's Flex runs its style hooks per instance, in every rendered row. */}
      <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        <button
          type="button"
          data-item-toggle
          aria-pressed={item.isDone}
          aria-label={item.isDone ? t.lists.markNotDone(label) : t.lists.markDone(label)}
          disabled={pending}
          onClick={() => onToggle(item)}
          style={{
            flex: 1,
            minWidth: 0,
            minHeight: 44,
            padding: '8px 4px',
            border: 0,
            background: 'none',
            textAlign: 'left',
            font: 'inherit',
            fontSize: token.fontSizeLG,
            cursor: pending ? 'progress' : 'pointer',
            color: item.isDone ? token.colorTextTertiary : token.colorText,
            overflowWrap: 'anywhere',
          }}
        >
          {/* On the text itself: text-decoration is not inherited, so this is what it reports. */}
          <span
            data-testid="item-name"
            style={{ textDecoration: item.isDone ? 'line-through' : 'none' }}
          >
            {item.name}
          </span>
          {item.quantity ? (
            <span
              data-testid="item-quantity"
              style={{
                marginInlineStart: 8,
                fontSize: token.fontSize,
                color: item.isDone ? token.colorTextTertiary : token.colorTextSecondary,
                whiteSpace: 'nowrap',
              }}
            >
              {item.quantity}
            </span>
          ) : null}
          {waiting ? <WaitingMarker /> : null}
        </button>
        {hasImages ? (
          <IconButton
            icon={<PictureOutlined aria-hidden />}
            aria-expanded={detailsOpen}
            label={detailsOpen ? t.lists.hideDetails : t.lists.showDetails}
            onClick={() => setDetailsOpen((open) => !open)}
          />
        ) : null}
        <ActionMenu
          label={t.lists.itemMenuFor(label)}
          disabled={pending}
          items={[
            { key: 'edit', icon: <EditOutlined aria-hidden />, label: t.lists.editItem },
            {
              key: 'remove',
              icon: <DeleteOutlined aria-hidden />,
              label: t.lists.removeItem,
              danger: true,
            },
          ]}
          onSelect={(key) => (key === 'edit' ? onEdit(item) : onRemove(item))}
        />
      </div>
      {detailsOpen && hasImages ? (
        <div
          style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: '4px 4px 12px' }}
          data-testid="item-details"
        >
          {item.images.map((image) => (
            <div key={image.id} style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
              <img
                src={image.url}
                alt={t.lists.imageAlt(item.name)}
                width={120}
                style={{ borderRadius: token.borderRadius, maxWidth: '40%', height: 'auto' }}
              />
              {image.description ? <p style={{ margin: 0 }}>{image.description}</p> : null}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
});
