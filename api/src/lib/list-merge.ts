import type { ListItem } from '@organizator/shared/contract';
import { CATEGORY_VALUES, normaliseCategory } from '@organizator/shared/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Db, rowsOf } from '../db/client';
import { lists } from '../db/schema';
import { notFound } from '../http/errors';
import type { AppDeps, AuthContext } from '../types';
import { publishItemsChanged } from './events';
import { newId } from './ids';
import { invalidate } from './invalidate';
import { imagesOf, loadItems } from './list-queries';
import { gramsSql, mergedQuantity } from './quantity-merge';

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

export interface MergeResult {
  /** Every item an amount went into, in the amounts' order. */
  itemIds: string[];
  /** The items as the merge left them, in the same order. */
  items: ListItem[];
  /** What went where. */
  added: { itemId: string; name: string; grams: number }[];
  /** Names skipped because the list holds them only as bought. */
  bought: string[];
}

interface MergedRow {
  ord: number;
  lost: boolean;
  id: string | null;
  name: string;
  category: string;
  quantity: string | null;
  isDone: boolean;
  images: ListItem['images'] | string | null;
}

/**
 * One statement: each amount goes into the list's oldest open item of the same name
 * (case-insensitively; grams summed, other amounts shown beside), else, unless the list holds the
 * name only as bought and `skipBought`, becomes a new item with the category the team last gave
 * the name on any of its lists. New categories are appended to the list's order. Answers a row
 * per amount: the item as written, none for a skipped one, `lost` for an open item deleted by
 * someone else between this statement's snapshot and its write.
 */
async function mergeStatement(
  tx: Db,
  teamId: string,
  listId: string,
  amounts: readonly Amount[],
  skipBought: boolean,
): Promise<MergedRow[]> {
  const asked = sql.join(
    amounts.map((a, i) => sql`(${i}::int, ${a.name}::text, ${a.grams}::float8, ${newId()}::text)`),
    sql`, `,
  );
  const categories = `{${CATEGORY_VALUES.join(',')}}`;
  return rowsOf<MergedRow>(
    tx,
    sql`
    with asked(ord, name, grams, new_id) as (values ${asked}),
    on_list as (
      select lower(i.name) as k, i.id, i.is_done, i.created_at from list_items i
      where i.list_id = ${listId} and lower(i.name) in (select lower(name) from asked)),
    open_item as (
      select distinct on (k) k, id from on_list where not is_done order by k, created_at, id),
    plan as (
      select a.ord, a.name, a.grams, a.new_id, o.id as open_id,
        exists (select 1 from on_list b where b.k = lower(a.name) and b.is_done) as is_bought,
        -- Looked up only for a name that becomes a new item (by the lower(name) index).
        case when o.id is null then coalesce((
          select case when u.category = any(${categories}::text[]) then u.category end
          from (select lower(btrim(i.category)) as category
            from list_items i join lists l on l.id = i.list_id
            where l.team_id = ${teamId} and lower(i.name) = lower(a.name)
            order by i.created_at desc, i.id desc limit 1) u), ${normaliseCategory(null)}) end
          as category
      from asked a left join open_item o on o.k = lower(a.name)),
    merged as (
      update list_items i set quantity = ${mergedQuantity(sql`i.quantity`, sql`p.grams`)}
      from plan p where i.id = p.open_id
      returning p.ord, i.id, i.name, i.category, i.quantity, i.is_done),
    added as (
      insert into list_items (id, list_id, name, category, quantity, created_at)
      select p.new_id, ${listId}, p.name, p.category, ${gramsSql(sql`p.grams`)},
        -- Lists show items in the order they were added: one instant apart each.
        clock_timestamp() + p.ord * interval '1 microsecond'
      from plan p where p.open_id is null and not (${skipBought}::boolean and p.is_bought)
      returning id, name, category, quantity, is_done),
    appended as (
      update lists set categories_order = categories_order || coalesce((
        select jsonb_agg(to_jsonb(c.category) order by c.first)
        from (select n.category, min(p.ord) as first from plan p join added n on n.id = p.new_id
          group by n.category) c
        where not (categories_order @> jsonb_build_array(c.category))), '[]'::jsonb)
      where id = ${listId} and exists (select 1 from added))
    select p.ord, p.open_id is not null and m.id is null as lost,
      coalesce(m.id, n.id) as id, coalesce(m.name, n.name, p.name) as name,
      coalesce(m.category, n.category, p.category) as category,
      coalesce(m.quantity, n.quantity) as quantity, coalesce(m.is_done, n.is_done, false) as "isDone",
      case when m.id is not null then ${imagesOf(sql`m.id`)} else '[]'::json end as images
    from plan p left join merged m on m.ord = p.ord left join added n on n.id = p.new_id
    order by p.ord`,
  );
}

/**
 * Merges amounts (one per name: `sumByName`) into a list locked by `lockTeamList`, inside the
 * caller's transaction: each goes into the list's open item of the same name (grams summed, other
 * amounts shown beside) or becomes a new item with the category the team last used for the name.
 * With `skipBought`, a name the list holds only as bought (ticked, no open item) is left out and
 * reported instead. The merge is one statement (a week's plan touches dozens of items), and its
 * answer is the items as written, so nothing is read again.
 */
export async function mergeIntoList(
  tx: Db,
  teamId: string,
  listId: string,
  amounts: Amount[],
  options: { skipBought: boolean },
): Promise<MergeResult> {
  const result: MergeResult = { itemIds: [], items: [], added: [], bought: [] };
  if (amounts.length === 0) return result;
  const rows = await mergeStatement(tx, teamId, listId, amounts, options.skipBought);
  const lost: Amount[] = [];
  for (const row of rows) {
    const amount = amounts[row.ord]!;
    if (row.lost) lost.push(amount);
    else if (row.id === null) result.bought.push(amount.name);
    else {
      const images = typeof row.images === 'string' ? JSON.parse(row.images) : row.images;
      result.itemIds.push(row.id);
      result.items.push({
        id: row.id,
        listId,
        name: row.name,
        category: row.category,
        quantity: row.quantity,
        isDone: row.isDone,
        images: images ?? [],
      });
      result.added.push({ itemId: row.id, name: amount.name, grams: amount.grams });
    }
  }
  if (lost.length === 0) return result;
  // An item deleted by a teammate while this merge waited for it: merged again against the list
  // as it is now (a new statement sees the deletion), so no amount is dropped.
  const again = await mergeIntoList(tx, teamId, listId, lost, options);
  return {
    itemIds: [...result.itemIds, ...again.itemIds],
    items: [...result.items, ...again.items],
    added: [...result.added, ...again.added],
    bought: [...result.bought, ...again.bought],
  };
}

/**
 * After a merge is committed: forgets the cached list and tells the team in list-updated events
 * carrying the changed items (split to fit a notification). A replay changed nothing and tells
 * nobody.
 */
export async function announceMerge(
  deps: AppDeps,
  request: FastifyRequest,
  auth: AuthContext,
  list: { id: string; name: string },
  changed: readonly ListItem[],
): Promise<void> {
  if (changed.length === 0) return;
  await invalidate(deps, request, { lists: [list.id] });
  await publishItemsChanged(deps, request, auth, list, [...changed]);
}

/** The items of `itemIds` as stored now, in that order (a replay's answer); deleted ones left out. */
export async function storedItems(
  db: Db,
  teamId: string,
  listId: string,
  itemIds: readonly string[],
): Promise<ListItem[]> {
  const byId = new Map((await loadItems(db, teamId, listId, itemIds)).map((i) => [i.id, i]));
  return itemIds.flatMap((id) => byId.get(id) ?? []);
}
