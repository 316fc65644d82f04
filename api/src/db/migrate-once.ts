import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Db } from './client';
import * as schema from './schema';
import { seedStarterGroceries } from './starter-groceries';

/**
 * The advisory lock key every Organizator process takes around start-up migration and seeding.
 * Any constant works as long as all processes agree and nothing else on the server uses it.
 */
export const MIGRATION_LOCK_KEY = 0x6f7267616e; // "organ"

/**
 * Applies pending migrations and the starter catalogue once, however many processes start at once.
 * drizzle-orm's PostgreSQL migrator takes no lock (its issue #874): processes migrating together
 * crashed on each other's CREATE TYPE or ran a migration twice. So one dedicated connection takes a
 * session advisory lock first; whoever waits for it then finds the journal complete and does nothing.
 * A session lock (not a transaction lock) because drizzle runs its own transaction inside; the lock
 * goes with the connection if the process dies, so a crash never leaves it taken.
 */
export async function migrateOnce(url: string, migrationsFolder: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder });
    await seedStarterGroceries(db as unknown as Db);
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  } finally {
    await client.end();
  }
}
