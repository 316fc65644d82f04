import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { eventually } from './eventually';
import { type StaticBucket, startStaticBucket } from './fixtures/static-bucket';
import { makeApp, openTestDatabase } from './helpers';

/*
 * STATIC_ORIGIN: the built apps published to a bucket (s3rver, started here) and served from it
 * by a tiny static proxy (a bucket website or CDN in production); the API renders the page from
 * the published copy, names the remotes at the origin (page, preloads, CSP, /remotes.json), reads
 * the shell's files through, and follows a new release without a restart.
 */

let bucket: StaticBucket;
let origin: string;
let proxy: http.Server;
let database: Database;
let app: FastifyInstance;

/** GET /<key> answers the object as a bucket website would (with its ETag, 304 when unchanged). */
function bucketWebsite() {
  return http.createServer(async (request, response) => {
    const key = decodeURIComponent((request.url ?? '/').split('?')[0]!.slice(1));
    try {
      const object = await bucket.s3.client.send(
        new bucket.s3.sdk.GetObjectCommand({
          Bucket: bucket.bucket,
          Key: key,
          IfNoneMatch: request.headers['if-none-match'],
        }),
      );
      // Read whole before the head is written: a failed read is then still a clean 404.
      const body = Buffer.from(await object.Body!.transformToByteArray());
      response.writeHead(200, {
        'content-type': object.ContentType ?? 'application/octet-stream',
        'cache-control': object.CacheControl ?? '',
        etag: object.ETag ?? '',
      });
      response.end(body);
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
        ?.httpStatusCode;
      response.writeHead(status === 304 ? 304 : 404);
      response.end();
    }
  });
}

const publish = (hash: string) => bucket.publish(bucket.build(hash, hash));
const page = (url: string) =>
  app.inject({ url, headers: { accept: 'text/html', 'sec-fetch-mode': 'navigate' } });

beforeAll(async () => {
  bucket = await startStaticBucket('organizator-static-origin-');
  proxy = bucketWebsite();
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  await publish('aaaaaaaa');
  database = await openTestDatabase();
  app = await makeApp(database, {
    config: {
      staticRoot: null,
      staticOrigin: `${origin}/`,
      remotesFile: path.join(bucket.work, 'remotes.json'),
    },
  });
  // Publishing and a first database take minutes on a loaded machine.
}, 300_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  proxy?.close();
  await bucket?.close();
});

test('the page is rendered from the published copy, its boot script inlined', async () => {
  await eventually(async () =>
    (await page('/dashboard')).body.includes("window.release = 'aaaaaaaa'"),
  );
  const response = await page('/dashboard');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/text\/html/);
  expect(response.body).toContain('/main.aaaaaaaa.js');
});

test("the page names the shell's hashed files at the origin, its other files here", async () => {
  const body = (await page('/dashboard')).body;
  expect(body).toContain(`data-start="${origin}/main.aaaaaaaa.js"`);
  expect(body).toContain(`href="${origin}/core.aaaaaaaa.js"`);
  expect(body).not.toContain('"/main.aaaaaaaa.js"');
  // The web app manifest (like the service worker) stays on this server.
  expect(body).toContain('href="/manifest.webmanifest"');
  const csp = String((await page('/dashboard')).headers['content-security-policy']);
  expect(csp).toMatch(new RegExp(`script-src [^;]*${origin.replace(/\./g, '\\.')}`));
  expect(csp).toMatch(new RegExp(`style-src [^;]*${origin.replace(/\./g, '\\.')}`));
});

test('remotes are named at the origin: in the page, its preloads, the CSP and /remotes.json', async () => {
  const response = await page('/notes');
  const manifest = `${origin}/remotes/mf-notes/mf-manifest.json`;
  expect(response.body).toContain(manifest);
  await eventually(async () =>
    (await page('/notes')).body.includes(`${origin}/remotes/mf-notes/remoteEntry.js`),
  );
  expect((await page('/notes')).body).toContain(
    `${origin}/remotes/mf-notes/static/js/routes.aaaaaaaa.js`,
  );
  expect((await page('/notes')).body).toContain(
    `<template data-start-page><link rel="preload" href="${origin}/remotes/mf-notes/static/js/page.aaaaaaaa.js" as="script"></template>`,
  );
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toMatch(new RegExp(`script-src [^;]*${origin.replace(/\./g, '\\.')}`));
  expect(csp).toMatch(new RegExp(`connect-src [^;]*${origin.replace(/\./g, '\\.')}`));
  const remotes = JSON.parse((await app.inject({ url: '/remotes.json' })).body) as Record<
    string,
    string
  >;
  expect(remotes.mf_notes).toBe(manifest);
});

test("the shell's files are still read through from the origin, for pages that name them here (the service worker's copy)", async () => {
  const chunk = await app.inject({ url: '/main.aaaaaaaa.js' });
  expect(chunk.statusCode).toBe(200);
  expect(chunk.body).toBe("console.log('aaaaaaaa')");
  expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(chunk.headers['content-type']).toMatch(/javascript/);
  const missing = await app.inject({ url: '/main.ffffffff.js' });
  expect(missing.statusCode).toBe(404);
  expect(JSON.parse(missing.body).success).toBe(false);
});

test('a new release is picked up without a restart, and the old chunks still load', async () => {
  await publish('bbbbbbbb');
  await eventually(async () => (await page('/dashboard')).body.includes('/main.bbbbbbbb.js'));
  await eventually(async () =>
    (await page('/notes')).body.includes(`/remotes/mf-notes/static/js/routes.bbbbbbbb.js`),
  );
  // A page of the old release, still open, finds its files.
  expect((await app.inject({ url: '/main.aaaaaaaa.js' })).statusCode).toBe(200);
}, 300_000);
