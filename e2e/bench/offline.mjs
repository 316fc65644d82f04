// `pnpm bench offline` (or `pnpm --filter e2e bench:offline`): what the service worker costs a first
// visit and what it gives a repeat visit of /dashboard (Lighthouse mobile), against the production
// build. Writes docs/benchmarks/offline.md.
import os from 'node:os';
import { median, scored, withServerAndBrowser, writeReport } from './harness.mjs';
import { lighthouseRun, runLighthouse } from './lighthouse.mjs';
import { listWithItems, signIn } from './seed.mjs';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const READY = 'html[data-offline-ready=true]';

/**
 * A first visit to /dashboard with the worker allowed: every byte the worker itself fetched (its
 * script, the shell's precache, the areas it stores ahead, the hand-off) until the page is ready for
 * offline use and the worker's downloads have been quiet for 2 s.
 */
async function workerBytes(browser, origin, token) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'allow',
  });
  await context.addInitScript((t) => localStorage.setItem('access_token', t), token);
  const byWorker = [];
  let pageBytes = 0;
  let last = Date.now();
  context.on('requestfinished', (request) => {
    last = Date.now();
    const fromWorker = request.serviceWorker() !== null || request.url().endsWith('/sw.js');
    const counted = request
      .sizes()
      .then((s) => s.responseBodySize)
      .catch(() => 0);
    if (fromWorker) byWorker.push(counted);
    else
      void counted.then((n) => {
        pageBytes += n;
      });
  });
  const page = await context.newPage();
  await page.goto(`${origin}/dashboard`, { waitUntil: 'load' });
  await page.locator(READY).waitFor({ state: 'attached', timeout: 120_000 });
  while (Date.now() - last < 2000) await page.waitForTimeout(250);
  const sizes = await Promise.all(byWorker);
  await context.close();
  return { requests: sizes.length, bytes: sizes.reduce((a, b) => a + b, 0), pageBytes };
}

/** Lighthouse mobile on /dashboard, in a browser whose worker has stored the app on a first visit. */
async function repeatVisit(origin, token) {
  // disableStorageReset keeps the worker and its caches (and the saved query cache) for the run.
  const { lhr, prepared: controlled } = await lighthouseRun(
    origin,
    '/dashboard',
    token,
    async (page) => {
      await page.goto(`${origin}/dashboard`, { waitUntil: 'load' });
      await page.waitForSelector(READY, { timeout: 120_000 });
      return page.evaluate(() => navigator.serviceWorker.controller !== null);
    },
  );
  const { categories, audits, environment } = lhr;
  const requests = audits['network-requests']?.details?.items ?? [];
  return {
    controlled,
    score: categories.performance.score,
    lcp: audits['largest-contentful-paint'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    // Measured in the unthrottled trace: what this machine did, before Lighthouse's simulation.
    observedLcp: audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? null,
    lcpPhases: audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? null,
    fromWorker: requests.filter((r) => r.resourceType !== 'Other' && r.transferSize === 0).length,
    requests: requests.length,
    benchmarkIndex: environment.benchmarkIndex,
  };
}

await withServerAndBrowser(async ({ origin, browser }) => {
  const token = await signIn(origin, `bench.offline.${Date.now()}@test.organizator.hr`);
  await listWithItems(origin, token, 'Tjedna kupnja', 50);
  const load = os.loadavg()[0].toFixed(1);

  const first = [];
  for (let i = 0; i < RUNS; i++) first.push(await workerBytes(browser, origin, token));
  // Alternated with a cold run (no worker, empty cache) in the same conditions, for comparison:
  // on a loaded machine absolute numbers drift between minutes.
  const repeat = [];
  const cold = [];
  for (let i = 0; i < RUNS; i++) {
    const warmRun = await scored('/dashboard (repeat visit)', () => repeatVisit(origin, token));
    if (warmRun) repeat.push(warmRun);
    const coldRun = await scored('/dashboard (first visit)', () =>
      runLighthouse(origin, '/dashboard', token),
    );
    if (coldRun) cold.push(coldRun);
  }
  console.log(JSON.stringify({ first, repeat, cold }, null, 1));

  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const lines = [
    '## Offline: what the service worker costs and gives',
    '',
    `Command: \`pnpm bench offline\` (\`pnpm --filter e2e bench:offline\`). Measured ${new Date().toISOString()} on ${os.cpus().length} cores, load average ${load} at the start, Node ${process.version}, Debian Chromium, against the production build served by the API with compression; ${RUNS} runs each, medians.`,
    '',
    `First visit to /dashboard, signed in, worker allowed: the bytes the worker itself fetched (its script, the shell's precache, every page of the areas it stores ahead from their manifests, the files the page handed it) until \`<html data-offline-ready>\` and 2 s of quiet. "Page" is what the page fetched itself, for scale.`,
    '',
    '| runs | worker requests | worker bytes (sent) | page bytes (sent) |',
    '|---|---|---|---|',
    `| ${first.length} | ${median(first.map((r) => r.requests))} | ${kb(median(first.map((r) => r.bytes)))} (${first.map((r) => kb(r.bytes)).join(', ')}) | ${kb(median(first.map((r) => r.pageBytes)))} |`,
    '',
    "Repeat visit of /dashboard from the worker: a browser that visited /dashboard once (worker active and ready), then Lighthouse 12.8's default mobile run (simulated slow 4G, 4x CPU) with storage kept. Goal: LCP under 1 s.",
    '',
    '| visit | runs | controlled | Lighthouse | LCP (simulated) | LCP observed | FCP | requests (answered without transfer) | benchmarkIndex |',
    '|---|---|---|---|---|---|---|---|---|',
    `| repeat, from the worker | ${repeat.length} | ${repeat.every((r) => r.controlled) ? 'yes' : 'no'} | ${median(repeat.map((r) => r.score)).toFixed(2)} (${repeat.map((r) => r.score.toFixed(2)).join(', ')}) | ${seconds(median(repeat.map((r) => r.lcp)))} (${repeat.map((r) => seconds(r.lcp)).join(', ')}) ${median(repeat.map((r) => r.lcp)) < 1000 ? 'ok' : '**over**'} | ${seconds(median(repeat.map((r) => r.observedLcp)))} | ${seconds(median(repeat.map((r) => r.fcp)))} | ${median(repeat.map((r) => r.requests))} (${median(repeat.map((r) => r.fromWorker))}) | ${Math.round(median(repeat.map((r) => r.benchmarkIndex)))} |`,
    `| first visit (cold) | ${cold.length} | no | ${median(cold.map((r) => r.score)).toFixed(2)} (${cold.map((r) => r.score.toFixed(2)).join(', ')}) | ${seconds(median(cold.map((r) => r.lcp)))} (${cold.map((r) => seconds(r.lcp)).join(', ')}) | | ${seconds(median(cold.map((r) => r.fcp)))} | | |`,
    '',
    '"LCP observed" is the unthrottled trace of the same run: what this machine did before Lighthouse simulates a slow phone on top.',
    '',
  ];
  writeReport('offline', lines);
});
