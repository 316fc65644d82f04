import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AREAS, type AreaName } from '@organizator/shared/domain';

/** remotes.json: remote name -> URL of its mf-manifest.json (absolute, or a path on this origin). */
export type RemotesMap = Partial<Record<AreaName, string>>;

/** The layout `pnpm start` deploys: every remote's dist under /remotes/<package>/. */
export function defaultRemotes(): Record<AreaName, string> {
  return Object.fromEntries(
    (Object.keys(AREAS) as AreaName[]).map((area) => [
      area,
      `/remotes/${AREAS[area].pkg}/mf-manifest.json`,
    ]),
  ) as Record<AreaName, string>;
}

/** The distinct origins of the absolute URLs in a remotes map (what the CSP must allow). */
export function remoteOrigins(remotes: RemotesMap): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    if (!url || !/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // An unparsable URL allows nothing; the shell reports that remote as failed.
    }
  }
  return [...origins];
}

/** How often the file is looked at again: a deployment edits it, no restart needed. */
const RECHECK_MS = 1000;

/**
 * The deployment's remotes.json, kept outside any build output (a shell redeploy must not reset
 * the remotes' pointers). Created with the default layout when missing; re-read when it changes.
 */
export class RemotesFile {
  private checkedAt = 0;
  private mtimeMs = -1;
  private text = '{}';
  private map: RemotesMap = {};
  private origins: string[] = [];

  constructor(
    readonly file: string,
    private readonly now: () => number = Date.now,
  ) {
    try {
      statSync(file);
    } catch {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(defaultRemotes(), null, 2)}\n`);
    }
    this.refresh(true);
  }

  /** The file's text as served at /remotes.json. */
  json(): string {
    this.refresh();
    return this.text;
  }

  /** Origins of remotes deployed elsewhere, for the Content-Security-Policy. */
  allowedOrigins(): string[] {
    this.refresh();
    return this.origins;
  }

  private refresh(force = false) {
    const now = this.now();
    if (!force && now - this.checkedAt < RECHECK_MS) return;
    this.checkedAt = now;
    try {
      const { mtimeMs } = statSync(this.file);
      if (mtimeMs === this.mtimeMs) return;
      const text = readFileSync(this.file, 'utf8');
      const map = JSON.parse(text) as RemotesMap;
      this.mtimeMs = mtimeMs;
      this.text = JSON.stringify(map);
      this.map = map;
      this.origins = remoteOrigins(map);
    } catch {
      // A half-written or broken file keeps the last good configuration.
    }
  }

  /** The parsed map (the shell page inlines it). */
  current(): RemotesMap {
    this.refresh();
    return this.map;
  }
}
