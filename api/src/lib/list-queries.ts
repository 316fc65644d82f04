import type { List, ListItem } from '@organizator/shared/contract';
import { normaliseCategory } from '@organizator/shared/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export const imageUrl = (urlKey: string) => `/api/images/${urlKey}`;

const imagesOf = (itemId: SQL) => sql`coalesce((
  select json_agg(json_build_object(
    'id', m.id, 'url', '/api/images/' || m.url_key, 'description', m.description,
    'listItemId', m.list_item_id) order by m.created_at, m.id)
  from list_item_images m where m.list_item_id = ${itemId}), '[]'::json)`;

const itemsOf = sql`coalesce((
  select json_agg(json_build_object(
    'id', i.id, 'listId', i.list_id, 'name', i.name, 'category', i.category,
    'isDone', i.is_done, 'images', ${imagesOf(sql`i.id`)}) order by i.created_at, i.id)
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
export async function loadLists(
  database: Database,
  teamId: string,
  listId?: string,
): Promise<List[]> {
  const rows = await database.rows<ListRow>(sql`
    select l.id, l.name, l.created_at as "createdAt", l.categories_order as "categoriesOrder",
      ${itemsOf} as items
    from lists l
    where l.team_id = ${teamId} ${listId ? sql`and l.id = ${listId}` : sql``}
    order by l.created_at desc, l.id`);
  return rows.map(toList);
}

export async function loadList(
  database: Database,
  teamId: string,
  listId: string,
): Promise<List | null> {
  const [list] = await loadLists(database, teamId, listId);
  return list ?? null;
}

export async function loadItem(
  database: Database,
  teamId: string,
  itemId: string,
): Promise<ListItem | null> {
  const rows = await database.rows<ListItem & { images: ListItem['images'] | string }>(sql`
    select i.id, i.list_id as "listId", i.name, i.category, i.is_done as "isDone",
      ${imagesOf(sql`i.id`)} as images
    from list_items i join lists l on l.id = i.list_id
    where i.id = ${itemId} and l.team_id = ${teamId}`);
  const row = rows[0];
  if (!row) return null;
  return {
    ...row,
    images: typeof row.images === 'string' ? JSON.parse(row.images) : row.images,
  };
}

/** Category names are compared lower case; anything outside the 32 is "ostalo" (SPEC §3, §5). */
export function normaliseOrder(order: readonly string[]): string[] {
  return [...new Set(order.map((c) => normaliseCategory(c)))];
}
