import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { tableNames } from '../../src/db/schema';

/**
 * Columns a refused request may still write, by design: a wrong login code counts against its code
 * (`attempts`), rate limits count refused requests, a session's rolling expiry moves on use, and a
 * barcode Open Food Facts does not know is remembered for a while (the 404 is its answer).
 */
const WRITTEN_BY_REFUSALS = new Set([
  'login_codes.attempts',
  'rate_counters.*',
  'sessions.last_used_at',
  'food_lookups.*',
]);

/** A hash of every table's rows, per table: a refused request must leave every one as it was. */
export async function fingerprinter(
  database: Database,
): Promise<() => Promise<Map<string, string>>> {
  const columns = await database.rows<{ table_name: string; column_name: string }>(
    sql`select table_name, column_name from information_schema.columns
        where table_schema = current_schema() order by table_name, ordinal_position`,
  );
  const parts: string[] = [];
  for (const table of tableNames) {
    if (WRITTEN_BY_REFUSALS.has(`${table}.*`)) continue;
    const all = columns.filter((c) => c.table_name === table);
    const kept = all.filter((c) => !WRITTEN_BY_REFUSALS.has(`${table}.${c.column_name}`));
    // Every insert or update gives a row a new xmin (its transaction), every delete takes one away:
    // the rows' xmins say whether a table was written without reading (detoasting) its values.
    // A table with a column refusals may write is hashed by its other columns' values instead.
    const rowHash =
      kept.length === all.length
        ? 'xmin::text::bigint'
        : `hashtextextended(row(${kept.map((c) => `"${c.column_name}"`).join(', ')})::text, 0)`;
    parts.push(
      `select '${table}' as t, count(*) || ':' || coalesce(sum(${rowHash}), 0) as h from "${table}"`,
    );
  }
  const query = sql.raw(parts.join(' union all '));
  return async () => {
    const rows = await database.rows<{ t: string; h: string }>(query);
    return new Map(rows.map((row) => [row.t, row.h]));
  };
}

/** The tables whose rows differ between two fingerprints. */
function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([table, hash]) => before.get(table) !== hash).map(([table]) => table);
}

/**
 * Watches every table for writes. `changed()` names the tables written since the last call. It
 * first asks for the next transaction id, which only a writing transaction moves on: when it has
 * not moved (most refusals), nothing was written and no table is read. (On a shared PostgreSQL
 * other databases move it too; the tables are then compared, which is only slower.)
 */
export async function tableWatch(database: Database) {
  const readTables = await fingerprinter(database);
  const nextXid = async () =>
    (
      await database.rows<{ x: string }>(
        sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`,
      )
    )[0]?.x;
  let xid = await nextXid();
  let tables = await readTables();
  return {
    async changed(): Promise<string[]> {
      const now = await nextXid();
      if (now === xid) return [];
      const next = await readTables();
      const changed = changedTables(tables, next);
      xid = now;
      tables = next;
      return changed;
    },
  };
}
