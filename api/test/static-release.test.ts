import { releaseFiles } from '../src/lib/static-release';
import { type StaticBucket, startStaticBucket } from './fixtures/static-bucket';

/*
 * `pnpm publish:static` against an S3-compatible bucket (s3rver, started here): every app's files
 * under the paths the API serves them at, hashed files first and kept across releases, entry files
 * last, each with the cache policy the API would send.
 */

let bucket: StaticBucket;

beforeAll(async () => {
  bucket = await startStaticBucket('organizator-release-');
});
afterAll(() => bucket?.close());

test('a release is ordered hashed files first, then the rest, entry files last and the page at the end', () => {
  const root = bucket.build('order', 'aaaaaaaa');
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
  const first = bucket.build('first', 'aaaaaaaa');
  const second = bucket.build('second', 'bbbbbbbb');
  await bucket.publish(first);
  const again = await bucket.publish(second);
  // The old page's chunks are still there for pages and processes of the old release.
  expect((await bucket.get('main.aaaaaaaa.js')).text).toBe("console.log('aaaaaaaa')");
  expect((await bucket.get('remotes/mf-notes/static/js/routes.aaaaaaaa.js')).text).toBe(
    'routes aaaaaaaa',
  );
  // The entry files are the new release's.
  expect((await bucket.get('index.html')).text).toContain('main.bbbbbbbb.js');
  expect((await bucket.get('remotes/mf-notes/mf-manifest.json')).text).toContain('bbbbbbbb');
  expect(again.uploaded).toContain('main.bbbbbbbb.js');

  // Published again unchanged: the hashed files are already there and are not sent twice.
  const repeat = await bucket.publish(second);
  expect(repeat.kept).toContain('main.bbbbbbbb.js');
  expect(repeat.uploaded).not.toContain('main.bbbbbbbb.js');
  expect(repeat.uploaded.at(-1)).toBe('index.html');
});

test('each object carries its content type and the cache policy the API sends for that file', async () => {
  await bucket.publish(bucket.build('types', 'cccccccc'));
  const chunk = await bucket.get('main.cccccccc.js');
  expect(chunk.type).toMatch(/^text\/javascript/);
  expect(chunk.cacheControl).toBe('public, max-age=31536000, immutable');
  const page = await bucket.get('index.html');
  expect(page.type).toMatch(/^text\/html/);
  expect(page.cacheControl).toBe('no-cache');
  expect((await bucket.get('remotes/mf-notes/remoteEntry.js')).cacheControl).toBe('no-cache');
});
