import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder } from '../src/db/client';
import { migrateOnce } from '../src/db/migrate-once';
import { onPostgres } from './helpers';

interface Journal {
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}

/**
 * A copy of the real migrations, cut to the first `keep` of them, plus (optionally) a slow data
 * migration that counts its own runs: the one that ran four times when processes raced.
 */
function migrationsCopy(keep: number, withSlowDataMigration: boolean): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'organizator-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  journal.entries = journal.entries.slice(0, keep);
  if (withSlowDataMigration) {
    const last = journal.entries[journal.entries.length - 1]!;
    const tag = `${String(last.idx + 1).padStart(4, '0')}_slow_data_probe`;
    writeFileSync(
      path.join(dir, `${tag}.sql`),
      'CREATE TABLE "migration_probe" ("ran_at" timestamptz NOT NULL);--> statement-breakpoint\n' +
        'INSERT INTO "migration_probe" SELECT now() FROM pg_sleep(1);',
    );
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag });
  }
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL!;
  const name = `migrate_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE template0`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const journalCount = async (url: string) =>
  Number(
    (await query<{ n: string }>(url, 'SELECT count(*) AS n FROM drizzle.__drizzle_migrations'))[0]!
      .n,
  );

// PGlite is one process by construction (its folder lock); the race exists on PostgreSQL only.
// Each migrateOnce call below uses its own connection, which is all a separate process would add:
// advisory locks belong to a connection.
const describePg = onPostgres ? describe : describe.skip;

describePg('start-up migrations with several processes at once', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('four processes on an empty database all come up and each migration runs once', async () => {
    const { url, drop } = await freshDatabase();
    try {
      const all = readJournalLength();
      const folder = migrationsCopy(all, true);
      folders.push(folder);
      await Promise.all([1, 2, 3, 4].map(() => migrateOnce(url, folder)));
      expect(await journalCount(url)).toBe(all + 1);
      expect(await query(url, 'SELECT * FROM migration_probe')).toHaveLength(1);
      const starters = await query<{ n: string }>(
        url,
        "SELECT count(*) AS n FROM groceries WHERE id LIKE 'starter-%'",
      );
      expect(Number(starters[0]!.n)).toBeGreaterThan(0);
    } finally {
      await drop();
    }
  });

  it('four processes on a database one migration behind apply the missing one once', async () => {
    const { url, drop } = await freshDatabase();
    try {
      const all = readJournalLength();
      const behind = migrationsCopy(all, false);
      const ahead = migrationsCopy(all, true);
      folders.push(behind, ahead);
      await migrateOnce(url, behind);
      expect(await journalCount(url)).toBe(all);
      await Promise.all([1, 2, 3, 4].map(() => migrateOnce(url, ahead)));
      expect(await journalCount(url)).toBe(all + 1);
      expect(await query(url, 'SELECT * FROM migration_probe')).toHaveLength(1);
    } finally {
      await drop();
    }
  });
});

function readJournalLength(): number {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  return journal.entries.length;
}
