import { type Category, normaliseCategory } from '@organizator/shared/domain';

/** Moves the category at `index` one place up (-1) or down (+1); a move past either end is ignored. */
export function moveCategory<T>(order: readonly T[], index: number, delta: -1 | 1): readonly T[] {
  const target = index + delta;
  if (index < 0 || index >= order.length || target < 0 || target >= order.length) return order;
  const next = [...order];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/**
 * The order to save: the reordered (shown) categories first, then any category the list's stored
 * order still names that has no items now, so saving never forgets them.
 */
export function orderToSave(reordered: readonly Category[], stored: readonly string[]): string[] {
  const seen = new Set<string>(reordered);
  const rest: string[] = [];
  for (const name of stored) {
    const category = normaliseCategory(name);
    if (!seen.has(category)) {
      seen.add(category);
      rest.push(category);
    }
  }
  return [...reordered, ...rest];
}
