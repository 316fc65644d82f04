import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import type { EventBus } from '../live/bus';
import { defaultRemotes, type RemotesMap, remoteOrigins } from './remotes-file';

/** Where the deployment's remotes map comes from: a file (one machine) or PostgreSQL (N processes). */
export interface RemotesSource {
  /** The map as served at /remotes.json. */
  json(): string;
  /** Origins of remotes deployed elsewhere, for the Content-Security-Policy. */
  allowedOrigins(): string[];
  /** The parsed map (the shell page inlines it). */
  current(): RemotesMap;
}

const SETTING = 'remotes';

/** A remotes map as stored: an object of remote name -> manifest URL, nothing else. */
export function parseRemotesMap(value: unknown): RemotesMap {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error('remotes.json must be an object of remote name -> mf-manifest.json URL');
  }
  for (const [name, url] of Object.entries(value)) {
    if (typeof url !== 'string' || url === '') {
      throw new Error(`remote ${name}: the URL must be a non-empty string`);
    }
  }
  return value as RemotesMap;
}

/**
 * REMOTES_SOURCE=database: one row of `deployment_settings`, so every process serves the same map
 * and allows the same origins (processes with different files made the page's CSP block a remote).
 * Read at start (written with the default layout when missing) and again whenever the event log
 * says it changed, which `pnpm --filter @organizator/api remotes set FILE` announces.
 */
export class RemotesSetting implements RemotesSource {
  private map: RemotesMap = {};
  private text = '{}';
  private origins: string[] = [];

  private constructor(private readonly database: Database) {}

  static async open(database: Database, bus: EventBus): Promise<RemotesSetting> {
    const setting = new RemotesSetting(database);
    await database.rows(
      sql`insert into deployment_settings (name, value)
          values (${SETTING}, ${JSON.stringify(defaultRemotes())}::jsonb)
          on conflict (name) do nothing`,
    );
    await setting.reload();
    bus.onInvalidate((what) => {
      if (what.remotes) void setting.reload();
    });
    return setting;
  }

  async reload(): Promise<void> {
    const [row] = await this.database.rows<{ value: unknown }>(
      sql`select value from deployment_settings where name = ${SETTING}`,
    );
    try {
      const map = parseRemotesMap(
        typeof row?.value === 'string' ? JSON.parse(row.value) : row?.value,
      );
      this.map = map;
      this.text = JSON.stringify(map);
      this.origins = remoteOrigins(map);
    } catch {
      // A broken row keeps the last good map (the CLI refuses to write one).
    }
  }

  json(): string {
    return this.text;
  }

  allowedOrigins(): string[] {
    return this.origins;
  }

  current(): RemotesMap {
    return this.map;
  }
}

/** Stores a new remotes map and tells every process, in one transaction. */
export async function setRemotes(database: Database, bus: EventBus, map: RemotesMap) {
  await database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.execute(
      sql`insert into deployment_settings (name, value, updated_at)
          values (${SETTING}, ${JSON.stringify(map)}::jsonb, now())
          on conflict (name) do update set value = excluded.value, updated_at = now()`,
    );
    await bus.record({ events: [], invalidations: [{ remotes: true }] }, tx);
  });
  bus.committed();
}

/**
 * With STATIC_ORIGIN the remotes are published there: a remote the map names by a path on this
 * server (`/remotes/<pkg>/mf-manifest.json`, the default layout) is named at the origin instead,
 * in /remotes.json, in the page and in the CSP, so the browser loads its files from the origin.
 */
export class RemotesAtOrigin implements RemotesSource {
  private seen: RemotesMap | null = null;
  private map: RemotesMap = {};
  private text = '{}';
  private origins: string[] = [];

  constructor(
    private readonly inner: RemotesSource,
    private readonly at: (key: string) => string,
  ) {}

  private refresh(): void {
    const current = this.inner.current();
    if (current === this.seen) return;
    this.seen = current;
    this.map = Object.fromEntries(
      Object.entries(current).map(([name, url]) => [
        name,
        url.startsWith('/') && !url.startsWith('//') ? this.at(url.slice(1)) : url,
      ]),
    );
    this.text = JSON.stringify(this.map);
    this.origins = remoteOrigins(this.map);
  }

  json(): string {
    this.refresh();
    return this.text;
  }

  allowedOrigins(): string[] {
    this.refresh();
    return this.origins;
  }

  current(): RemotesMap {
    this.refresh();
    return this.map;
  }
}
