// The federation budget check (budgets.mjs) on a small build of its own: one shell, one remote.
// Run by `pnpm test` (its `budgets` step): node --test scripts/budgets.test.mjs
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { checkBudgets, recorded, routeFigures } from './budgets.mjs';

const AREAS = {
  mf_x: { pkg: 'mf-x', routes: [{ path: '/a' }, { path: '/b' }, { path: '/c' }] },
};
let root;

const write = (file, content) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
};
/** A script of `bytes` bytes. */
const script = (file, bytes) => write(file, 'x'.repeat(bytes));
const group = (id, module, request, files, children = [], type = 'javascript/auto') => ({
  id,
  origins: [{ module, type, request, line: 1 }],
  files,
  children,
});

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'budgets-'));
  write(
    'shell/dist/index.html',
    '<head><script data-start="/react.js"></script><script data-start="/main.js"></script>' +
      '<template data-start-app><link rel="preload" href="/app.js" as="script">' +
      '<link rel="preload" href="/app.css" as="style"></template></head>',
  );
  for (const file of ['react.js', 'main.js', 'app.js']) script(`shell/dist/${file}`, 1000);
  write('shell/dist/app.css', 'a{}');
  write(
    'mf-x/dist/mf-manifest.json',
    JSON.stringify({
      metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
      exposes: [{ path: './routes', assets: { js: { sync: ['routes.js'] } } }],
    }),
  );
  for (const [file, bytes] of Object.entries({
    'remoteEntry.js': 100,
    'routes.js': 200,
    'page-a.js': 300,
    'page-b.js': 400,
    'dialog.js': 50,
    'editor.js': 600,
    'react-fallback.js': 5000,
  }))
    script(`mf-x/dist/${file}`, bytes);
  write(
    'mf-x/build-stats/chunk-graph.json',
    JSON.stringify({
      groups: [
        group(0, 'src/routes.tsx', './pages/a', ['page-a.js'], [2, 3]),
        group(1, 'src/pages/b-route.tsx', './b', ['page-b.js'], [4]),
        group(2, null, null, ['react-fallback.js'], [], 'consume-shared-module'),
        group(3, 'src/pages/a.tsx', './dialog', ['dialog.js']),
        group(4, 'src/pages/b.tsx', './editor', ['editor.js']),
      ],
      // What the build read from the remote's routes table (tooling/src/mf/route-imports.ts):
      // /c is drawn by the routes module itself.
      routes: { '/a': [0], '/b': [1], '/c': [] },
    }),
  );
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const SHELL = 3000;
const START = SHELL + 100 + 200;
const table = (routes) => ({ defaultMaxKB: 250, tolerance: 0.02, routes });

test("a route costs the shell's start, the remote's entry and routes files, and its page's chunks", () => {
  const figures = routeFigures(root, AREAS, table({}));
  assert.equal(figures.get('/a').bytes, START + 300);
  assert.deepEqual(figures.get('/a').files, [
    'shell/react.js',
    'shell/main.js',
    'shell/app.js',
    'mf-x/remoteEntry.js',
    'mf-x/routes.js',
    'mf-x/page-a.js',
  ]);
  // The page is in the routes module: nothing more.
  assert.equal(figures.get('/c').bytes, START);
  assert.equal(figures.get('/b').bytes, START + 400);
});

test('a page import named as made on mount counts with its chunks; one it does not make is an error', () => {
  const figures = routeFigures(root, AREAS, table({ '/b': { onMount: ['./editor'] } }));
  assert.equal(figures.get('/b').bytes, START + 400 + 600);
  assert.throws(
    () => routeFigures(root, AREAS, table({ '/a': { onMount: ['./editor'] } })),
    /\/a names import\('\.\/editor'\) on mount, which its page does not make/,
  );
});

test('a file counts as served: its brotli copy when the build wrote one', () => {
  write('mf-x/dist/page-a.js.br', 'y'.repeat(30));
  assert.equal(routeFigures(root, AREAS, table({})).get('/a').bytes, START + 30);
});

test('every route within its cap and its recorded figure passes', () => {
  const figures = routeFigures(root, AREAS, table({}));
  const budgets = recorded(figures, { ...table({}), defaultMaxKB: 4 });
  assert.deepEqual(checkBudgets(figures, budgets), []);
});

test('a route grown over its cap fails, naming the route, its figure and the budget', () => {
  const budgets = recorded(routeFigures(root, AREAS, table({})), table({}));
  budgets.routes['/a'].maxKB = 4;
  script('mf-x/dist/page-a.js', 1500);
  const misses = checkBudgets(routeFigures(root, AREAS, budgets), budgets);
  assert.ok(
    misses.includes('/a: 4.7 KB of JS as served, over its budget of 4 KB'),
    misses.join('\n'),
  );
});

test('a route grown past its recorded figure by more than the tolerance fails; within it passes', () => {
  const budgets = recorded(routeFigures(root, AREAS, table({})), table({}));
  script('mf-x/dist/page-a.js', 350); // 3600 -> 3650 bytes: 1.4%
  assert.deepEqual(checkBudgets(routeFigures(root, AREAS, budgets), budgets), []);
  script('mf-x/dist/page-a.js', 400); // 3700 bytes: 2.8%
  const misses = checkBudgets(routeFigures(root, AREAS, budgets), budgets);
  assert.equal(misses.length, 1);
  assert.match(misses[0], /^\/a: 3\.6 KB of JS as served, 2\.8% over its recorded 3\.5 KB/);
  // The shell's start is on every route: it grows them all.
  script('shell/dist/main.js', 1200);
  assert.equal(checkBudgets(routeFigures(root, AREAS, budgets), budgets).length, 3);
});

test('a route without a budget fails, and so does a budget for a route no area has', () => {
  const budgets = recorded(routeFigures(root, AREAS, table({})), table({}));
  delete budgets.routes['/c'];
  budgets.routes['/gone'] = { maxKB: 250, baseline: 1 };
  const misses = checkBudgets(routeFigures(root, AREAS, budgets), budgets);
  assert.equal(misses.length, 2);
  assert.match(misses[0], /^\/c: no budget in scripts\/budgets\.json/);
  assert.match(
    misses[1],
    /^\/gone: a budget in scripts\/budgets\.json for a route that no area has/,
  );
});
