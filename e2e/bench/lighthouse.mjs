// Lighthouse mobile (default config: Moto G power emulation, simulated slow 4G + 4x CPU), signed in.
// A first visit is cold: nothing visited before, Lighthouse's storage reset clears the cache, the
// token is written into localStorage by a script that runs before the page's own, and the live
// stream (/api/sse, held open for the whole visit) is blocked. A repeat visit (`prepare`) keeps
// what its preparation stored.
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

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
        blockedUrlPatterns: prepare ? [] : ['*/api/sse*'],
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

export async function runLighthouse(origin, path, token) {
  const { lhr } = await lighthouseRun(origin, path, token);
  const { categories, audits, runtimeError, environment } = lhr;
  // A run that could not score (a metric audit errored) says why instead of passing as a number.
  const failed = Object.values(audits)
    .filter((audit) => audit.scoreDisplayMode === 'error')
    .map((audit) => `${audit.id}: ${audit.errorMessage}`);
  return {
    score: categories.performance.score,
    error: runtimeError?.message ?? (failed.length ? failed.join('; ') : undefined),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    benchmarkIndex: environment.benchmarkIndex,
  };
}
