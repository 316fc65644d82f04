import type { List, ListItem } from '@organizator/shared/contract';
import { normaliseCategory } from '@organizator/shared/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client';

export const imageUrl = (urlKey: string) => `/api/images/${urlKey}`;

/** An item's images as the contract's JSON array, by the item's id column. */
export const imagesOf = (itemId: SQL) => sql`coalesce((
  select json_agg(json_build_object(
    'id', m.id, 'url', '/api/images/' || m.url_key, 'description', m.description,
    'listItemId', m.list_item_id) order by m.created_at, m.id)
  from list_item_images m where m.list_item_id = ${itemId}), '[]'::json)`;

const itemsOf = sql`coalesce((
  select json_agg(json_build_object(
    'id', i.id, 'listId', i.list_id, 'name', i.name, 'category', i.category,
    'quantity', i.quantity, 'isDone', i.is_done, 'images', ${imagesOf(sql`i.id`)}) order by i.created_at, i.id)
  from list_items i where i.list_id = l.id), '[]'::json)`;

interface ListRow {
  id: string;
  name: string;
  createdAt: Date | string;
  categoriesOrder: string[];
  items: ListItem[] | string;
}

const toList = (row: ListRow): List => ({
  id: row.id,
  name: row.name,
  createdAt: new Date(row.createdAt).toISOString(),
  categoriesOrder: row.categoriesOrder,
  items: typeof row.items === 'string' ? (JSON.parse(row.items) as ListItem[]) : row.items,
});

/**
 * A team's lists with their items and images in ONE query (json aggregation), newest list first,
 * items in the order they were added. Optionally only one list.
 */
export async function loadLists(db: Db, teamId: string, listId?: string): Promise<List[]> {
  const rows = await rowsOf<ListRow>(
    db,
    sql`
    select l.id, l.name, l.created_at as "createdAt", l.categories_order as "categoriesOrder",
      ${itemsOf} as items
    from lists l
    where l.team_id = ${teamId} ${listId ? sql`and l.id = ${listId}` : sql``}
    order by l.created_at desc, l.id`,
  );
  return rows.map(toList);
}

export async function loadList(db: Db, teamId: string, listId: string): Promise<List | null> {
  const [list] = await loadLists(db, teamId, listId);
  return list ?? null;
}

export async function loadItem(db: Db, teamId: string, itemId: string): Promise<ListItem | null> {
  const rows = await rowsOf<ListItem & { images: ListItem['images'] | string }>(
    db,
    sql`
    select i.id, i.list_id as "listId", i.name, i.category, i.quantity, i.is_done as "isDone",
      ${imagesOf(sql`i.id`)} as images
    from list_items i join lists l on l.id = i.list_id
    where i.id = ${itemId} and l.team_id = ${teamId}`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ...row,
    images: typeof row.images === 'string' ? JSON.parse(row.images) : row.images,
  };
}

/** Several items of one team list, as stored now, in the list's order. */
export async function loadItems(
  db: Db,
  teamId: string,
  listId: string,
  itemIds: readonly string[],
): Promise<ListItem[]> {
  if (itemIds.length === 0) return [];
  const ids = sql.join(
    itemIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await rowsOf<ListItem & { images: ListItem['images'] | string }>(
    db,
    sql`
    select i.id, i.list_id as "listId", i.name, i.category, i.quantity, i.is_done as "isDone",
      ${imagesOf(sql`i.id`)} as images
    from list_items i join lists l on l.id = i.list_id
    where i.list_id = ${listId} and l.team_id = ${teamId} and i.id in (${ids})
    order by i.created_at, i.id`,
  );
  return rows.map((row) => ({
    ...row,
    images: typeof row.images === 'string' ? JSON.parse(row.images) : row.images,
  }));
}

/** Category names are compared lower case; anything outside the 32 is "ostalo" (docs/product.md (#data, #validation)). */
export function normaliseOrder(order: readonly string[]): string[] {
  return [...new Set(order.map((c) => normaliseCategory(c)))];
}

export interface ItemChanges {
  name?: string;
  category?: string;
  /** Null clears it; undefined leaves it as it is. */
  quantity?: string | null;
  isDone?: boolean;
}

/**
 * Changes one item of a team list and answers it as it now is, with its list's name, in ONE
 * statement: the answer is the item this write produced (not whatever a concurrent reset left a
 * moment later), and a toggle costs one round trip. Null when the item is not on that team's list.
 */
export async function updateItem(
  db: Db,
  teamId: string,
  listId: string,
  itemId: string,
  changes: ItemChanges,
): Promise<{ item: ListItem; listName: string } | null> {
  const rows = await rowsOf<ListItem & { listName: string; images: ListItem['images'] | string }>(
    db,
    sql`
    with changed as (
      update list_items i set
        name = coalesce(${changes.name ?? null}::text, i.name),
        category = coalesce(${changes.category ?? null}::text, i.category),
        quantity = case when ${changes.quantity !== undefined}::boolean
          then ${changes.quantity ?? null}::text else i.quantity end,
        is_done = coalesce(${changes.isDone ?? null}::boolean, i.is_done)
      from lists l
      where i.id = ${itemId} and i.list_id = ${listId} and l.id = i.list_id and l.team_id = ${teamId}
      returning i.id, i.list_id, i.name, i.category, i.quantity, i.is_done, l.name as list_name)
    select c.id, c.list_id as "listId", c.name, c.category, c.quantity, c.is_done as "isDone",
      c.list_name as "listName", ${imagesOf(sql`c.id`)} as images
    from changed c`,
  );
  const row = rows[0];
  if (!row) return null;
  const { listName, images, ...item } = row;
  return {
    listName,
    item: { ...item, images: typeof images === 'string' ? JSON.parse(images) : images },
  };
}
