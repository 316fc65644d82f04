// Lighthouse mobile (default config: Moto G power emulation, simulated slow 4G + 4x CPU), signed in,
// as a user gets the page: the live stream (/api/sse) open, nothing blocked. The page asks for the
// stream at low priority, so Lighthouse's wait for a settled network (no high-priority request in
// flight) ends as the page settles instead of at its 45 s limit (docs/benchmarks/web.md).
// A first visit is cold: nothing visited before, Lighthouse's storage reset clears the cache, and the
// token is written into localStorage by a script that runs before the page's own. A repeat visit
// (`prepare`) keeps what its preparation stored.
import lighthouse from 'lighthouse';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { Simulation } from 'lighthouse/core/lib/lantern/lantern.js';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

/**
 * One Lighthouse run of `path` in a new headless Chromium signed in as `token` (if any). `prepare`
 * runs on the page first (e.g. a visit that lets the service worker store the app), as the phone
 * Lighthouse then emulates (its screen and user agent: what the app saved on that visit is laid
 * out for it); storage is kept for the run. Answers Lighthouse's report and what `prepare` returned.
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
    let prepared;
    // Its simulator keeps every run's node timings (read by lcpGraphFiles): this run's only.
    Simulation.Simulator.allNodeTimings.clear();
    if (prepare) {
      const phone = screenEmulationMetrics.mobile;
      await page.setUserAgent(userAgents.mobile);
      await page.setViewport({
        width: phone.width,
        height: phone.height,
        deviceScaleFactor: phone.deviceScaleFactor,
        isMobile: phone.mobile,
        hasTouch: phone.mobile,
      });
      prepared = await prepare(page);
    }
    const result = await lighthouse(
      `${origin}${path}`,
      {
        output: 'json',
        onlyCategories: ['performance'],
        // Cold unless a preparation stored something to measure the repeat visit with.
        disableStorageReset: Boolean(prepare),
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

/**
 * The files (paths on `origin`, or full URLs elsewhere) other than the page itself in the last run's
 * simulated LCP: the requests of Lighthouse's pessimistic LCP graph, the larger of its two (the
 * metric is their mean). Empty when the largest paint needed nothing but the page's own HTML.
 */
export function lcpGraphFiles(origin) {
  const graph = lcpGraphs().get('pessimisticLargestContentfulPaint');
  if (!graph) return null;
  return graph
    .filter(([node]) => node.type === 'network' && !node.isMainDocument())
    .map(([node]) => node.request.url.replace(origin, ''));
}

/**
 * The last run's two simulated LCP graphs (optimistic and pessimistic, by Lighthouse's label): each
 * node (a request or a main-thread task) with its simulated start and end, in order of start.
 */
export function lcpGraphs() {
  return new Map(
    [...Simulation.Simulator.allNodeTimings]
      .filter(([label]) => label.endsWith('LargestContentfulPaint'))
      .map(([label, timings]) => [
        label,
        [...timings].sort(([, a], [, b]) => a.startTime - b.startTime),
      ]),
  );
}

export async function runLighthouse(origin, path, token) {
  const { lhr } = await lighthouseRun(origin, path, token);
  return { ...lighthouseMetrics(lhr), lcpFiles: lcpGraphFiles(origin) };
}
