import type { DiaryMeal, Nutrition, Pot } from '@organizator/shared/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type PotIngredient, potPortions, pots, users } from '../db/schema';

/**
 * Grams within this of what is left count as all of it: the client shows grams to one decimal, so
 * "the rest" it sends may differ from the stored rest by up to half a tenth of a gram.
 */
export const POT_GRAMS_TOLERANCE = 0.05;

/** Newest first; the list of every pot (not only open ones) answers at most this many. */
export const POTS_LIST_MAX = 200;

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Values per 100 g of the cooked dish: the ingredients' values as cooked over its weight. */
export function per100gOf(ingredients: PotIngredient[], cookedWeight: number): Nutrition {
  const total = (key: keyof Nutrition) =>
    ingredients.reduce((sum, i) => sum + (i.per100g[key] * i.grams) / 100, 0);
  const per100 = (key: keyof Nutrition) => round1((total(key) * 100) / cookedWeight);
  return {
    energy: per100('energy'),
    fat: per100('fat'),
    protein: per100('protein'),
    carb: per100('carb'),
  };
}

/**
 * Grams taken from each pot, summed exactly (what is left is compared with this). Written out
 * with table names: drizzle leaves a single table's columns unqualified, which inside this
 * subquery would name the portion's own columns.
 */
const takenSql = sql<number>`coalesce((select sum(pp.grams) from pot_portions pp
  where pp.pot_id = "pots"."id"), 0)::float8`;

/** What is left in a pot, from its row's weight and thrown-away grams and its portions' sum. */
export const leftOf = (pot: { cookedWeight: number; thrownAway: number }, taken: number) =>
  Math.max(0, pot.cookedWeight - pot.thrownAway - taken);

/** An open pot: not marked finished and more than a crumb left. */
const openSql = sql`not ${pots.finished} and ${pots.cookedWeight} - ${pots.thrownAway} - ${takenSql} >= ${POT_GRAMS_TOLERANCE}`;

/**
 * The team's pots matching `where`, as answered: newest day first, each with its portions (oldest
 * first) named by their members.
 */
export async function loadPots(
  db: Db,
  teamId: string,
  options: { where?: SQL; open?: boolean; limit?: number } = {},
): Promise<Pot[]> {
  const rows = await db
    .select({
      id: pots.id,
      recipeId: pots.recipeId,
      name: pots.name,
      date: pots.date,
      cookedWeight: pots.cookedWeight,
      thrownAway: pots.thrownAway,
      finished: pots.finished,
      ingredients: pots.ingredients,
      ownerId: pots.userId,
      taken: takenSql,
    })
    .from(pots)
    .where(and(eq(pots.teamId, teamId), options.where, options.open ? openSql : undefined))
    .orderBy(desc(pots.date), desc(pots.createdAt), asc(pots.id))
    .limit(options.limit ?? POTS_LIST_MAX);
  if (rows.length === 0) return [];
  const portions = await db
    .select({
      potId: potPortions.potId,
      userId: potPortions.userId,
      name: sql<string>`coalesce(nullif(${users.name}, ''), ${users.email})`,
      grams: potPortions.grams,
      date: potPortions.date,
      meal: sql<DiaryMeal>`${potPortions.meal}`,
    })
    .from(potPortions)
    .innerJoin(users, eq(users.id, potPortions.userId))
    .where(
      inArray(
        potPortions.potId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(potPortions.createdAt), asc(potPortions.id));
  return rows.map(({ taken, ingredients, ...row }) => {
    const left = leftOf(row, taken);
    return {
      ...row,
      left: round1(left),
      thrownAway: round1(row.thrownAway),
      finished: row.finished || left < POT_GRAMS_TOLERANCE,
      portions: portions
        .filter((portion) => portion.potId === row.id)
        .map(({ potId: _, grams, ...portion }) => ({ ...portion, grams: round1(grams) })),
      per100g: per100gOf(ingredients, row.cookedWeight),
      ingredients,
    };
  });
}

/** One of the team's pots, or undefined (another team's pot is as unknown as a missing one). */
export async function loadPot(db: Db, teamId: string, potId: string): Promise<Pot | undefined> {
  const [pot] = await loadPots(db, teamId, { where: eq(pots.id, potId), limit: 1 });
  return pot;
}

/**
 * The team's pot row, locked until the transaction ends: every change of what is left (a portion,
 * a new weight, grams thrown away) takes this lock first, so two of them never both see the same rest.
 */
export async function lockPot(tx: Db, teamId: string, potId: string) {
  const [row] = await tx
    .select({
      id: pots.id,
      userId: pots.userId,
      name: pots.name,
      cookedWeight: pots.cookedWeight,
      thrownAway: pots.thrownAway,
      finished: pots.finished,
      ingredients: pots.ingredients,
    })
    .from(pots)
    .where(and(eq(pots.id, potId), eq(pots.teamId, teamId)))
    .for('update');
  if (!row) return undefined;
  const [sum] = await tx
    .select({ taken: sql<number>`coalesce(sum(${potPortions.grams}), 0)::float8` })
    .from(potPortions)
    .where(eq(potPortions.potId, potId));
  return { ...row, taken: sum?.taken ?? 0 };
}

/** Of these pot ids, the team's pots: their names and values per 100 g (the menu's leftovers). */
export async function potsByIds(db: Db, teamId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, { name: string; per100g: Nutrition }>();
  const rows = await db
    .select({
      id: pots.id,
      name: pots.name,
      cookedWeight: pots.cookedWeight,
      ingredients: pots.ingredients,
    })
    .from(pots)
    .where(and(eq(pots.teamId, teamId), inArray(pots.id, unique)));
  return new Map(
    rows.map((row) => [
      row.id,
      { name: row.name, per100g: per100gOf(row.ingredients, row.cookedWeight) },
    ]),
  );
}
