import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { AREAS } from '@organizator/shared/domain';
import { cacheControlFor, HASHED } from '../routes/static';

/**
 * Files that name other files and change with every release: published last, in this order, so
 * whatever they name is already there (a remote's entry before its manifest, the page last).
 */
const ENTRY_ORDER = [
  'remoteEntry.js',
  'mf-manifest.json',
  'remotes.json',
  'manifest.webmanifest',
  'sw.js',
  'index.html',
];

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

export interface ReleaseFile {
  /** The object key: the path the API serves the file at, without the leading slash. */
  key: string;
  file: string;
  hashed: boolean;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Every built file of the shell and the remotes, keyed by the path the API serves it at (`/` the
 * shell, `/remotes/<pkg>/` each remote), in publishing order: hashed files, then other files, then
 * the entry files (ENTRY_ORDER). The precompressed copies stay behind: a bucket serves one encoding
 * of a key, and a CDN in front compresses by itself.
 */
export function releaseFiles(root: string): ReleaseFile[] {
  const dists = [
    { dir: path.join(root, 'shell', 'dist'), prefix: '' },
    ...Object.values(AREAS).map(({ pkg }) => ({
      dir: path.join(root, pkg, 'dist'),
      prefix: `remotes/${pkg}/`,
    })),
  ];
  const files: ReleaseFile[] = [];
  for (const { dir, prefix } of dists) {
    let found: string[];
    try {
      found = filesUnder(dir);
    } catch {
      throw new Error(`${dir} is missing: run \`pnpm build\` first`);
    }
    for (const file of found) {
      if (/\.(br|gz)$/.test(file)) continue;
      const key = prefix + path.relative(dir, file).split(path.sep).join('/');
      files.push({ key, file, hashed: HASHED.test(path.basename(file)) });
    }
  }
  const rank = (f: ReleaseFile) => {
    const entry = ENTRY_ORDER.indexOf(path.posix.basename(f.key));
    if (entry >= 0) return 2 + entry;
    return f.hashed ? 0 : 1;
  };
  return files.sort((a, b) => rank(a) - rank(b) || a.key.localeCompare(b.key));
}

/**
 * Publishes a release to a bucket (a CDN's origin) in `releaseFiles` order. Nothing is deleted:
 * a page of the previous release, still open or served by a process not yet replaced, keeps
 * finding its hashed files. A hashed file already there is the same file and is skipped.
 */
export async function publishRelease(options: {
  client: S3Client;
  sdk: typeof import('@aws-sdk/client-s3');
  bucket: string;
  root: string;
  log?: (line: string) => void;
}): Promise<{ uploaded: string[]; kept: string[] }> {
  const { client, sdk, bucket: Bucket, root, log = () => {} } = options;
  const uploaded: string[] = [];
  const kept: string[] = [];
  for (const { key, file, hashed } of releaseFiles(root)) {
    if (hashed) {
      const there = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key })).then(
        () => true,
        (error: { name?: string; $metadata?: { httpStatusCode?: number } }) => {
          if (error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404) return false;
          throw error;
        },
      );
      if (there) {
        kept.push(key);
        continue;
      }
    }
    await client.send(
      new sdk.PutObjectCommand({
        Bucket,
        Key: key,
        Body: readFileSync(file),
        ContentType: CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream',
        CacheControl: cacheControlFor(key),
      }),
    );
    uploaded.push(key);
    log(`uploaded ${key}`);
  }
  return { uploaded, kept };
}
