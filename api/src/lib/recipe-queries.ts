import type { Recipe } from '@organizator/shared/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client';
import type { AuthContext } from '../types';

type Viewer = Pick<AuthContext, 'userId' | 'teamId'>;

/** One decimal, half away from zero: what the app shows, and no false precision. */
const round1 = (value: SQL) => sql`round((${value})::numeric, 1)::float8`;

/**
 * The ingredients of the chosen recipes as the viewer sees them: a grocery the viewer can see with
 * its current name and values, any other (no longer shared, deleted) with those stored in the
 * recipe; `available` says which.
 */
const ingredientsSeenBy = (viewer: Viewer) => sql`
  select ri.recipe_id, ri.position, ri.grocery_id, ri.grams, v.available,
    case when v.available then g.name else ri.name end as name,
    case when v.available then g.energy else ri.energy end as energy,
    case when v.available then g.fat else ri.fat end as fat,
    case when v.available then g.protein else ri.protein end as protein,
    case when v.available then g.carb else ri.carb end as carb
  from recipe_ingredients ri
  join chosen on chosen.id = ri.recipe_id
  left join groceries g on g.id = ri.grocery_id
  left join users grocery_owner on grocery_owner.id = g.user_id
  cross join lateral (select coalesce(
    g.user_id = ${viewer.userId} or g.is_public
      or (g.shared_team_id = ${viewer.teamId} and grocery_owner.team_id = ${viewer.teamId}),
    false) as available) v`;

/** Per-recipe sums of the ingredients' values, and the ingredients as the answer lists them. */
const perRecipe = sql`
  select s.recipe_id, json_agg(json_build_object(
      'groceryId', s.grocery_id, 'name', s.name, 'grams', s.grams,
      'per100g', json_build_object('energy', s.energy, 'fat', s.fat, 'protein', s.protein, 'carb', s.carb),
      'available', s.available) order by s.position) as list,
    sum(s.energy * s.grams / 100) as energy, sum(s.fat * s.grams / 100) as fat,
    sum(s.protein * s.grams / 100) as protein, sum(s.carb * s.grams / 100) as carb
  from seen s group by s.recipe_id`;

const nutrition = (scale: SQL) =>
  sql`json_build_object('energy', ${round1(sql`coalesce(ing.energy, 0) * ${scale}`)},
    'fat', ${round1(sql`coalesce(ing.fat, 0) * ${scale}`)},
    'protein', ${round1(sql`coalesce(ing.protein, 0) * ${scale}`)},
    'carb', ${round1(sql`coalesce(ing.carb, 0) * ${scale}`)})`;

/**
 * Recipes matching `where` (on the `recipes` table), by name, as a JSON array in the shape of the
 * contract's `recipe`, built by the database in one statement: the long answer (GET /recipes) goes
 * to the client as these bytes. Nutrition: total, per serving, and per 100 g of the cooked dish when
 * its weight is known, each summed exactly and rounded once.
 */
export async function recipesJson(
  db: Db,
  viewer: Viewer,
  where: SQL | undefined,
  limit?: number,
): Promise<string> {
  const [row] = await rowsOf<{ json: string }>(
    db,
    sql`
    with chosen as (
      select recipes.id, recipes.user_id, recipes.name, recipes.servings, recipes.cooked_weight,
        recipes.instructions, recipes.source_url, recipes.updated_at,
        case when recipes.is_public then 'public'
          when recipes.shared_team_id is not null and owner.team_id = recipes.shared_team_id then 'team'
          else 'private' end as visibility
      from recipes join users owner on owner.id = recipes.user_id
      where ${where ?? sql`true`}
      order by lower(recipes.name), recipes.id
      ${limit ? sql`limit ${limit}` : sql``}
    ),
    seen as (${ingredientsSeenBy(viewer)}),
    ing as (${perRecipe})
    select coalesce(json_agg(json_build_object(
      'id', chosen.id,
      'userId', case when chosen.user_id = ${viewer.userId} then chosen.user_id end,
      'name', chosen.name,
      'servings', chosen.servings,
      'cookedWeight', chosen.cooked_weight,
      'ingredients', coalesce(ing.list, '[]'::json),
      'instructions', chosen.instructions,
      'sourceUrl', chosen.source_url,
      'visibility', chosen.visibility,
      'perServing', ${nutrition(sql`1.0 / chosen.servings`)},
      'total', ${nutrition(sql`1.0`)},
      'per100g', case when chosen.cooked_weight > 0
        then ${nutrition(sql`100.0 / chosen.cooked_weight`)} end,
      'updatedAt', to_char(chosen.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) order by lower(chosen.name), chosen.id), '[]')::text as json
    from chosen left join ing on ing.recipe_id = chosen.id`,
  );
  return row?.json ?? '[]';
}

/**
 * What putting recipes on a list needs, of the chosen recipes the viewer can see: each one's
 * servings and its ingredients' names (as the viewer sees them) and grams, in the recipe's order.
 * One statement for any number of recipes.
 */
export async function recipesForList(
  db: Db,
  viewer: Viewer,
  where: SQL,
): Promise<Map<string, { servings: number; ingredients: { name: string; grams: number }[] }>> {
  const rows = await rowsOf<{
    id: string;
    servings: number;
    name: string | null;
    grams: number | null;
  }>(
    db,
    sql`
    with chosen as (select recipes.id, recipes.servings from recipes where ${where}),
    seen as (${ingredientsSeenBy(viewer)})
    select chosen.id, chosen.servings, seen.name, seen.grams
    from chosen left join seen on seen.recipe_id = chosen.id
    order by chosen.id, seen.position`,
  );
  const found = new Map<
    string,
    { servings: number; ingredients: { name: string; grams: number }[] }
  >();
  for (const row of rows) {
    let recipe = found.get(row.id);
    if (!recipe) {
      recipe = { servings: row.servings, ingredients: [] };
      found.set(row.id, recipe);
    }
    if (row.name !== null && row.grams !== null) {
      recipe.ingredients.push({ name: row.name, grams: row.grams });
    }
  }
  return found;
}

/** The same recipes, parsed (the routes that answer one recipe). */
export async function loadRecipes(
  db: Db,
  viewer: Viewer,
  where: SQL | undefined,
): Promise<Recipe[]> {
  return JSON.parse(await recipesJson(db, viewer, where)) as Recipe[];
}
