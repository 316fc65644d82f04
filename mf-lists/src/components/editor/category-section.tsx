import { PlusOutlined } from '@ant-design/icons';
import type { ListItem } from '@organizator/shared/contract';
import { categoryLabel } from '@organizator/shared/domain';
import { t } from '@organizator/shared/i18n';
import { Heading } from '@organizator/shared/ui';
import { Flex } from 'antd';
import { memo } from 'react';
import { isTemporaryItem } from '../../api';
import type { VisibleGroup } from '../../lib/grouping';
import { useWaitingItemIds } from '../../waiting-changes';
import { IconButton } from '../icon-button';
import { useTokens } from '../tokens';
import { type ItemActions, ItemRow } from './item-row';

/** A category heading (struck through when all its items are done, SPEC §2) and its visible items. */
export const CategorySection = memo(function CategorySection({
  group,
  onAdd,
  skipOffscreen,
  ...actions
}: ItemActions & {
  group: VisibleGroup;
  onAdd: (category: string) => void;
  skipOffscreen: boolean;
}) {
  const token = useTokens();
  const label = categoryLabel(group.category);
  const waiting = useWaitingItemIds(group.visibleItems[0]?.listId);
  return (
    <section aria-label={label} data-testid="category" data-category={group.category}>
      <Flex
        align="center"
        justify="space-between"
        style={{ borderBottom: `1px solid ${token.colorBorderSecondary}`, marginTop: 12 }}
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
      </Flex>
      {group.visibleItems.map((item: ListItem) => (
        <ItemRow
          key={item.id}
          item={item}
          pending={isTemporaryItem(item)}
          waiting={waiting.includes(item.id)}
          skipOffscreen={skipOffscreen}
          {...actions}
        />
      ))}
    </section>
  );
});
