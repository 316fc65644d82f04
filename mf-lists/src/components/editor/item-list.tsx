import type { List, ListItem } from '@organizator/shared/contract';
import { t } from '@organizator/shared/i18n';
import { useCallback, useMemo } from 'react';
import { useRemoveItem, useToggleItem } from '../../api';
import { useLinger } from '../../hooks/use-linger';
import { groupItems, visibleGroups } from '../../lib/grouping';
import { Paragraph } from '../text';
import { CategorySection } from './category-section';

/** From this many items on, rows outside the viewport are not laid out or painted. */
const LONG_LIST = 100;

interface ItemListProps {
  list: List;
  showDone: boolean;
  onAdd: (category?: string) => void;
  onEdit: (item: ListItem) => void;
}

/** The editor's list view: items grouped by category, done ones hidden (after lingering) unless showDone. */
export function ItemList({ list, showDone, onAdd, onEdit }: ItemListProps) {
  const { mutate: toggle } = useToggleItem(list.id);
  const { mutate: remove } = useRemoveItem(list.id);
  const { lingering, linger, release } = useLinger();

  const groups = useMemo(
    () => groupItems(list.items, list.categoriesOrder),
    [list.items, list.categoriesOrder],
  );
  const shown = useMemo(
    () => visibleGroups(groups, showDone, lingering),
    [groups, showDone, lingering],
  );

  const onToggle = useCallback(
    (item: ListItem) => {
      const isDone = !item.isDone;
      // With done items shown nothing hides, so there is nothing to hold back (one render less).
      if (isDone && !showDone) linger(item.id);
      else release(item.id);
      toggle({ item, isDone });
    },
    [toggle, linger, release, showDone],
  );
  const onRemove = useCallback((item: ListItem) => remove(item), [remove]);

  if (list.items.length === 0) {
    return <Paragraph secondary>{t.lists.emptyItems}</Paragraph>;
  }
  return (
    <div>
      {shown.map((group) => (
        <CategorySection
          key={group.category}
          group={group}
          onAdd={onAdd}
          onToggle={onToggle}
          onEdit={onEdit}
          onRemove={onRemove}
          skipOffscreen={list.items.length > LONG_LIST}
        />
      ))}
    </div>
  );
}
