import { defineConfig } from '@playwright/test';
import { devPorts } from './dev/ports';
import config from './playwright.config';

/**
 * The smoke test over `pnpm dev`: the API, the shell and every remote in watch mode, on ports from
 * DEV_SMOKE_PORT (shell; remotes the next five, the API the sixth), so it runs beside anyone's
 * `pnpm dev` on the default ports.
 */
const ports = devPorts();

export default defineConfig({
  ...config,
  testDir: './dev',
  // Its own folder: the journeys' failure artifacts (run just before) must survive this run.
  outputDir: './test-results-dev',
  timeout: 180_000,
  expect: { timeout: 60_000 },
  workers: 1,
  globalTeardown: './dev/teardown.ts',
  projects: [{ name: 'dev', use: { viewport: { width: 1280, height: 800 } } }],
  use: { ...config.use, baseURL: `http://localhost:${ports.SHELL_PORT}` },
  webServer: {
    command: 'node ../scripts/dev.mjs',
    url: `http://localhost:${ports.API_PORT}/api/openapi.json`,
    reuseExistingServer: false,
    timeout: 240_000,
    env: { ...ports, DATA_DIR: ports.DATA_DIR },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
