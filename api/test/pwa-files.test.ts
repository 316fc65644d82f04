import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { useTestSuite } from './helpers';

let app: FastifyInstance;

/** A built shell's files in a temp dir, served as the deployment would. */
const root = mkdtempSync(path.join(tmpdir(), 'organizator-pwa-'));
const dist = path.join(root, 'shell', 'dist');
mkdirSync(path.join(dist, 'icons'), { recursive: true });
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id=root>');
writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Organizator"}');
writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(path.join(dist, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
writeFileSync(path.join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

const suite = useTestSuite({
  config: { staticRoot: root, remotesFile: path.join(root, 'deploy', 'remotes.json') },
});
beforeAll(() => {
  app = suite.app;
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the installable app files', () => {
  test('the manifest, icons and favicon are served as themselves, with their content types', async () => {
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const favicon = await app.inject({ url: '/favicon.ico' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const icon = await app.inject({ url: '/icons/icon-192.png' });
    expect(icon.headers['content-type']).toBe('image/png');
  });

  test('the service worker is revalidated on every check and allowed by the CSP', async () => {
    const sw = await app.inject({ url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const csp = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  test('a missing file is a 404, not the app page, while app routes still get index.html', async () => {
    const missing = await app.inject({ url: '/apple-touch-icon-precomposed.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false });
    const page = await app.inject({ url: '/editor/123' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});
