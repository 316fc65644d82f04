// The server the Playwright journeys run against: the real API serving the production builds, on a
// throwaway embedded database, with the dev outbox on and the login limits raised (every journey signs in
// from 127.0.0.1).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeFoodApi } from '../e2e/fake-food-api.mjs';
import { recipeSitePort, startFakeRecipeSite } from '../e2e/fake-recipe-site.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'organizator-e2e-'));
const remotesFile = process.env.REMOTES_FILE ?? path.join(dataDir, 'remotes.json');
// REMOTES_JSON starts the deployment with that map (the one-bundle benchmark serves no remotes: `{}`);
// without it the API writes the default layout.
if (process.env.REMOTES_JSON) writeFileSync(remotesFile, process.env.REMOTES_JSON);
else rmSync(remotesFile, { force: true });
// Barcode look-ups go to a local fake of Open Food Facts, never to the internet.
const foodApi = await startFakeFoodApi();
// Recipe imports read a local site; it is private, so it is the one address the API may fetch. Its
// port follows the server's (recipeSitePort), so the journeys know where it is.
const recipeSite = await startFakeRecipeSite(recipeSitePort(process.env.PORT ?? 3100));
const child = spawn('pnpm', ['--filter', '@organizator/api', 'start'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    // The journeys and the bench sign in by reading the code from GET /api/dev/outbox.
    DEV_OUTBOX: '1',
    APP_ORIGIN: `http://localhost:${process.env.PORT ?? 3100}`,
    // A fresh deployment configuration per run (journeys repoint remotes in it).
    REMOTES_FILE: remotesFile,
    FOOD_LOOKUP_URL: foodApi.url,
    RECIPE_IMPORT_ALLOW_HOSTS: recipeSite.host,
    RATE_LIMIT_CODE_PER_IP: '100000',
    RATE_LIMIT_VERIFY_PER_IP: '100000',
    RATE_LIMIT_CODE_PER_EMAIL: '1000',
    RATE_LIMIT_CODE_PER_EMAIL_IP: '1000',
    RATE_LIMIT_WRONG_CODE_PER_IP: '100000',
  },
});
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  foodApi.stop();
  recipeSite.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
