// Lighthouse mobile (default config: Moto G power emulation, simulated slow 4G + 4x CPU), signed in,
// as a user gets the page: the live stream (/api/sse) open, nothing blocked.
// A first visit is cold: nothing visited before, Lighthouse's storage reset clears the cache, and the
// token is written into localStorage by a script that runs before the page's own. A repeat visit
// (`prepare`) keeps what its preparation stored.
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

/**
 * Where the measured window ends. With the live stream open the network is never quiet, so
 * Lighthouse would wait its full 45 s; inside that window the app's deferred work runs (every other
 * area warmed up from 8 s after sign-in, shell/src/remotes/preload.ts), and the simulation, which
 * keeps a timer's dependencies but not its delay, folds that work into the load (docs/benchmarks/web.md,
 * "Which cold figures are true"). The window ends before it: the load, the first data, the worker's
 * install and whatever else the page starts by itself stay in.
 */
export const MEASURED_WINDOW_MS = 8000;

/**
 * One Lighthouse run of `path` in a new headless Chromium signed in as `token` (if any). `prepare`
 * runs on the page first (e.g. a visit that lets the service worker store the app); storage is kept
 * for the run. Answers Lighthouse's report and what `prepare` returned.
 */
export async function lighthouseRun(origin, path, token, prepare) {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    args: ['--headless=new', ...chromiumArgs],
  });
  try {
    const page = await browser.newPage();
    await page.evaluateOnNewDocument((t) => {
      if (t && !localStorage.getItem('access_token')) localStorage.setItem('access_token', t);
    }, token ?? null);
    const prepared = prepare ? await prepare(page) : undefined;
    const result = await lighthouse(
      `${origin}${path}`,
      {
        output: 'json',
        onlyCategories: ['performance'],
        // Cold unless a preparation stored something to measure the repeat visit with.
        disableStorageReset: Boolean(prepare),
        maxWaitForLoad: MEASURED_WINDOW_MS,
        logLevel: 'error',
      },
      undefined,
      page,
    );
    return { lhr: result.lhr, prepared };
  } finally {
    await browser.close();
  }
}

/** The figures the benches report from one run; `score` is null when the run could not score. */
export function lighthouseMetrics(lhr) {
  const { categories, audits, runtimeError, environment } = lhr;
  // A run that could not score (a metric audit errored) says why instead of passing as a number.
  const failed = Object.values(audits)
    .filter((audit) => audit.scoreDisplayMode === 'error')
    .map((audit) => `${audit.id}: ${audit.errorMessage}`);
  const lcpNode = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    score: categories.performance.score,
    error: runtimeError?.message ?? (failed.length ? failed.join('; ') : undefined),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    // Measured in the unthrottled trace: what this machine did, before Lighthouse's simulation.
    observedLcp: audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? null,
    lcpElement: lcpNode?.nodeLabel?.slice(0, 40) ?? null,
    benchmarkIndex: environment.benchmarkIndex,
  };
}

export async function runLighthouse(origin, path, token) {
  const { lhr } = await lighthouseRun(origin, path, token);
  return lighthouseMetrics(lhr);
}
