import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { areaHeading, expect, test } from './support/fixtures';
import { newerShared, olderCompatibleShared, runningShared } from './support/shared-versions';

/**
 * Version skew caught by name: mf-diary built against an older, compatible @organizator/shared loads
 * without a warning; built against a newer one (whose additions the running shell lacks) it is
 * refused with a panel naming the remote and both versions, and every other area keeps working.
 */
const root = path.resolve(import.meta.dirname, '../..');
const running = runningShared;
const older = olderCompatibleShared;
const newer = newerShared;

let dir: string;
const builds: Record<'older' | 'newer', string> = { older: '', newer: '' };

/** A real production build of mf-diary made against another version of shared. */
function buildDiary(version: string, out: string) {
  execFileSync('pnpm', ['exec', 'rspack', 'build', '--output-path', out], {
    cwd: path.join(root, 'mf-diary'),
    env: { ...process.env, NODE_ENV: 'production', BUILD_SHARED_VERSION: version },
    stdio: 'ignore',
  });
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = mkdtempSync(path.join(tmpdir(), 'organizator-skew-'));
  builds.older = path.join(dir, 'older');
  builds.newer = path.join(dir, 'newer');
  buildDiary(older, builds.older);
  buildDiary(newer, builds.newer);
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** This page (only) gets mf-diary's files from `build`, as if that build were deployed. */
async function deployDiary(page: Page, build: string) {
  await page.route('**/remotes/mf-diary/**', (route) => {
    const file = new URL(route.request().url()).pathname.replace('/remotes/mf-diary/', '');
    const full = path.join(build, file);
    // The server preloads the files of the build on its disk; this build may not have them.
    return existsSync(full) ? route.fulfill({ path: full }) : route.fulfill({ status: 404 });
  });
}

/** Module Federation's console warnings about shared versions (there must be none). */
function versionWarnings(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && /version|Federation/i.test(message.text()))
      warnings.push(message.text());
  });
  return warnings;
}

test('a remote built against an older, compatible shared loads with no warning', async ({
  signedIn: { page },
}) => {
  await deployDiary(page, builds.older);
  const warnings = versionWarnings(page);
  const manifest = page.waitForResponse((r) =>
    r.url().endsWith('/remotes/mf-diary/mf-manifest.json'),
  );
  await page.goto('/food-diary/day/today');
  const shared = (
    (await (await manifest).json()) as { shared: { name: string; version: string }[] }
  ).shared;
  expect(shared.find((s) => s.name === '@organizator/shared/i18n')?.version).toBe(older);
  await expect(areaHeading(page)).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  expect(warnings).toEqual([]);
});

test('a remote built against an incompatible shared is refused by name; the rest keeps working', async ({
  signedIn: { page },
}) => {
  await deployDiary(page, builds.newer);
  await page.goto('/food-diary/day/today');
  const panel = page.getByTestId('remote-error');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Ovaj dio aplikacije nije usklađen s aplikacijom');
  await expect(panel).toContainText(
    `Modul mf-diary izgrađen je za zajednički paket @organizator/shared ${newer}, a aplikacija radi s verzijom ${running}.`,
  );
  // Header, navigation and the other areas keep working.
  await expect(page.getByTestId('app-header')).toBeVisible();
  await page
    .locator('.org-sidebar')
    .getByRole('navigation', { name: 'Glavna navigacija' })
    .getByRole('link', { name: 'Bilješke' })
    .click();
  await expect(page).toHaveURL(/\/notes$/);
  await expect(areaHeading(page)).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
});
