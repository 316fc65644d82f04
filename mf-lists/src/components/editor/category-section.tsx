import { PlusOutlined } from '@ant-design/icons';
import type { ListItem } from '@organizator/shared/contract';
import { categoryLabel } from '@organizator/shared/domain';
import { Heading } from '@organizator/shared/ui';
import { Fragment, memo } from 'react';
import { isTemporaryItem } from '../../api/items';
import type { VisibleGroup } from '../../domain/grouping';
import { t } from '../../texts';
import { IconButton } from '../icon-button';
import { useTokens } from '../tokens';
import { useWaitingItemIds } from '../waiting-changes';
import { type ItemActions, ItemRow } from './item-row';

/**
 * The part of a long list's category that is rendered: its heading's row index in the whole list (or
 * null when the heading is outside the rendered window) and the items in the window with theirs.
 */
export interface SectionWindow {
  heading: number | null;
  items: { item: ListItem; index: number }[];
}

/**
 * A category heading (struck through when all its items are done, docs/product.md#screens) and its visible items; in
 * a long list only the rows in `windowed`, each measured by the virtualizer through `measure`.
 */
export const CategorySection = memo(function CategorySection({
  group,
  onAdd,
  windowed,
  measure,
  ...actions
}: ItemActions & {
  group: VisibleGroup;
  onAdd: (category: string) => void;
  windowed?: SectionWindow;
  measure?: (row: HTMLElement | null) => void;
}) {
  const token = useTokens();
  const label = categoryLabel(group.category);
  const waiting = useWaitingItemIds(group.visibleItems[0]?.listId);
  const rows = windowed?.items ?? group.visibleItems.map((item) => ({ item, index: undefined }));
  const row = (item: ListItem) => (
    <ItemRow
      item={item}
      pending={isTemporaryItem(item)}
      waiting={waiting.includes(item.id)}
      {...actions}
    />
  );
  return (
    <section aria-label={label} data-testid="category" data-category={group.category}>
      {windowed && windowed.heading === null ? null : (
        <div
          data-index={windowed?.heading ?? undefined}
          ref={measure}
          // Padding, not margin: the virtualizer measures a row's border box. A plain flex box, as
          // in the rows: antd's Flex runs its style hooks per instance.
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            paddingTop: 12,
          }}
        >
          <Heading
            level={5}
            style={{ margin: 0, color: group.allDone ? token.colorTextTertiary : undefined }}
            data-testid="category-heading"
            data-all-done={group.allDone}
          >
            {group.allDone ? <del>{label}</del> : label}
          </Heading>
          <IconButton
            icon={<PlusOutlined aria-hidden />}
            label={t.lists.addToCategory(label)}
            onClick={() => onAdd(group.category)}
          />
        </div>
      )}
      {rows.map(({ item, index }) =>
        index === undefined ? (
          <Fragment key={item.id}>{row(item)}</Fragment>
        ) : (
          <div key={item.id} data-index={index} ref={measure}>
            {row(item)}
          </div>
        ),
      )}
    </section>
  );
});
