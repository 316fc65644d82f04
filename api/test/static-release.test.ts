import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createS3Client } from '../src/lib/s3';
import { publishRelease, releaseFiles } from '../src/lib/static-release';
import { writeRelease } from './fixtures/release';

/*
 * `pnpm publish:static` against an S3-compatible bucket (s3rver, started here): every app's files
 * under the paths the API serves them at, hashed files first and kept across releases, entry files
 * last, each with the cache policy the API would send.
 */

const BUCKET = 'organizator-static';
const work = mkdtempSync(path.join(tmpdir(), 'organizator-release-'));
let server: S3rver;
let s3: Awaited<ReturnType<typeof createS3Client>>;
process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';

const build = writeRelease;

const get = async (key: string) => {
  const answer = await s3.client.send(new s3.sdk.GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return {
    text: await answer.Body!.transformToString(),
    type: answer.ContentType,
    cacheControl: answer.CacheControl,
  };
};

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(work, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  s3 = await createS3Client({ endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1' });
});
afterAll(async () => {
  await server.close();
  rmSync(work, { recursive: true, force: true });
});

test('a release is ordered hashed files first, then the rest, entry files last and the page at the end', () => {
  const root = path.join(work, 'order');
  build(root, 'aaaaaaaa');
  const keys = releaseFiles(root).map((f) => f.key);
  const at = (key: string) => keys.indexOf(key);
  expect(keys).not.toContain('main.aaaaaaaa.js.br');
  expect(keys.at(-1)).toBe('index.html');
  const lastHashed = Math.max(...keys.flatMap((k, i) => (/aaaaaaaa/.test(k) ? [i] : [])));
  expect(lastHashed).toBeLessThan(at('icons/icon-192.png'));
  expect(at('icons/icon-192.png')).toBeLessThan(at('remotes/mf-notes/remoteEntry.js'));
  expect(at('remotes/mf-notes/remoteEntry.js')).toBeLessThan(
    at('remotes/mf-notes/mf-manifest.json'),
  );
  expect(at('remotes/mf-notes/mf-manifest.json')).toBeLessThan(at('sw.js'));
});

test('publishing keeps the previous release’s hashed files and replaces its entry files', async () => {
  const first = path.join(work, 'first');
  const second = path.join(work, 'second');
  build(first, 'aaaaaaaa');
  build(second, 'bbbbbbbb');
  await publishRelease({ ...s3, bucket: BUCKET, root: first });
  const again = await publishRelease({ ...s3, bucket: BUCKET, root: second });
  // The old page's chunks are still there for pages and processes of the old release.
  expect((await get('main.aaaaaaaa.js')).text).toBe("console.log('aaaaaaaa')");
  expect((await get('remotes/mf-notes/static/js/routes.aaaaaaaa.js')).text).toBe('routes aaaaaaaa');
  // The entry files are the new release's.
  expect((await get('index.html')).text).toContain('main.bbbbbbbb.js');
  expect((await get('remotes/mf-notes/mf-manifest.json')).text).toContain('bbbbbbbb');
  expect(again.uploaded).toContain('main.bbbbbbbb.js');

  // Published again unchanged: the hashed files are already there and are not sent twice.
  const repeat = await publishRelease({ ...s3, bucket: BUCKET, root: second });
  expect(repeat.kept).toContain('main.bbbbbbbb.js');
  expect(repeat.uploaded).not.toContain('main.bbbbbbbb.js');
  expect(repeat.uploaded.at(-1)).toBe('index.html');
});

test('each object carries its content type and the cache policy the API sends for that file', async () => {
  const root = path.join(work, 'types');
  build(root, 'cccccccc');
  await publishRelease({ ...s3, bucket: BUCKET, root });
  const chunk = await get('main.cccccccc.js');
  expect(chunk.type).toMatch(/^text\/javascript/);
  expect(chunk.cacheControl).toBe('public, max-age=31536000, immutable');
  const page = await get('index.html');
  expect(page.type).toMatch(/^text\/html/);
  expect(page.cacheControl).toBe('no-cache');
  expect((await get('remotes/mf-notes/remoteEntry.js')).cacheControl).toBe('no-cache');
});
