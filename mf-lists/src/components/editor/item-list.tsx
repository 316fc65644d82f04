import type { List, ListItem } from '@organizator/shared/contract';
import { MutedText } from '@organizator/shared/ui';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useToggleItem } from '../../api/items';
import { groupItems, visibleGroups } from '../../domain/grouping';
import { useLinger } from '../../hooks/use-linger';
import { t } from '../../texts';
import { CategorySection } from './category-section';
import { WindowedSections } from './windowed-sections';

/**
 * Over this many items only the rows near the viewport are rendered (a 5000-item list took seconds
 * to render whole); shorter lists render every row, so find in page sees them all.
 */
const LONG_LIST = 100;

interface ItemListProps {
  list: List;
  showDone: boolean;
  onAdd: (category?: string) => void;
  onEdit: (item: ListItem) => void;
  onRemove: (item: ListItem) => void;
}

/** The editor's list view: items grouped by category, done ones hidden (after lingering) unless showDone. */
export function ItemList({ list, showDone, onAdd, onEdit, onRemove }: ItemListProps) {
  const { mutate: toggle } = useToggleItem(list.id);
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

  // When struck-through rows hide or an item is removed, the focused row may go: focus then moves to
  // the row that took its place (or the last one), never to the page body.
  const container = useRef<HTMLDivElement>(null);
  const focusedIndex = useRef(-1);
  const onFocusCapture = useCallback(() => {
    const row = document.activeElement?.closest('[data-testid="item-row"]');
    const rows = Array.from(container.current?.querySelectorAll('[data-testid="item-row"]') ?? []);
    focusedIndex.current = row ? rows.indexOf(row) : -1;
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when rows hide (shown changes)
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (focusedIndex.current < 0 || (active && active !== document.body)) return;
    const toggles = toggleButtons(container.current);
    const next = toggles[Math.min(focusedIndex.current, toggles.length - 1)];
    focusedIndex.current = -1;
    next?.focus();
  }, [shown]);

  if (list.items.length === 0) {
    return (
      <p style={{ margin: '0 0 12px' }}>
        <MutedText>{t.lists.emptyItems}</MutedText>
      </p>
    );
  }
  return (
    <div ref={container} onFocusCapture={onFocusCapture}>
      {list.items.length > LONG_LIST ? (
        <WindowedSections
          groups={shown}
          onAdd={onAdd}
          onToggle={onToggle}
          onEdit={onEdit}
          onRemove={onRemove}
        />
      ) : (
        shown.map((group) => (
          <CategorySection
            key={group.category}
            group={group}
            onAdd={onAdd}
            onToggle={onToggle}
            onEdit={onEdit}
            onRemove={onRemove}
          />
        ))
      )}
    </div>
  );
}

const toggleButtons = (root: HTMLElement | null) =>
  Array.from(root?.querySelectorAll<HTMLButtonElement>('button[data-item-toggle]') ?? []);
