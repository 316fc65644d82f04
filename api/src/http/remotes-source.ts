import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import type { EventBus } from '../live/bus';
import { defaultRemotes, parseRemotesMap, type RemotesMap, remoteOrigins } from './remotes-map';

/** Where the deployment's remotes map comes from: a file (one machine) or PostgreSQL (N processes). */
export interface RemotesSource {
  /** The map as served at /remotes.json. */
  json(): string;
  /** Origins of remotes deployed elsewhere, for the Content-Security-Policy. */
  allowedOrigins(): string[];
  /** The parsed map (the shell page inlines it). */
  current(): RemotesMap;
}

/**
 * A source that holds the last good map it read, with its text and allowed origins made once per
 * map rather than per request. `refresh` (nothing by default) looks for a newer map before each
 * answer; `hold` takes one.
 */
export abstract class HeldRemotes implements RemotesSource {
  private map: RemotesMap = {};
  private text = '{}';
  private origins: string[] = [];

  protected refresh(): void {}

  protected hold(map: RemotesMap): void {
    this.map = map;
    this.text = JSON.stringify(map);
    this.origins = remoteOrigins(map);
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

const SETTING = 'remotes';

/**
 * REMOTES_SOURCE=database: one row of `deployment_settings`, so every process serves the same map
 * and allows the same origins (processes with different files made the page's CSP block a remote).
 * Read at start (written with the default layout when missing) and again whenever the event log
 * says it changed, which `pnpm --filter @organizator/api remotes set FILE` announces.
 */
export class RemotesSetting extends HeldRemotes {
  private constructor(private readonly database: Database) {
    super();
  }

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
      this.hold(
        parseRemotesMap(typeof row?.value === 'string' ? JSON.parse(row.value) : row?.value),
      );
    } catch {
      // A broken row keeps the last good map (the CLI refuses to write one).
    }
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
export class RemotesAtOrigin extends HeldRemotes {
  private seen: RemotesMap | null = null;

  constructor(
    private readonly inner: RemotesSource,
    private readonly at: (key: string) => string,
  ) {
    super();
  }

  protected override refresh(): void {
    const current = this.inner.current();
    if (current === this.seen) return;
    this.seen = current;
    this.hold(
      Object.fromEntries(
        Object.entries(current).map(([name, url]) => [
          name,
          url.startsWith('/') && !url.startsWith('//') ? this.at(url.slice(1)) : url,
        ]),
      ),
    );
  }
}
