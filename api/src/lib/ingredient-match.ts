import {
  GRAMS_MAX,
  GRAMS_MIN,
  type ImportedIngredient,
  RECIPE_INGREDIENTS_MAX,
} from '@organizator/shared/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client';
import { groceries, ingredientChoices } from '../db/schema';
import type { AuthContext } from '../types';
import {
  type GroceryMeasures,
  gramsOf,
  nameKey,
  type ParsedLine,
  stemsOf,
} from './ingredient-line';
import { visibleTo } from './visibility';

type Viewer = Pick<AuthContext, 'userId' | 'teamId'>;

interface Found extends GroceryMeasures {
  id: string;
  name: string;
  score: number;
}

/** Candidates offered for a line besides the chosen one. */
const CANDIDATES_MAX = 5;
/** Below this, a grocery is offered but not chosen for the user. */
const CHOSEN_MIN = 0.55;

/**
 * How well a grocery's name fits a line's food name: the share of the line's word stems the name
 * has ('maslinova ulja' and 'Maslinovo ulje' share both), less for each word of the name the line
 * lacks ('Jaja' fits '2 jaja' better than 'Jaja, kuhana na tvrdo'), with pg_trgm's similarity of the
 * two as the tie-breaker.
 */
export function fitOf(lineName: string, groceryName: string, trigram: number): number {
  const line = stemsOf(lineName);
  const name = stemsOf(groceryName);
  if (line.length === 0 || name.length === 0) return trigram * 0.5;
  const same = (a: string, b: string) =>
    a === b || (a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a)));
  const shared = line.filter((stem) => name.some((n) => same(stem, n))).length;
  const extra = name.filter((n) => !line.some((stem) => same(stem, n))).length;
  // The name's first word is what the food is ('Pileća prsa, pečena' is chicken).
  const head = line.some((stem) => same(stem, name[0] ?? '')) ? 0.15 : 0;
  return (shared / line.length) * 0.7 + head - extra * 0.05 + trigram * 0.3;
}

/** The groceries the viewer sees whose names are like `name`, best first. */
async function similar(db: Db, viewer: Viewer, name: string): Promise<Found[]> {
  const q = name.toLowerCase();
  const stem = stemsOf(name).join(' ');
  if (!stem) return [];
  const rows = await rowsOf<{
    id: string;
    name: string;
    piece_grams: number | null;
    density: number | null;
    trigram: number;
  }>(
    db,
    sql`select ${groceries.id} as id, ${groceries.name} as name,
          ${groceries.pieceGrams} as piece_grams, ${groceries.density} as density,
          greatest(similarity(lower(${groceries.name}), ${q}),
            word_similarity(${stem}, lower(${groceries.name}))) as trigram
        from ${groceries}
        where ${visibleTo(groceries, viewer)}
          and (lower(${groceries.name}) % ${q} or ${stem} <% lower(${groceries.name}))
        order by trigram desc, lower(${groceries.name}), ${groceries.id}
        limit 30`,
  );
  return rows
    .map((r) => ({
      id: r.id,
      name: r.name,
      pieceGrams: r.piece_grams,
      density: r.density,
      score: fitOf(name, r.name, Number(r.trigram)),
    }))
    .sort((a, b) => b.score - a.score);
}

/** The team's earlier choices for these names, through groceries the viewer still sees. */
async function remembered(db: Db, viewer: Viewer, keys: string[]): Promise<Map<string, Found>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({
      key: ingredientChoices.nameKey,
      id: groceries.id,
      name: groceries.name,
      pieceGrams: groceries.pieceGrams,
      density: groceries.density,
    })
    .from(ingredientChoices)
    .innerJoin(groceries, eq(groceries.id, ingredientChoices.groceryId))
    .where(
      and(
        eq(ingredientChoices.teamId, viewer.teamId),
        inArray(ingredientChoices.nameKey, keys),
        visibleTo(groceries, viewer),
      ),
    );
  return new Map(rows.map(({ key, ...grocery }) => [key, { ...grocery, score: 1 }]));
}

const fitted = (grams: number | null) =>
  grams === null ? null : Math.min(GRAMS_MAX, Math.max(GRAMS_MIN, grams));

/**
 * Each line with the grocery it is matched to (the team's earlier choice for its name, else the
 * most similar the viewer sees, if similar enough), the other candidates, and its grams.
 */
export async function matchLines(
  db: Db,
  viewer: Viewer,
  lines: readonly ParsedLine[],
): Promise<ImportedIngredient[]> {
  const chosen = lines.filter((l) => l.name.length > 0).slice(0, RECIPE_INGREDIENTS_MAX);
  const keys = [...new Set(chosen.map((l) => nameKey(l.name)).filter(Boolean))];
  const choices = await remembered(db, viewer, keys);
  const similarByKey = new Map<string, Found[]>();
  for (const key of keys) similarByKey.set(key, await similar(db, viewer, key));
  return chosen.map((parsed) => {
    const key = nameKey(parsed.name);
    const found = similarByKey.get(key) ?? [];
    const choice = choices.get(key);
    const best = found[0];
    const match = choice ?? (best && best.score >= CHOSEN_MIN ? best : null);
    const candidates = [
      ...(match ? [match] : []),
      ...found.filter((f) => f.id !== match?.id),
    ].slice(0, CANDIDATES_MAX);
    return {
      line: parsed.line,
      name: parsed.name,
      amount: parsed.amount,
      unit: parsed.unit,
      grams: fitted(gramsOf(parsed, match)),
      groceryId: match?.id ?? null,
      candidates: candidates.map((c) => ({ groceryId: c.id, name: c.name })),
    };
  });
}

/**
 * Remembers, for the team, the grocery each imported line's name was saved with: the next import
 * matches the name to it for every member. Only a grocery the saver sees is remembered.
 */
export async function rememberChoices(
  tx: Db,
  viewer: Viewer,
  picks: readonly { importName?: string; groceryId: string }[],
): Promise<void> {
  const latest = new Map<string, string>();
  for (const pick of picks) {
    const key = pick.importName ? nameKey(pick.importName) : '';
    if (key) latest.set(key, pick.groceryId);
  }
  for (const [key, groceryId] of latest) {
    await tx.execute(
      sql`insert into ingredient_choices (team_id, name_key, grocery_id)
          select ${viewer.teamId}, ${key}, ${groceries.id} from ${groceries}
          where ${groceries.id} = ${groceryId} and ${visibleTo(groceries, viewer)}
          on conflict (team_id, name_key)
          do update set grocery_id = excluded.grocery_id, updated_at = now()`,
    );
  }
}
