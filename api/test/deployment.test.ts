import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { configFromEnv } from '../src/config';
import { defaultRemotes, remoteOrigins } from '../src/http/remotes-file';
import { useTestSuite } from './helpers';

let app: FastifyInstance;
let root: string;
let remotesFile: string;

const suite = useTestSuite(() => {
  root = mkdtempSync(path.join(tmpdir(), 'organizator-deploy-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><div id=root>');
  // A stale copy inside the shell's build must not win over the deployment's file.
  writeFileSync(path.join(root, 'shell', 'dist', 'remotes.json'), '{"mf_notes":"/stale"}');
  remotesFile = path.join(root, 'deploy', 'remotes.json');
  return { config: { staticRoot: root, remotesFile } };
});
beforeAll(() => {
  ({ app } = suite);
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Writes remotes.json as a deployment would, with a distinct mtime so the change is seen. */
function deploy(map: Record<string, string>, age = 0) {
  writeFileSync(remotesFile, JSON.stringify(map));
  const at = new Date(Date.now() + age);
  utimesSync(remotesFile, at, at);
}

const waitForCsp = async (expected: (csp: string) => boolean) => {
  for (let i = 0; i < 40; i++) {
    const csp = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    if (expected(csp)) return csp;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the CSP did not follow remotes.json');
};

describe('remotes.json is deployment configuration', () => {
  test('a missing file is created with the default layout and served no-cache', async () => {
    expect(JSON.parse(readFileSync(remotesFile, 'utf8'))).toEqual(defaultRemotes());
    const response = await app.inject({ url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual(defaultRemotes());
    expect(response.json().mf_notes).toBe('/remotes/mf-notes/mf-manifest.json');
  });

  test('pointing a remote at another origin allows that origin in the CSP, without a restart', async () => {
    const before = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    expect(before).not.toContain('http://localhost:5999');
    deploy({ ...defaultRemotes(), mf_notes: 'http://localhost:5999/v2/mf-manifest.json' }, 5_000);
    const csp = await waitForCsp((value) => value.includes('http://localhost:5999'));
    for (const directive of ['script-src', 'style-src', 'connect-src', 'img-src', 'font-src']) {
      expect(csp).toMatch(new RegExp(`${directive} [^;]*http://localhost:5999`));
    }
    expect((await app.inject({ url: '/remotes.json' })).json().mf_notes).toBe(
      'http://localhost:5999/v2/mf-manifest.json',
    );
    // Pointing it back removes the origin again.
    deploy(defaultRemotes(), 10_000);
    await waitForCsp((value) => !value.includes('http://localhost:5999'));
  });

  test('only the origins of absolute URLs are allowed', () => {
    expect(
      remoteOrigins({
        mf_notes: 'https://cdn.example.com/notes/mf-manifest.json',
        mf_lists: '/remotes/mf-lists/mf-manifest.json',
        mf_diary: 'https://cdn.example.com/diary/mf-manifest.json',
        mf_settings: 'not a url',
      }),
    ).toEqual(['https://cdn.example.com']);
  });

  test('REMOTES_FILE chooses the file; by default it lives in deploy/, outside every dist', () => {
    expect(configFromEnv({ REMOTES_FILE: '/srv/remotes.json' }).remotesFile).toBe(
      '/srv/remotes.json',
    );
    expect(configFromEnv({}).remotesFile).toMatch(/deploy[/\\]remotes\.json$/);
  });

  test('mail links follow PORT unless APP_ORIGIN says otherwise', () => {
    expect(configFromEnv({ PORT: '3117' }).appOrigin).toBe('http://localhost:3117');
    expect(configFromEnv({}).appOrigin).toBe('http://localhost:3000');
    expect(
      configFromEnv({ PORT: '3117', APP_ORIGIN: 'https://organizator.example' }).appOrigin,
    ).toBe('https://organizator.example');
  });
});
