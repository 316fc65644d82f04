import type { ListItem } from '@organizator/shared/contract';
import { normaliseCategory } from '@organizator/shared/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client';
import { listItems, lists } from '../db/schema';
import { notFound } from '../http/errors';
import type { AuthContext } from '../types';
import { appendCategories } from './categories-order';
import type { Outbox } from './change';
import { publishItemsChanged } from './events';
import { newId } from './ids';
import { loadItems } from './list-queries';
import { mergeQuantity } from './quantity-merge';

/** A food's amount to put on a list: what recipe and plan items both merge. */
export interface Amount {
  name: string;
  grams: number;
}

/** Names are matched as the database's lower() matches them everywhere; this is its JS twin. */
const nameKey = (name: string) => name.toLocaleLowerCase('hr');

/** The amounts with one entry per name (case-insensitively), in first-seen order, grams summed. */
export function sumByName(amounts: Iterable<Amount>): Amount[] {
  const byName = new Map<string, Amount>();
  for (const { name, grams } of amounts) {
    const seen = byName.get(nameKey(name));
    if (seen) seen.grams += grams;
    else byName.set(nameKey(name), { name, grams });
  }
  return [...byName.values()];
}

/**
 * The caller's team's list, locked for the rest of the transaction: requests for one list (and
 * their replays) run one by one, so a merge never reads an item another request is about to add.
 * Another team's list is a 404.
 */
export async function lockTeamList(tx: Db, teamId: string, listId: string) {
  const [list] = await tx
    .select({ id: lists.id, name: lists.name })
    .from(lists)
    .where(and(eq(lists.id, listId), eq(lists.teamId, teamId)))
    .for('update');
  if (!list) throw notFound();
  return list;
}

/**
 * What is on the list and in the team's history for these names: the oldest open item of each name
 * on this list (it takes the merge), whether the list holds the name as bought, and the category
 * the team last gave each name on any list. Keyed by the names as asked.
 */
async function namesOnList(tx: Db, teamId: string, listId: string, names: string[]) {
  const asked = sql`(values ${sql.join(
    names.map((n) => sql`(${n}::text)`),
    sql`, `,
  )}) as n(name)`;
  // Locked: a teammate's edit of the same item waits, so the summed amount is never lost.
  const onList = await rowsOf<{
    key: string;
    id: string;
    quantity: string | null;
    isDone: boolean;
  }>(
    tx,
    sql`select n.name as key, i.id, i.quantity, i.is_done as "isDone"
      from list_items i join ${asked} on lower(i.name) = lower(n.name)
      where i.list_id = ${listId}
      order by i.created_at desc, i.id desc
      for update of i`,
  );
  const used = await rowsOf<{ key: string; category: string }>(
    tx,
    sql`select distinct on (n.name) n.name as key, i.category
      from list_items i join lists l on l.id = i.list_id join ${asked} on lower(i.name) = lower(n.name)
      where l.team_id = ${teamId}
      order by n.name, i.created_at desc, i.id desc`,
  );
  const open = onList.filter((row) => !row.isDone);
  return {
    // Newest first, so the map keeps the oldest open item of each name.
    open: new Map(open.map((row) => [row.key, row])),
    bought: new Set(onList.filter((row) => row.isDone).map((row) => row.key)),
    category: new Map(used.map((row) => [row.key, row.category])),
  };
}

export interface MergeResult {
  /** Every item an amount went into, in the amounts' order. */
  itemIds: string[];
  /** What went where. */
  added: { itemId: string; name: string; grams: number }[];
  /** Names skipped because the list holds them only as bought. */
  bought: string[];
}

/**
 * Merges amounts (one per name: `sumByName`) into a locked list, inside the caller's transaction:
 * each goes into the list's open item of the same name (grams summed, other amounts shown beside)
 * or becomes a new item with the category the team last used for the name. With `skipBought`, a
 * name the list holds only as bought (ticked, no open item) is left out and reported instead.
 */
export async function mergeIntoList(
  tx: Db,
  teamId: string,
  listId: string,
  amounts: Amount[],
  options: { skipBought: boolean },
): Promise<MergeResult> {
  const result: MergeResult = { itemIds: [], added: [], bought: [] };
  if (amounts.length === 0) return result;
  const known = await namesOnList(
    tx,
    teamId,
    listId,
    amounts.map((a) => a.name),
  );
  // Worked out here, written below in one UPDATE and one INSERT: a week's plan touches dozens of
  // items, and a statement per item made the request a round trip per item.
  const updates: { id: string; quantity: string }[] = [];
  const inserts: { id: string; name: string; category: string; quantity: string }[] = [];
  for (const { name, grams } of amounts) {
    const open = known.open.get(name);
    if (open) {
      updates.push({ id: open.id, quantity: mergeQuantity(open.quantity, grams) });
      result.itemIds.push(open.id);
      result.added.push({ itemId: open.id, name, grams });
      continue;
    }
    if (options.skipBought && known.bought.has(name)) {
      result.bought.push(name);
      continue;
    }
    const id = newId();
    const category = normaliseCategory(known.category.get(name));
    inserts.push({ id, name, category, quantity: mergeQuantity(null, grams) });
    result.itemIds.push(id);
    result.added.push({ itemId: id, name, grams });
  }
  if (updates.length > 0) {
    const rows = sql.join(
      updates.map((u) => sql`(${u.id}::text, ${u.quantity}::text)`),
      sql`, `,
    );
    await tx.execute(sql`update list_items set quantity = v.quantity
      from (values ${rows}) as v(id, quantity) where list_items.id = v.id`);
  }
  if (inserts.length > 0) {
    await tx.insert(listItems).values(
      inserts.map((item, i) => ({
        ...item,
        listId,
        // Lists show items in the order they were added: one instant apart each, as now() is one
        // instant per transaction.
        createdAt: sql`clock_timestamp() + ${i} * interval '1 microsecond'`,
      })),
    );
    await appendCategories(
      tx,
      listId,
      inserts.map((item) => item.category),
    );
  }
  return result;
}

/**
 * Before a merge commits, in its transaction: forgets the cached list, reads the items as stored and
 * tells the team in one list-updated event carrying them. `changedIds` is empty for a replay, which
 * changed nothing. Answers the items of `itemIds`.
 */
export async function announceMerge(
  tx: Db,
  out: Outbox,
  auth: AuthContext,
  list: { id: string; name: string },
  merge: { itemIds: string[]; changedIds: string[] },
): Promise<ListItem[]> {
  if (merge.changedIds.length > 0) out.invalidate({ lists: [list.id] });
  const stored = await loadItems(tx, auth.teamId, list.id, merge.itemIds);
  const byId = new Map(stored.map((item) => [item.id, item]));
  const items = merge.itemIds
    .map((id) => byId.get(id))
    .filter((item): item is ListItem => item !== undefined);
  const changed = new Set(merge.changedIds);
  const told = items.filter((item) => changed.has(item.id));
  if (told.length > 0) publishItemsChanged(out, auth, list, told);
  return items;
}
