// `pnpm bench offline` (or `pnpm --filter e2e bench:offline`): what the service worker costs a first
// visit, and what every signed-in route gives a repeat visit from the home screen (the worker active,
// the query cache saved): Lighthouse mobile, and whether the saved copy is on screen before the
// network answers. Against the production build. Writes docs/benchmarks/offline.md.
import os from 'node:os';
import { median, recordedPart, scored, withServerAndBrowser, writeReport } from './harness.mjs';
import { lighthouseMetrics, lighthouseRun } from './lighthouse.mjs';
import { readyInPage, seededRoutes } from './routes.mjs';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const READY = 'html[data-offline-ready=true]';
/** How long the saved-copy check holds every API answer back. */
const HOLD_MS = 5000;
const GOAL_LCP_MS = 1000;
const GOAL_CLS = 0.02;

/** A context whose worker is allowed and whose page is signed in with `token`. */
async function signedInContext(browser, token) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'allow',
  });
  await context.addInitScript((t) => localStorage.setItem('access_token', t), token);
  return context;
}

/** The first visit of `route` until the app is stored for offline use and its data saved. */
async function visitOnce(page, origin, route) {
  await page.goto(`${origin}${route.path}`, { waitUntil: 'load' });
  await page.waitForFunction(readyInPage, route.ready, { timeout: 120_000 });
  await page.locator(READY).waitFor({ state: 'attached', timeout: 120_000 });
  await idleOnce(page);
}

/**
 * Until the page has been idle once after showing its data: the saved cache and the record of a
 * data page's first screen are written then, as on a phone between opening a page and leaving it.
 */
const idleOnce = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 5000 }), {
          timeout: 5000,
        }),
      ),
  );

/**
 * A first visit to /dashboard with the worker allowed: every byte the worker itself fetched (its
 * script, the shell's precache, the areas it stores ahead, the hand-off) until the page is ready for
 * offline use and the worker's downloads have been quiet for 2 s.
 */
