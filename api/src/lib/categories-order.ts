import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/*
 * categoriesOrder is shared by everyone editing a list at once, so it is never read, changed in
 * JavaScript and written back whole (on PostgreSQL two such writers lose each other's categories).
 * Each change is one UPDATE that computes the new order from the row it locks.
 */

/**
 * SPEC §4: a new item with an unseen category appends that category. A no-op when the order already
 * holds it, whoever added it meanwhile.
 */
export async function appendCategory(db: Db, listId: string, category: string): Promise<void> {
  await db.execute(sql`
    update lists set categories_order = categories_order || jsonb_build_array(${category}::text)
    where id = ${listId} and not (categories_order @> jsonb_build_array(${category}::text))`);
}

/** Several new items at once: their unseen categories appended in one UPDATE, in the order given. */
export async function appendCategories(
  db: Db,
  listId: string,
  categories: readonly string[],
): Promise<void> {
  const added = JSON.stringify([...new Set(categories)]);
  await db.execute(sql`
    update lists set categories_order = categories_order || coalesce((
      select jsonb_agg(to_jsonb(c) order by n)
      from jsonb_array_elements_text(${added}::jsonb) with ordinality as t(c, n)
      where not (categories_order @> jsonb_build_array(c))), '[]'::jsonb)
    where id = ${listId}`);
}

/**
 * The order a reorder saves: the client's order first, then every stored category the client did
 * not send (added by someone else since the client's view), in their stored order. Evaluated inside
 * the UPDATE against the locked row.
 */
export function mergedOrder(order: readonly string[]): SQL {
  const sent = JSON.stringify(order);
  return sql`${sent}::jsonb || coalesce((
    select jsonb_agg(kept.c order by kept.n)
    from jsonb_array_elements_text(categories_order) with ordinality as kept(c, n)
    where not (${sent}::jsonb @> jsonb_build_array(kept.c))), '[]'::jsonb)`;
}

/**
 * A new list starts with the order the team's shop walk already has: the order of its newest list
 * that has one (the list last shopped with, where a reorder was most likely made). Evaluated inside
 * the INSERT, so a concurrent new list or reorder is seen as committed.
 */
export function teamOrder(teamId: string): SQL {
  return sql`coalesce((
    select l.categories_order from lists l
    where l.team_id = ${teamId} and jsonb_array_length(l.categories_order) > 0
    order by l.created_at desc, l.id desc limit 1), '[]'::jsonb)`;
}
