import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${PORT}`;
/** The server's remotes.json: journeys redeploy a remote by editing it (support/deployment.ts). */
process.env.E2E_REMOTES_FILE ??= path.join(tmpdir(), `organizator-e2e-${PORT}-remotes.json`);

/** Journeys that redeploy a remote by rewriting the server's remotes.json (support/deployment.ts). */
const REDEPLOYS = /deployment\.spec\.ts$/;

/**
 * Journeys run against the production build served by the real API on an empty database
 * (`pnpm test` builds first). Tests tagged @phone also run on a phone-sized viewport.
 */
export default defineConfig({
  testDir: './tests',
  // Generous: the CI machine is shared and often loaded; a slow run must not fail a working journey.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    locale: 'hr-HR',
    timezoneId: 'Europe/Zagreb',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app (antd included) drops its animations when the system asks for reduced motion: a
    // click aimed at a dialog's button while it zoomed in could land beside it and be lost.
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunch,
    // The app's service worker answers fetches itself, out of reach of page.route: journeys that
    // fake a failing network keep it off; the offline journeys turn it on (tests/offline.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', testIgnore: REDEPLOYS, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      grep: /@phone/,
      testIgnore: REDEPLOYS,
      use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions: chromiumLaunch },
    },
    // After all the others: while it runs, the server's remotes map points a remote elsewhere, and
    // a journey running beside it would load that build instead of the one it expects.
    {
      name: 'redeploy',
      testMatch: REDEPLOYS,
      dependencies: ['desktop', 'phone'],
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    url: `${baseURL}/api/openapi.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: { PORT: String(PORT), REMOTES_FILE: process.env.E2E_REMOTES_FILE },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