async function workerBytes(browser, origin, token) {
  const context = await signedInContext(browser, token);
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

/**
 * The saved copy first: a browser that visited the route once opens it again while every API answer
 * is held back for HOLD_MS. Answers when the route's data was on screen (ms from the navigation, or
 * null if it waited for the network), how many requests were held (none would mean the check saw
 * nothing), and the layout shift from then until the held answers had been shown for a second.
 */
async function savedCopyFirst(browser, origin, route, token) {
  const context = await signedInContext(browser, token);
  try {
    const page = await context.newPage();
    await visitOnce(page, origin, route);
    let held = 0;
    let release;
    const gate = new Promise((resolve) => {
      release = resolve;
    });
    // context.route sees the page's API requests whether or not the worker controls the page.
    await context.route('**/api/**', async (request) => {
      held++;
      await gate;
      await request.continue().catch(() => undefined);
    });
    await page.addInitScript(() => {
      window.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (!entry.hadRecentInput) window.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const navigated = page.goto(`${origin}${route.path}`, { waitUntil: 'commit' });
    let shownAt = null;
    try {
      await page.waitForFunction(readyInPage, route.ready, { timeout: HOLD_MS });
      shownAt = await page.evaluate(() => performance.now());
    } catch {
      // Still waiting for the network when the answers were let through.
    }
    // A copy painted from the page itself is on screen before the app has asked for anything: hold
    // on until it has, so the check sees the app take over from the copy with the network away.
    const deadline = Date.now() + HOLD_MS;
    while (shownAt !== null && held === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const heldBefore = held;
    release();
    await navigated;
    await page.waitForFunction(readyInPage, route.ready, { timeout: 60_000 });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(1000);
    const shift = await page.evaluate(() => window.__shift);
    return { shownAt, held: heldBefore, shift };
  } finally {
    await context.close();
  }
}

/** Lighthouse mobile on `route`, in a browser whose worker stored the app and its data on a first visit. */
async function repeatVisit(origin, route, token) {
  const { lhr, prepared: controlled } = await lighthouseRun(
    origin,
    route.path,
    token,
    async (page) => {
      await page.goto(`${origin}${route.path}`, { waitUntil: 'load' });
      await page.waitForFunction(readyInPage, { timeout: 120_000 }, route.ready);
      await page.waitForSelector(READY, { timeout: 120_000 });
      await idleOnce(page);
      return page.evaluate(() => navigator.serviceWorker.controller !== null);
    },
  );
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    ...lighthouseMetrics(lhr),
    controlled,
    fromWorker: requests.filter((r) => r.resourceType !== 'Other' && r.transferSize === 0).length,
    requests: requests.length,
  };
}

await withServerAndBrowser(async ({ origin, browser }) => {
  const { token, routes } = await seededRoutes(
    origin,
    `bench.offline.${Date.now()}@test.organizator.hr`,
  );
  const signedIn = routes.filter((r) => r.auth);
  const loadAtStart = os.loadavg();

  const first = [];
  for (let i = 0; i < RUNS; i++) first.push(await workerBytes(browser, origin, token));

  // Run by run, every route in turn (the order flipping each run): on a loaded machine absolute
  // numbers drift between minutes, and alternating spreads the drift over every route alike.
  const repeat = new Map(signedIn.map((r) => [r.path, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const route of i % 2 ? [...signedIn].reverse() : signedIn) {
      // A route that fails is reported and the others are still measured.
      const run = await scored(`${route.label} (repeat visit)`, () =>
        repeatVisit(origin, route, token).catch((error) => ({ score: null, error: error.message })),
      );
      if (!run) continue;
      repeat.get(route.path).push({ ...run, load: os.loadavg()[0] });
      console.log(JSON.stringify({ route: route.label, ...run }));
    }
  }
  const saved = new Map();
  for (const route of signedIn) {
    const check = await savedCopyFirst(browser, origin, route, token).catch((error) => ({
      error: error.message,
    }));
    saved.set(route.path, check);
    console.log(JSON.stringify({ route: route.label, saved: check }));
  }
  const loadAtEnd = os.loadavg();
  console.log(JSON.stringify({ first, repeat: [...repeat], saved: [...saved] }, null, 1));

  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const loads = (l) => l.map((x) => x.toFixed(1)).join(' / ');
  const ok = (pass) => (pass ? 'ok' : '**over**');
  const row = (route) => {
    const runs = repeat.get(route.path);
    const check = saved.get(route.path);
    const savedCell = check.error
      ? `failed: ${check.error.split('\n')[0]}`
      : check.held === 0
        ? 'not seen (no request held)'
        : `${check.shownAt === null ? '**no**: waited for the network' : `yes, ${Math.round(check.shownAt)} ms`}; shift ${check.shift.toFixed(3)}`;
    if (runs.length === 0) return `| ${route.label} | 0 | | | | | | | ${savedCell} | |`;
    const lcp = median(runs.map((r) => r.lcp));
    const cls = Math.max(...runs.map((r) => r.cls));
    return `| ${route.label} | ${runs.length} | ${runs.every((r) => r.controlled) ? 'yes' : '**no**'} | ${median(runs.map((r) => r.score)).toFixed(2)} (${runs.map((r) => r.score.toFixed(2)).join(', ')}) | ${seconds(lcp)} (${runs.map((r) => seconds(r.lcp)).join(', ')}) ${ok(lcp <= GOAL_LCP_MS)} | ${seconds(median(runs.map((r) => r.observedLcp)))} | ${runs[0].lcpElement ?? ''} | ${cls.toFixed(3)} ${ok(cls <= GOAL_CLS)} | ${savedCell} | ${runs.map((r) => Math.round(r.benchmarkIndex)).join(', ')} |`;
  };
  const lines = [
    '## Offline: what the service worker costs and gives',
    '',
    `Command: \`pnpm bench offline\` (\`pnpm --filter e2e bench:offline\`). Measured ${new Date().toISOString()} on ${os.cpus().length} cores, load average (1 / 5 / 15 min) ${loads(loadAtStart)} at the start and ${loads(loadAtEnd)} at the end, Node ${process.version}, Debian Chromium, against the production build served by the API with compression; ${RUNS ? `${RUNS} runs each, medians` : 'saved-copy check only (`LH_RUNS=0`: no Lighthouse run and no first-visit count)'}.`,
    '',
    `First visit to /dashboard, signed in, worker allowed: the bytes the worker itself fetched (its script, the shell's precache, every page of the areas it stores ahead from their manifests, the files the page handed it) until \`<html data-offline-ready>\` and 2 s of quiet. "Page" is what the page fetched itself, for scale.`,
    '',
    ...(first.length
      ? [
          '| runs | worker requests | worker bytes (sent) | page bytes (sent) |',
          '|---|---|---|---|',
          `| ${first.length} | ${median(first.map((r) => r.requests))} | ${kb(median(first.map((r) => r.bytes)))} (${first.map((r) => kb(r.bytes)).join(', ')}) | ${kb(median(first.map((r) => r.pageBytes)))} |`,
        ]
      : ['Not measured in this run (`LH_RUNS=0`).']),
    '',
    `Repeat visit of every signed-in route, as from the home screen: a browser that visited the route once as the phone Lighthouse emulates (worker active, the app stored, the route's data and its first screen saved), then Lighthouse 12.8's default mobile run (simulated slow 4G, 4x CPU) with storage kept and the live stream open, routes alternated run by run. Goal: LCP <= ${GOAL_LCP_MS / 1000} s with the route's data on screen, CLS <= ${GOAL_CLS}. "LCP observed" is the unthrottled trace of the same run (what this machine did before Lighthouse simulates a slow phone on top); "largest paint" is that element's text. "Saved copy first": the same repeat visit in Playwright with every API answer held back for ${HOLD_MS / 1000} s: when the route's data (its ready marker, as the one-bundle bench) was on screen, and the layout shift (CLS sum) from the navigation until a second after the held answers were shown.`,
    '',
    '| route | runs | controlled | Lighthouse | LCP (simulated) | LCP observed | largest paint | CLS (worst run) | saved copy first | benchmarkIndex |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...signedIn.map(row),
    '',
    ...recordedPart('offline'),
  ];
  writeReport('offline', lines);
});
