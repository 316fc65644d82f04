// Lighthouse mobile (default config: Moto G power emulation, simulated slow 4G + 4x CPU) on a page
// that is already signed in: the token is put into localStorage first and storage reset is disabled.
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const flags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function runLighthouse(origin, path, token) {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: flags,
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/privacy`);
    await page.evaluate((t) => {
      if (t) localStorage.setItem('access_token', t);
    }, token ?? null);
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
    const { categories, audits, runtimeError } = result.lhr;
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
  } finally {
    await browser.close();
  }
}
