import type { Grocery, Recipe } from '@organizator/shared/contract';
import { rankFoods, recentEntries } from '@organizator/shared/domain';
import { queries } from '@organizator/shared/query';
import { useQuery } from '@tanstack/react-query';

/** How many recently logged foods lead the results. */
const RECENT_LEAD = 20;

interface FoodSearchOptions {
  /** Read the foods (a kept, closed picker reads nothing until first opened). */
  enabled: boolean;
  /** Offer recipes too (the diary's picker), not only groceries (a recipe's ingredients). */
  withRecipes?: boolean;
}

/**
 * The one food search of the app: the user's own and team groceries and everyone's (public and the
 * app's catalogue), each once, ranked by `rankFoods` (recent, own and team, everyone's) for a name
 * prefix of at least 3 characters; recipes the same way when asked for.
 */
export function useFoodSearch(term: string, { enabled, withRecipes = false }: FoodSearchOptions) {
  const my = useQuery({ ...queries.groceries.my(), enabled });
  const everyone = useQuery({ ...queries.groceries.public(), enabled });
  const diaries = useQuery({ ...queries.diaries.days(), enabled });
  const myRecipes = useQuery({ ...queries.recipes.mine(), enabled: enabled && withRecipes });
  const publicRecipes = useQuery({ ...queries.recipes.public(), enabled: enabled && withRecipes });

  const recentIds = recentEntries(diaries.data ?? [], RECENT_LEAD).map((entry) => entry.id);
  const groceries = uniqueById([...(my.data ?? []), ...(everyone.data ?? [])]);
  const ownGroceries = new Set((my.data ?? []).map((g) => g.id));
  const recipes = uniqueById([...(myRecipes.data ?? []), ...(publicRecipes.data ?? [])]);
  const ownRecipes = new Set((myRecipes.data ?? []).map((r) => r.id));
  return {
    groceries: rankFoods(groceries, term, { recentIds, ownIds: ownGroceries }),
    recipes: withRecipes ? rankFoods(recipes, term, { recentIds, ownIds: ownRecipes }) : [],
    /** The user's own and team groceries (the rest are public or the app's). */
    ownGroceries,
    loading:
      my.isPending ||
      everyone.isPending ||
      (withRecipes && (myRecipes.isPending || publicRecipes.isPending)),
  };
}

/** Each food once: the user's own public foods are in both answers. */
function uniqueById<T extends Grocery | Recipe>(foods: T[]): T[] {
  return [...new Map(foods.map((food) => [food.id, food])).values()];
}
