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

/**
 * A remotes map as a deployment wrote it (a file, the stored row, the CLI's input): an object of
 * remote name -> non-empty manifest URL, nothing else. Throws saying what is wrong.
 */
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

/** `parseRemotesMap` of a remotes.json text. */
export const readRemotesMap = (text: string): RemotesMap => parseRemotesMap(JSON.parse(text));
