import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { distOf } from './support/deployment';
import { expect, test } from './support/fixtures';
import { swContext, waitForOfflineReady } from './support/offline';
import { olderCompatibleShared } from './support/shared-versions';

/**
 * A remote redeployed in place, with the service worker running: the next online load picks up
 * the new build, and the old build, cached before, keeps working offline until then
 * (docs/decisions/shell.md, "Strategies").
 */
const root = path.resolve(import.meta.dirname, '../..');

let dir: string;
const builds = { old: distOf('mf-diary'), next: '' };

test.beforeAll(() => {
  test.setTimeout(240_000);
  dir = mkdtempSync(path.join(tmpdir(), 'organizator-redeploy-'));
  builds.next = path.join(dir, 'next');
  // A real second build: made against an older, compatible shared, so its files differ by name.
  execFileSync('pnpm', ['exec', 'rspack', 'build', '--output-path', builds.next], {
    cwd: path.join(root, 'mf-diary'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BUILD_SHARED_VERSION: olderCompatibleShared,
    },
    stdio: 'ignore',
  });
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The chunk of a build that holds the remote's routes (its name carries the build's hash). */
const routesChunk = (build: string) => {
  const manifest = JSON.parse(readFileSync(path.join(build, 'mf-manifest.json'), 'utf8')) as {
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  const chunk = manifest.exposes[0]?.assets.js.sync.find((f) =>
    f.startsWith('__federation_expose_'),
  );
  if (!chunk) throw new Error(`no routes chunk in ${build}`);
  return chunk;
};

/**
 * Serves mf-diary's URLs (same paths, in place) from whichever build is deployed, for this
 * browser context only (the worker's own fetches included), so parallel journeys are unaffected.
 */
async function deployInPlace(context: BrowserContext) {
  const state = { build: builds.old, offline: false };
  await context.route('**/remotes/mf-diary/**', (route) => {
    if (state.offline) return route.abort('internetdisconnected');
    const file = new URL(route.request().url()).pathname.replace('/remotes/mf-diary/', '');
    return route.fulfill({ path: path.join(state.build, file) });
  });
  return state;
}

/** Which build's routes the page ran, whether from the network or from the worker's cache. */
function buildsRun(page: Page) {
  const seen: string[] = [];
  page.on('requestfinished', (request) => {
    const match = /\/remotes\/mf-diary\/(__federation_expose_[^/]+\.js)$/.exec(request.url());
    if (match?.[1]) seen.push(match[1]);
  });
  return seen;
}

test('a redeployed remote: the old build works offline, the next online load takes the new one', async ({
  signedIn: { page, token },
}) => {
  test.setTimeout(180_000);
  const oldChunk = routesChunk(builds.old);
  const newChunk = routesChunk(builds.next);
  expect(newChunk).not.toBe(oldChunk);

  const context = await swContext(page, token);
  const deployment = await deployInPlace(context);
  const tab = await context.newPage();
  const seen = buildsRun(tab);
  const goOffline = async (offline: boolean) => {
    deployment.offline = offline;
    await context.setOffline(offline);
  };
  // A whole area starting from a reload: as long as diary.spec.ts allows a first load.
  const diaryShown = () =>
    expect(tab.getByTestId('diary-day-label')).toHaveText('Danas', { timeout: 30_000 });

  // Online: the diary opens with the build deployed now, and is stored for offline use.
  await tab.goto('/food-diary/day/today');
  await diaryShown();
  await waitForOfflineReady(tab, `/remotes/mf-diary/${oldChunk}`);
  expect(seen.at(-1)).toBe(oldChunk);

  // The remote is redeployed in place while the member has no signal: the cached build still runs.
  deployment.build = builds.next;
  await goOffline(true);
  await tab.reload();
  await diaryShown();
  expect(seen.at(-1)).toBe(oldChunk);
  await expect(tab.getByTestId('remote-error')).toHaveCount(0);

  // Signal again: the next load runs the new build (the worker asks the network first for the
  // remote's manifest and entry) ...
  await goOffline(false);
  await tab.reload();
  await diaryShown();
  expect(seen.at(-1)).toBe(newChunk);
  await waitForOfflineReady(tab, `/remotes/mf-diary/${newChunk}`);

  // ... and from then on it is the new build that opens offline.
  await goOffline(true);
  await tab.reload();
  await diaryShown();
  expect(seen.at(-1)).toBe(newChunk);
  await expect(tab.getByTestId('remote-error')).toHaveCount(0);
  await context.close();
});
