import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { redactUrl } from '../src/app';
import { apiVersion } from '../src/config';
import { mapError } from '../src/http/error-handler';
import { cacheControlFor } from '../src/routes/static';
import { body, login, type Session, useTestSuite } from './helpers';

let app: FastifyInstance;
let ana: Session;
let staticRoot: string;

const suite = useTestSuite(() => {
  staticRoot = mkdtempSync(path.join(tmpdir(), 'organizator-static-'));
  mkdirSync(path.join(staticRoot, 'shell', 'dist'), { recursive: true });
  mkdirSync(path.join(staticRoot, 'mf-notes', 'dist'), { recursive: true });
  writeFileSync(
    path.join(staticRoot, 'shell', 'dist', 'index.html'),
    '<!doctype html><div id=root>',
  );
  writeFileSync(path.join(staticRoot, 'shell', 'dist', 'remotes.json'), '{}');
  writeFileSync(path.join(staticRoot, 'shell', 'dist', 'main.3f9a0c1d.js'), 'x'.repeat(5000));
  writeFileSync(path.join(staticRoot, 'mf-notes', 'dist', 'remoteEntry.js'), 'entry');
  writeFileSync(path.join(staticRoot, 'mf-notes', 'dist', 'mf-manifest.json'), '{}');
  writeFileSync(path.join(staticRoot, 'mf-notes', 'dist', '123.0a1b2c3d4e.js'), 'chunk');

  return { config: { staticRoot } };
});
beforeAll(async () => {
  ({ app } = suite);
  ana = await login(app, 'ana@example.com');
});
afterAll(() => {
  rmSync(staticRoot, { recursive: true, force: true });
});

describe('errors are the envelope with an honest status', () => {
  test('unknown API paths and methods are 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/lists/x/y/z'],
      ['PATCH', '/api/lists'],
      ['GET', '/api'],
    ] as const) {
      const response = await app.inject({ method, url, headers: ana.auth });
      expect(response.statusCode).toBe(404);
      expect(body(response)).toEqual({ success: false, message: 'Nije pronađeno', data: null });
    }
  });

  test('broken JSON is 400, never a stack trace', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/lists',
      headers: { ...ana.auth, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ success: false, message: 'Bad request', data: null });
    expect(response.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  test('a body over the JSON limit is 413', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: { ...ana.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(body(response).success).toBe(false);
  });

  test('an unsupported content type is a 4xx envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/lists',
      headers: { ...ana.auth, 'content-type': 'application/xml' },
      payload: '<list/>',
    });
    expect(response.statusCode).toBe(415);
    expect(body(response).success).toBe(false);
  });

  test('unexpected failures are 500 with a generic message; database conflicts 409', () => {
    expect(mapError(new Error('secret internals'))).toEqual({
      status: 500,
      message: 'Something went wrong, please try again later',
    });
    expect(mapError({ cause: { code: '23505' } }).status).toBe(409);
  });

  test('any other database error is a 500, never a 400 that blames the client', () => {
    // 22003: a number out of range (the underflow of issue 50), 22P02/22021/22P05: text the
    // validation should have refused. Each is our fault and must reach the error log.
    for (const code of ['22003', '22P02', '22001', '22021', '22P05', '23503', '40001']) {
      expect(mapError({ cause: { code } })).toEqual({
        status: 500,
        message: 'Something went wrong, please try again later',
      });
    }
  });
});

describe('logs', () => {
  test('credential query values are masked in logged URLs', () => {
    expect(redactUrl('/verify?code=12345678&email=a%40b.hr')).toBe(
      '/verify?code=[redacted]&email=a%40b.hr',
    );
    expect(redactUrl('/x?a=1&token=abc#f')).toBe('/x?a=1&token=[redacted]#f');
    expect(redactUrl('/api/lists')).toBe('/api/lists');
  });
});

describe('headers', () => {
  test('security headers; the CSP lets the apps run (same-origin scripts, inline styles)', async () => {
    const response = await app.inject({ url: '/api/me', headers: ana.auth });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  test('CORS only for the configured app origins', async () => {
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/api/lists',
      headers: {
        origin: 'http://localhost:3002',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3002');
    const denied = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { ...ana.auth, origin: 'https://evil.example' },
    });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('API responses are compressed when the client accepts it', async () => {
    for (let i = 0; i < 30; i++) {
      await app.inject({
        method: 'POST',
        url: '/api/groceries',
        headers: ana.auth,
        payload: { name: `Namirnica ${i}`, energy: 1, fat: 1, protein: 1, carb: 1, isPublic: true },
      });
    }
    const response = await app.inject({
      url: '/api/groceries/public',
      headers: { ...ana.auth, 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('OpenAPI', () => {
  test('GET /api/openapi.json describes the API from the zod contract', async () => {
    const response = await app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = JSON.parse(response.body) as {
      openapi: string;
      info: { version: string };
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toBe(apiVersion);
    expect(apiVersion).toMatch(/^\d+\.\d+\.\d+$/);
    for (const p of ['/api/lists', '/api/lists/{id}', '/api/verify', '/api/food-diaries/{date}']) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    // The diary's optimistic concurrency is part of the documented contract.
    const diaryPut = JSON.stringify(doc.paths['/api/food-diaries/{date}']);
    expect(diaryPut).toContain('"409"');
    expect(diaryPut).toContain('"version"');
  });
});

describe('static front end', () => {
  test('/ and unknown pages get the shell, no-cache', async () => {
    for (const url of ['/', '/dashboard', '/editor/123?showDone', '/no/such/page']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id=root>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  test('hashed files are immutable, entry files no-cache', async () => {
    const hashed = await app.inject({ url: '/main.3f9a0c1d.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const remotes = await app.inject({ url: '/remotes.json' });
    expect(remotes.headers['cache-control']).toBe('no-cache');
    const entry = await app.inject({ url: '/remotes/mf-notes/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject({ url: '/remotes/mf-notes/mf-manifest.json' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject({ url: '/remotes/mf-notes/123.0a1b2c3d4e.js' });
    expect(chunk.headers['cache-control']).toContain('immutable');
  });

  test('a missing remote file is a 404, not the shell', async () => {
    expect((await app.inject({ url: '/remotes/mf-notes/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/remotes/mf-lists/remoteEntry.js' })).statusCode).toBe(404);
  });

  test('static files are compressed', async () => {
    const response = await app.inject({
      url: '/main.3f9a0c1d.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
  });

  test('cache policy by file name', () => {
    expect(cacheControlFor('/x/index.html')).toBe('no-cache');
    expect(cacheControlFor('/x/vendors-abc.12345678.css')).toContain('immutable');
    expect(cacheControlFor('/x/favicon.ico')).toBe('public, max-age=300');
  });
});
