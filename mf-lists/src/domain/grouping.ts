import type { ListItem } from '@organizator/shared/contract';
import { type Category, normaliseCategory } from '@organizator/shared/domain';

export interface CategoryGroup {
  category: Category;
  /** Every item of the category, in the list's order. */
  items: ListItem[];
  /** docs/product.md#screens: a category whose items are all done is struck through. */
  allDone: boolean;
}

/**
 * Items grouped under their category (missing or unknown -> "ostalo", compared lower case), the groups
 * in `categoriesOrder` order; categories the order does not name follow, in order of first appearance.
 */
export function groupItems(items: readonly ListItem[], categoriesOrder: readonly string[]) {
  const byCategory = new Map<Category, ListItem[]>();
  // A long list repeats a handful of category names: each is normalised once.
  const normalised = new Map<string, Category>();
  for (const item of items) {
    let category = normalised.get(item.category);
    if (category === undefined) {
      category = normaliseCategory(item.category);
      normalised.set(item.category, category);
    }
    const bucket = byCategory.get(category);
    if (bucket) bucket.push(item);
    else byCategory.set(category, [item]);
  }
  const rank = new Map<Category, number>();
  for (const name of categoriesOrder) {
    const category = normaliseCategory(name);
    if (!rank.has(category)) rank.set(category, rank.size);
  }
  const appearance = [...byCategory.keys()];
  const position = (c: Category) => rank.get(c) ?? rank.size + appearance.indexOf(c);
  return appearance
    .sort((a, b) => position(a) - position(b))
    .map<CategoryGroup>((category) => {
      const groupItems = byCategory.get(category) ?? [];
      return { category, items: groupItems, allDone: groupItems.every((i) => i.isDone) };
    });
}

export interface VisibleGroup extends CategoryGroup {
  visibleItems: ListItem[];
}

/**
 * docs/product.md#screens: only not-done items unless showDone; an item just marked done lingers (issue 4) so a
 * mis-tap can be undone. Every category with items keeps its heading, so a finished one shows struck
 * through even while its items are hidden.
 */
export function visibleGroups(
  groups: readonly CategoryGroup[],
  showDone: boolean,
  lingering: ReadonlySet<string>,
): VisibleGroup[] {
  return groups.map((group) => ({
    ...group,
    visibleItems: showDone
      ? group.items
      : group.items.filter((item) => !item.isDone || lingering.has(item.id)),
  }));
}
