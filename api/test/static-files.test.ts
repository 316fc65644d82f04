import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { makeApp, openTestDatabase } from './helpers';

let database: Database;
let app: FastifyInstance;
let root: string;

const INDEX = `<!doctype html><div id=root></div>${'<!-- shell -->'.repeat(200)}`;
const CHUNK = `console.log(${JSON.stringify('chunk '.repeat(500))});`;
// Distinct bytes per encoding, so a test can tell which copy was sent (a build writes real ones).
const BR_MARK = '/* from the .br copy */';
const GZ_MARK = '/* from the .gz copy */';

/** A dist folder as the build leaves it: each text file with its .br and .gz copies. */
function writeWithCopies(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(`${BR_MARK}${text}`)));
  writeFileSync(`${file}.gz`, gzipSync(Buffer.from(`${GZ_MARK}${text}`)));
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'organizator-static-files-'));
  const shell = path.join(root, 'shell', 'dist');
  const notes = path.join(root, 'mf-notes', 'dist');
  mkdirSync(shell, { recursive: true });
  mkdirSync(notes, { recursive: true });
  writeWithCopies(path.join(shell, 'index.html'), INDEX);
  writeWithCopies(path.join(shell, 'main.3f9a0c1d.js'), CHUNK);
  writeWithCopies(path.join(notes, 'remoteEntry.js'), CHUNK);
  // A file the build left without copies.
  writeFileSync(path.join(shell, 'tiny.0a1b2c3d.js'), 'x');
  database = await openTestDatabase();
  app = await makeApp(database, { config: { staticRoot: root } });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

describe('precompressed static files', () => {
  test('a browser accepting brotli gets the build-time .br copy, cached as the file it encodes', async () => {
    const response = await app.inject({
      url: '/main.3f9a0c1d.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(`${BR_MARK}${CHUNK}`);
  });

  test('gzip-only clients get the .gz copy; entry files stay no-cache', async () => {
    const response = await app.inject({
      url: '/remotes/mf-notes/remoteEntry.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(response.rawPayload).toString()).toBe(`${GZ_MARK}${CHUNK}`);
  });

  test('a client without compression gets the file itself, still with Vary', async () => {
    const response = await app.inject({ url: '/main.3f9a0c1d.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(CHUNK);
  });

  test('a file without compressed copies (an older build) is still served, compressed on the fly', async () => {
    const response = await app.inject({
      url: '/tiny.0a1b2c3d.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('x');
  });

  test('the app page of a navigation is index.html, compressed and no-cache', async () => {
    const response = await app.inject({
      url: '/editor/123',
      headers: {
        accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
        'sec-fetch-mode': 'navigate',
        'accept-encoding': 'br',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
  });
});

describe('only navigations fall back to index.html', () => {
  test.each([
    '/favicon.ico',
    '/x.js',
    '/assets/old-chunk.0a1b2c3d.css',
    '/remotes/mf-notes/missing.js',
    '/remotes/mf-notes/',
  ])('the missing file %s is a 404 envelope, never the app page', async (url) => {
    const response = await app.inject({
      url,
      headers: { accept: '*/*', 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ success: false, message: 'Nije pronađeno', data: null });
  });

  test('a script fetching a page path gets a 404, a browser navigating to it gets the app', async () => {
    const fetched = await app.inject({
      url: '/dashboard',
      headers: { accept: 'application/json', 'sec-fetch-mode': 'cors' },
    });
    expect(fetched.statusCode).toBe(404);
    const image = await app.inject({
      url: '/dashboard',
      headers: { accept: 'image/avif,image/webp,*/*', 'sec-fetch-mode': 'no-cors' },
    });
    expect(image.statusCode).toBe(404);
    const navigated = await app.inject({
      url: '/dashboard',
      headers: { accept: 'text/html', 'sec-fetch-mode': 'navigate' },
    });
    expect(navigated.statusCode).toBe(200);
    expect(navigated.body).toBe(INDEX);
  });

  test('a POST to a page path is a 404, not the app page', async () => {
    const response = await app.inject({ method: 'POST', url: '/dashboard', payload: {} });
    expect(response.statusCode).toBe(404);
  });
});

describe('revalidation', () => {
  const again = async (url: string) => {
    const first = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    return app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
  };

  test('an unchanged remote entry is a 304 with only what revalidation needs', async () => {
    const response = await again('/remotes/mf-notes/remoteEntry.js');
    expect(response.statusCode).toBe(304);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeDefined();
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  test('an unchanged page is a 304 that keeps its CSP (configuration may change it)', async () => {
    const response = await again('/dashboard');
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe('');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
