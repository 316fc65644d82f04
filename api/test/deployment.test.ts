import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { configFromEnv } from '../src/config';
import { defaultRemotes, remoteOrigins } from '../src/http/remotes-map';
import { useTestSuite } from './helpers';

const BOOT_JS = "document.documentElement.setAttribute('data-boot', 'app');";

let app: FastifyInstance;
let root: string;
let remotesFile: string;

const suite = useTestSuite(() => {
  root = mkdtempSync(path.join(tmpdir(), 'organizator-deploy-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    path.join(root, 'shell', 'dist', 'index.html'),
    '<!doctype html><html><head><title>O</title><script src="/boot.js"></script>' +
      '<link href="/main.abc.css" rel="stylesheet"><link href="/fonts.def.css" rel="stylesheet">' +
      '</head><body><div id=root>' +
      '<template data-boot-frame="/ /login"><div class="org-boot">Prijava</div></template>' +
      '<template data-boot-frame="/dashboard"><div class="org-boot-app">Popisi</div></template>' +
      '<template data-boot-frame="/notes"><div class="org-boot-app">Bilješke</div></template>' +
      '<template data-boot-frame="/food-diary/day/:date"><div class="org-boot-app">Dnevnik</div></template>' +
      '</div></body></html>',
  );
  // mf-lists deployed on this server, as the build leaves its manifest.
  mkdirSync(path.join(root, 'mf-lists', 'dist'), { recursive: true });
  writeFileSync(
    path.join(root, 'mf-lists', 'dist', 'mf-manifest.json'),
    JSON.stringify({
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          path: './routes',
          assets: {
            js: { sync: ['62.aaaa1111.js', 'routes.bbbb2222.js'], async: ['961.cccc3333.js'] },
            css: { sync: ['routes.dddd4444.css'], async: [] },
          },
        },
      ],
      // What the build adds: each route's page files (one may also be a `./routes` file).
      pages: {
        // A pattern that also matches /dashboard, listed first: the manifest's route decides.
        '/:anything': ['9.dddd9999.js'],
        '/dashboard': ['5.eeee5555.js'],
        '/editor/:listId': ['62.aaaa1111.js', '7.ffff6666.js', '7.ffff7777.css'],
        '/lists/new': [],
      },
    }),
  );
  writeFileSync(path.join(root, 'shell', 'dist', 'boot.js'), BOOT_JS);
  writeFileSync(path.join(root, 'shell', 'dist', 'main.abc.css'), '.a{color:red}');
  // A relative url() would resolve against the page's path once inside the page: stays linked.
  writeFileSync(path.join(root, 'shell', 'dist', 'fonts.def.css'), '@font-face{src:url(f.woff2)}');
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

  test('a page navigation carries the remotes map and preloads what its area loads first', async () => {
    deploy(
      { ...defaultRemotes(), mf_notes: 'https://cdn.example.com/notes/mf-manifest.json' },
      15_000,
    );
    const page = async (url: string) => {
      for (let i = 0; i < 40; i++) {
        const body = (await app.inject({ url, headers: { 'sec-fetch-mode': 'navigate' } })).body;
        if (body.includes('cdn.example.com')) return body;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the page did not follow remotes.json');
    };
    const editor = await page('/editor/abc');
    const inline = /<script type="application\/json" id="organizator-remotes">(.*?)<\/script>/.exec(
      editor,
    );
    expect(JSON.parse(inline?.[1] ?? 'null')).toMatchObject({
      mf_lists: '/remotes/mf-lists/mf-manifest.json',
      mf_notes: 'https://cdn.example.com/notes/mf-manifest.json',
    });
    // Started with the app's scripts after the first paint (boot.js), and the page's own files by
    // the shell's first script, not while the page parses.
    const started = /<template data-start>(.*?)<\/template>/.exec(editor)?.[1] ?? '';
    const pageFiles = /<template data-start-page>(.*?)<\/template>/.exec(editor)?.[1] ?? '';
    expect(editor.replace(started, '').replace(pageFiles, '')).not.toContain('rel="preload"');
    const preloadsIn = (html: string) =>
      [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)].map(
        (m) => `${m[2]} ${m[1]}`,
      );
    expect(preloadsIn(pageFiles)).toEqual([
      'script /remotes/mf-lists/7.ffff6666.js',
      'style /remotes/mf-lists/7.ffff7777.css',
    ]);
    const dashboard = preloadsIn(await page('/dashboard'));
    expect(dashboard).toContain('script /remotes/mf-lists/5.eeee5555.js');
    expect(dashboard).not.toContain('script /remotes/mf-lists/9.dddd9999.js');
    // A page without files of its own names none.
    expect(await page('/lists/new')).not.toContain('data-start-page');
    const preloads = preloadsIn(started);
    expect(preloads).toEqual([
      'fetch /remotes/mf-lists/mf-manifest.json',
      'script /remotes/mf-lists/remoteEntry.js',
      'script /remotes/mf-lists/62.aaaa1111.js',
      'script /remotes/mf-lists/routes.bbbb2222.js',
      'style /remotes/mf-lists/routes.dddd4444.css',
    ]);
    // A remote deployed elsewhere: its manifest only (its files are known once it is read).
    const notes = await page('/notes/abc');
    expect(notes).toContain(
      '<link rel="preload" href="https://cdn.example.com/notes/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    );
    expect(notes).not.toContain('as="script"');
    // A page of no area (sign-in) gets the map and no preload.
    const login = await page('/login');
    expect(login).toContain('id="organizator-remotes"');
    expect(login).not.toContain('rel="preload"');
    deploy(defaultRemotes(), 20_000);
  });

  test("a page the shell pre-rendered comes with its own frame unwrapped, and no other page's", async () => {
    const page = async (url: string) =>
      (await app.inject({ url, headers: { 'sec-fetch-mode': 'navigate' } })).body;
    for (const url of ['/dashboard', '/dashboard/']) {
      const body = await page(url);
      expect(body).toContain('<div id=root><div class="org-boot-app">Popisi</div></div>');
      expect(body).not.toContain('<template data-boot-frame');
    }
    const notes = await page('/notes');
    expect(notes).toContain('<div id=root><div class="org-boot-app">Bilješke</div></div>');
    // A route with a parameter: any day of the diary.
    expect(await page('/food-diary/day/2026-11-24')).toContain(
      '<div id=root><div class="org-boot-app">Dnevnik</div></div>',
    );
    // A page with no frame gets none; the inert copies are left out.
    expect(await page('/notes/abc')).toContain('<div id=root></div>');
    // One frame for several routes: the sign-in form, at / and /login.
    for (const url of ['/', '/login']) {
      expect(await page(url)).toContain('<div id=root><div class="org-boot">Prijava</div></div>');
    }
  });

  test('a page carries its boot script and stylesheet, and its policy allows exactly that script', async () => {
    const response = await app.inject({ url: '/notes', headers: { 'sec-fetch-mode': 'navigate' } });
    expect(response.body).toContain(`<script>${BOOT_JS}</script>`);
    expect(response.body).toContain('<style>.a{color:red}</style>');
    expect(response.body).toContain('<link href="/fonts.def.css" rel="stylesheet">');
    expect(response.body).not.toContain('src="/boot.js"');
    const hash = createHash('sha256').update(BOOT_JS).digest('base64');
    const scriptSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc?.startsWith("script-src 'self'")).toBe(true);
    expect(scriptSrc?.endsWith(` 'sha256-${hash}'`)).toBe(true);
    // The files themselves are still served (the service worker's offline page links them).
    expect((await app.inject({ url: '/boot.js' })).body).toBe(BOOT_JS);
    // Other responses keep the plain policy.
    const api = await app.inject({ url: '/api/openapi.json' });
    expect(String(api.headers['content-security-policy'])).not.toContain('sha256-');
  });

  test('a remotes map cannot close the script element it is inlined in', async () => {
    deploy(
      { ...defaultRemotes(), mf_notes: 'https://x.example/</script><script>alert(1)</script>' },
      25_000,
    );
    for (let i = 0; i < 40; i++) {
      const body = (await app.inject({ url: '/login', headers: { 'sec-fetch-mode': 'navigate' } }))
        .body;
      if (body.includes('x.example')) {
        expect(body).not.toContain('</script><script>alert(1)');
        expect(body).toContain('\\u003c/script>');
        deploy(defaultRemotes(), 30_000);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the page did not follow remotes.json');
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
