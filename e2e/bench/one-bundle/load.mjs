// One cold load of a route for the federated / one-bundle comparison: what the page requested before
// its main content was usable, in how many sequential waves, and the JS it downloaded.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../../chromium.mjs';

/**
 * In the page: `window.__readyAt` (epoch ms) is set when the route's ready marker is first in the
 * DOM: `selector` present, `absent` gone, `text` in the page's text (each optional).
 */
function watchReady({ selector, absent, text }) {
  const ready = () =>
    (!selector || document.querySelector(selector)) &&
    (!absent || !document.querySelector(absent)) &&
    (!text || (document.body?.textContent ?? '').includes(text));
  const observer = new MutationObserver(() => {
    if (window.__readyAt !== undefined || !ready()) return;
    window.__readyAt = performance.timeOrigin + performance.now();
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
    const requests = [];
    let lastScript = Date.now();
    page.on('request', (request) => {
      const { pathname, protocol } = new URL(request.url());
      // The browser's own favicon fetch is not the page's: it comes whenever the browser asks.
      if (
        !protocol.startsWith('http') ||
        pathname === '/api/sse' ||
        pathname.startsWith('/favicon.')
      )
        return;
      requests.push(request);
      if (request.resourceType() === 'script') lastScript = Date.now();
    });
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => window.__readyAt !== undefined, null, { timeout: 120_000 });
    while (Date.now() - lastScript < 2000) await page.waitForTimeout(250);
    const readyAt = await page.evaluate(() => window.__readyAt);

    const settled = await Promise.all(
      requests.map(async (request) => {
        const response = await request.response().catch(() => null);
        const timing = request.timing();
        const finished = (at) => (at >= 0 ? timing.startTime + at : null);
        const body =
          request.resourceType() === 'script' && response
            ? await response.body().catch(() => Buffer.alloc(0))
            : null;
        const sizes = response ? await request.sizes().catch(() => null) : null;
        return {
          url: request.url(),
          type: request.resourceType(),
          start: timing.startTime,
          end: finished(
            request.resourceType() === 'document' ? timing.responseStart : timing.responseEnd,
          ),
          raw: body?.length ?? 0,
          gzip: body ? gzipSync(body, { level: 6 }).length : 0,
          sent: sizes?.responseBodySize ?? 0,
        };
      }),
    );
    const beforeReady = settled.filter((r) => r.start <= readyAt);
    const scripts = settled.filter((r) => r.type === 'script');
    const sum = (list, key) => list.reduce((n, r) => n + r[key], 0);
    return {
      requests: beforeReady.length,
      waves: waves(beforeReady),
      readyMs: readyAt - Math.min(...settled.map((r) => r.start)),
      scripts: scripts.length,
      jsRaw: sum(scripts, 'raw'),
      jsGzip: sum(scripts, 'gzip'),
      jsSent: sum(scripts, 'sent'),
      /** The requests before the ready marker by wave: `['/index.html', ...]` per wave. */
      byWave: Array.from({ length: waves(beforeReady) }, (_, i) =>
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
