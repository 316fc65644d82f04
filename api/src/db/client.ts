import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { describeFsError, lockDataDir } from './data-dir-lock';
import { migrateOnce } from './migrate-once';
import * as schema from './schema';
import { seedStarterGroceries } from './starter-groceries';

export type Schema = typeof schema;
/** The one query type the routes use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs raw SQL and returns its rows (both drivers answer with `{rows}`). */
  rows<T>(query: SQL): Promise<T[]>;
  /** The connection string, when on PostgreSQL (the event bus opens its own LISTEN client). */
  url?: string;
  /** PGlite only: the whole cluster as a tarball, to start further instances from. */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/** Raw SQL on a connection or a transaction; both drivers answer with `{rows}`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** PGlite in a folder (or in memory when dataDir is undefined), migrated. */
export async function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  // loadDataDir starts from a dumped cluster (tests, bench): ~1 s instead of ~4 s of initdb.
  let client: PGlite;
  let db: ReturnType<typeof drizzlePglite<Schema>>;
  try {
    // pg_trgm: imported ingredient lines are matched to groceries by similarity (migration 0008).
    // One options object: PGlite ignores a second argument when the first (dataDir) is undefined.
    client = new PGlite({
      ...(dataDir ? { dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: { pg_trgm },
    });
    db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    await seedStarterGroceries(db as unknown as Db);
  } catch (error) {
    release();
    // A full or read-only disk shows up here as PGlite's own error: name the cause.
    throw (dataDir && describeFsError(dataDir, causeOf(error))) || error;
  }
  const typed = db as unknown as Db;
  return {
    kind: 'pglite',
    db: typed,
    rows: (query) => rowsOf(typed, query),
    dump: async () => client.dumpDataDir('none'),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** The errno-carrying error inside whatever PGlite or drizzle wrapped it in. */
function causeOf(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if ((current as NodeJS.ErrnoException).code) return current;
    current = current.cause;
  }
  return error;
}

/**
 * node-postgres pool on DATABASE_URL, migrated and seeded under an advisory lock (`migrateOnce`), so
 * any number of processes may start at once. `migrationsFolder` is replaceable for tests only.
 */
export async function openPostgres(
  url: string,
  poolSize = 10,
  options: { migrationsFolder?: string } = {},
): Promise<Database> {
  await migrateOnce(url, options.migrationsFolder ?? migrationsFolder);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server drops (restart, failover, admin termination) is replaced by the
  // pool on the next query; without a listener, node would treat the event as a crash.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL pool: idle connection lost (${error.message})`);
  });
  const db = drizzlePg({ client: pool, schema });
  const typed = db as unknown as Db;
  return {
    kind: 'postgres',
    db: typed,
    url,
    rows: (query) => rowsOf(typed, query),
    close: () => pool.end(),
  };
}

export function openDatabase(config: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}
