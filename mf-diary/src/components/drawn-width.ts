import { type RefObject, useLayoutEffect, useState } from 'react';

/** The room left of the columns, for the energy chart's scale; the split chart keeps it too. */
export const CHART_AXIS = 36;

/** The width a chart is drawn at before it has been laid out (and where nothing is, as in jsdom). */
const DEFAULT_WIDTH = 640;

/**
 * The element's width in CSS pixels: read before the first paint, then on every resize. The trends
 * charts are drawn in those units, so a label keeps the text size at any width (drawn at a fixed
 * width and scaled to fit, the labels were about 6 px high on a phone) and the two charts' columns
 * line up.
 */
export function useDrawnWidth(element: RefObject<Element | null>): number {
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const read = () => {
      const measured = Math.round(node.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
