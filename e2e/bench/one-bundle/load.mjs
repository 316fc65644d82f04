// One cold load of a route for the federated / one-bundle comparison: what the page requested before
// its main content was usable, in how many sequential waves, and the JS it downloaded.
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../../chromium.mjs';
import { recordScripts, scriptTotals } from '../bytes.mjs';

/**
 * In the page: `window.__readyAt` (ms since the navigation started, the clock of Resource Timing) is
 * set when the route's ready marker is first in the DOM: `selector` present, `absent` gone, `text`
 * in the page's text (each optional).
 */
function watchReady({ selector, absent, text }) {
  const ready = () =>
    (!selector || document.querySelector(selector)) &&
    (!absent || !document.querySelector(absent)) &&
    (!text || (document.body?.textContent ?? '').includes(text));
  const observer = new MutationObserver(() => {
    if (window.__readyAt !== undefined || !ready()) return;
    window.__readyAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Sequential waves: the document is wave 1; any other request is one wave after the deepest request
 * that had finished when it started (the document counts from its first byte: the parser finds the
 * page's files while it streams), or wave 1 if none had. Only requests started before the ready marker
 * count. A request can only depend on one that had finished, so this is the number of round trips in
 * sequence before the route is usable (an upper bound where a request started late for another
 * reason, e.g. waiting on the main thread).
 */
export function waves(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  for (const request of sorted) {
    const before = sorted.filter((q) => q !== request && q.end !== null && q.end <= request.start);
    request.wave = 1 + Math.max(0, ...before.map((q) => q.wave ?? 0));
  }
  return Math.max(0, ...sorted.map((r) => r.wave));
}

/**
 * In the page: the document and every resource as Resource Timing saw them (one clock with the ready
 * marker's, all taken in the page): when each request started and when its response ended (the
 * document's from its first byte: the parser finds the page's files while it streams).
 */
function requestTimings() {
  const [navigation] = performance.getEntriesByType('navigation');
  return [
    { url: location.href, start: 0, end: navigation.responseStart },
    ...performance.getEntriesByType('resource').map((e) => ({
      url: e.name,
      start: e.startTime,
      end: e.responseEnd > 0 ? e.responseEnd : null,
    })),
  ];
}

/**
 * A cold load of `url` in a new browser (empty cache and storage), signed in as `token` by a script
 * that runs before the page's own, the live stream (/api/sse) blocked. Waits for the ready marker,
 * then for 2 s without a new script (as the bytes of web.md).
 */
export async function coldLoad(url, token, marker) {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.route('**/api/sse*', (route) => route.abort());
    if (token) await context.addInitScript((t) => localStorage.setItem('access_token', t), token);
    await context.addInitScript(watchReady, marker);
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => window.__readyAt !== undefined, null, { timeout: 120_000 });
    const js = scriptTotals(await scripts.settle());
    const readyAt = await page.evaluate(() => window.__readyAt);
    // Not the tab's icon (no content waits for it) nor the blocked live stream.
    const beforeReady = (await page.evaluate(requestTimings)).filter((r) => {
      const { pathname } = new URL(r.url);
      return r.start <= readyAt && pathname !== '/api/sse' && !pathname.startsWith('/favicon.');
    });
    const depth = waves(beforeReady);
    return {
      requests: beforeReady.length,
      waves: depth,
      readyMs: readyAt,
      scripts: js.files,
      jsRaw: js.raw,
      jsGzip: js.gzip,
      jsSent: js.sent,
      /** The requests before the ready marker by wave: `['/login', '/main.js', ...]` per wave. */
      byWave: Array.from({ length: depth }, (_, i) =>
        beforeReady
          .filter((r) => r.wave === i + 1)
          .sort((a, b) => a.start - b.start)
          .map((r) => new URL(r.url).pathname),
      ),
    };
  } finally {
    await browser.close();
  }
}
