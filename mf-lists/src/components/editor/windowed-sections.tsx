import type { ListItem } from '@organizator/shared/contract';
import {
  defaultRangeExtractor,
  type Range,
  useWindowVirtualizer,
  type Virtualizer,
  type VirtualizerOptions,
  windowScroll,
} from '@tanstack/react-virtual';
import { startTransition, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { VisibleGroup } from '../../domain/grouping';
import { CategorySection, type SectionWindow } from './category-section';
import type { ItemActions } from './item-row';

/** Heading row (12 px above, a 44 px button, a 1 px border) and item row, until measured. */
const HEADING_HEIGHT = 57;
const ITEM_HEIGHT = 44;
/** Rows rendered beyond each edge of the viewport: Tab always finds the next row in the DOM. */
const OVERSCAN = 12;
/** A focused row further than this from the viewport is let go (rendering the gap would cost more). */
const KEEP_FOCUSED_WITHIN = 100;

type Row = { group: number; item?: ListItem };

type ScrollTo = VirtualizerOptions<Window, Element>['scrollToFn'];

/**
 * The window's scroll, except the virtualizer's first write: on attaching, it scrolls the window to
 * where it read the window to be in its first render (`window.scrollY`), a write that moves nothing
 * but laid the page out inside React's commit, the first screen's rows included (the longest part
 * of a 5000-item list's first commit at 4x CPU). Had the page moved in between, its scroll event
 * tells the virtualizer, as it does for any later scroll.
 */
function scrollAfterAttaching(): ScrollTo {
  let attached = false;
  return (offset, options, instance) => {
    if (!attached && !options.adjustments && options.behavior === undefined) {
      attached = true;
      return;
    }
    attached = true;
    windowScroll(offset, options, instance);
  };
}

/**
 * A row's height as the ResizeObserver reports it, after the browser's own layout. A row just
 * rendered keeps its last height or the estimate until then: the virtualizer's default reads
 * `offsetHeight` in the commit, which lays the page out inside React's task (the first screen's
 * whole layout, styles included), and a height that differed from the estimate rendered the window
 * again and laid it out again, in the same task: the longest task of a 5000-item list's open at 4x
 * CPU was mostly these layouts. The estimates are the rows' real heights, so the observer's first
 * report changes nothing unless a name wraps.
 */
function measureAfterLayout(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  virtualizer: Virtualizer<Window, Element>,
) {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = virtualizer.indexFromElement(element);
  return (
    virtualizer.itemSizeCache.get(virtualizer.options.getItemKey(index)) ??
    virtualizer.options.estimateSize(index)
  );
}

/**
 * A long list's sections with only the rows near the viewport rendered (the page scrolls, so the
 * window is the scroller). Rows stay in the normal flow between two spacers, so a rendered part of a
 * category is still its `section` with its heading, as in a short list. The focused row stays rendered
 * while the page scrolls away from it, so keyboard focus is never dropped to the page body.
 */
export function WindowedSections({
  groups,
  onAdd,
  ...actions
}: ItemActions & { groups: readonly VisibleGroup[]; onAdd: (category: string) => void }) {
  const rows = useMemo(() => {
    const out: Row[] = [];
    groups.forEach((group, index) => {
      out.push({ group: index });
      for (const item of group.visibleItems) out.push({ group: index, item });
    });
    return out;
  }, [groups]);

  // Where the list starts on the page; it moves when the instructions above it open or close.
  const container = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const placed = useRef(false);
  useLayoutEffect(() => {
    const read = () => (container.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (placed.current) {
      // Later moves (the instructions opening) apply at once.
      const top = read();
      if (top !== scrollMargin) setScrollMargin(top);
      return;
    }
    placed.current = true;
    // The first placement is read in the next frame, where the browser lays the page out anyway
    // (read here, it laid the whole first screen out inside React's task), and applied after the
    // first paint: at the top of the page the rows it would add or drop are overscan, and a
    // synchronous update rendered the whole window a second time before the list's first frame.
    requestAnimationFrame(() => {
      const top = read();
      startTransition(() => setScrollMargin(top));
    });
  });

  const focused = useRef(-1);
  const rangeExtractor = useCallback((range: Range) => {
    const indices = defaultRangeExtractor(range);
    const at = focused.current;
    if (at < 0 || at >= range.count || indices.length === 0) return indices;
    const from = Math.min(indices[0] ?? at, at);
    const to = Math.max(indices.at(-1) ?? at, at);
    if (to - from > indices.length + KEEP_FOCUSED_WITHIN) return indices;
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  }, []);

  const [scrollToFn] = useState(scrollAfterAttaching);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.item ? ITEM_HEIGHT : HEADING_HEIGHT),
    getItemKey: (index) => {
      const row = rows[index];
      return row?.item ? row.item.id : `heading:${groups[row?.group ?? 0]?.category}`;
    },
    overscan: OVERSCAN,
    // The window's size from the start: with the default (none) the first render held only the
    // overscan, and the virtualizer, on learning the size, rendered again before the first frame.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    scrollMargin,
    rangeExtractor,
    measureElement: measureAfterLayout,
    scrollToFn,
  });

  const rendered = virtualizer.getVirtualItems();
  const windows = new Map<number, SectionWindow>();
  for (const virtual of rendered) {
    const row = rows[virtual.index];
    if (!row) continue;
    const part = windows.get(row.group) ?? { heading: null, items: [] };
    if (row.item) part.items.push({ item: row.item, index: virtual.index });
    else part.heading = virtual.index;
    windows.set(row.group, part);
  }
  const before = (rendered[0]?.start ?? scrollMargin) - scrollMargin;
  const after =
    virtualizer.getTotalSize() - ((rendered.at(-1)?.end ?? scrollMargin) - scrollMargin);

  return (
    <div
      ref={container}
      onFocusCapture={(event) => {
        const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
        focused.current = row ? Number(row.dataset.index) : -1;
      }}
      onBlurCapture={() => {
        focused.current = -1;
      }}
    >
      <div style={{ height: before }} />
      {[...windows].map(([index, part]) => {
        const group = groups[index];
        return group ? (
          <CategorySection
            key={group.category}
            group={group}
            windowed={part}
            measure={virtualizer.measureElement}
            onAdd={onAdd}
            {...actions}
          />
        ) : null;
      })}
      <div style={{ height: Math.max(0, after) }} />
    </div>
  );
}
