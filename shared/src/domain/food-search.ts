import { filterByNamePrefix } from './grocery-search';

interface FoodRanking {
  /** Foods the user logged lately, newest first. */
  recentIds: readonly string[];
  /** The user's own foods and their team's. */
  ownIds: ReadonlySet<string>;
}

/**
 * The picker's order for foods whose name starts with `term`: what the user logged lately first
 * (newest first), then their own and their team's foods, then everyone's (public and the app's
 * catalogue), each group in the order it came. Used by the diary's picker and a recipe's
 * ingredient search, so both find the same food in the same place.
 */
export function rankFoods<T extends { id: string; name: string }>(
  foods: readonly T[],
  term: string,
  { recentIds, ownIds }: FoodRanking,
): T[] {
  const recentRank = new Map(recentIds.map((id, index) => [id, index]));
  const group = (food: T) => (recentRank.has(food.id) ? 0 : ownIds.has(food.id) ? 1 : 2);
  return filterByNamePrefix(foods, term)
    .map((food, index) => ({ food, index }))
    .sort(
      (a, b) =>
        group(a.food) - group(b.food) ||
        (recentRank.get(a.food.id) ?? 0) - (recentRank.get(b.food.id) ?? 0) ||
        a.index - b.index,
    )
    .map(({ food }) => food);
}
