// Lighthouse mobile (default config: Moto G power emulation, simulated slow 4G + 4x CPU) on a page
// that is already signed in: the token is put into localStorage first and storage reset is disabled.
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

/**
 * One Lighthouse run of `path` in a new headless Chromium signed in as `token` (if any). `prepare`
 * runs on the page first (e.g. a visit that lets the service worker store the app); storage is kept
 * for the run. Answers Lighthouse's report and what `prepare` returned.
 */
export async function lighthouseRun(origin, path, token, prepare = async () => undefined) {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    args: ['--headless=new', ...chromiumArgs],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/privacy`);
    await page.evaluate((t) => {
      if (t) localStorage.setItem('access_token', t);
    }, token ?? null);
    const prepared = await prepare(page);
    const result = await lighthouse(
      `${origin}${path}`,
      {
        output: 'json',
        onlyCategories: ['performance'],
        disableStorageReset: true,
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
  const { categories, audits, runtimeError } = lhr;
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
  };
}
