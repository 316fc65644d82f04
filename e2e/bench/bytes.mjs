// JS bytes of a cold page load: what the network transferred and the gzip size of every script.
import { gzipSync } from 'node:zlib';

/**
 * Records every script `page` receives: its URL, raw and gzip (level 6) sizes, and the bytes the
 * server sent for it. `settle()` waits until no script has arrived for 2 s, then answers them all.
 */
export function recordScripts(page) {
  const scripts = [];
  let last = Date.now();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    last = Date.now();
    scripts.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        // The protocol's count of the bytes received. Chromium reports none (or a negative size)
        // for a script a preload had already fetched; the length the server declared stands in.
        const sizes = await response
          .request()
          .sizes()
          .catch(() => ({ responseBodySize: 0 }));
        const declared = Number((await response.allHeaders())['content-length'] ?? 0);
        return {
          url: response.url(),
          raw: body.length,
          gzip: gzipSync(body, { level: 6 }).length,
          sent: sizes.responseBodySize > 0 ? sizes.responseBodySize : declared,
        };
      })(),
    );
  });
  return {
    async settle() {
      // Not 'networkidle': a signed-in page keeps its live-event stream open.
      while (Date.now() - last < 2000) await page.waitForTimeout(250);
      return Promise.all(scripts);
    },
  };
}

/** Sums of what `recordScripts` answered. */
export const scriptTotals = (files) => {
  const sum = (key) => files.reduce((n, f) => n + f[key], 0);
  return { files: files.length, raw: sum('raw'), gzip: sum('gzip'), sent: sum('sent') };
};

export async function measureBytes(browser, url, token) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (token) await context.addInitScript((t) => localStorage.setItem('access_token', t), token);
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(url, { waitUntil: 'load' });
  const files = await scripts.settle();
  await context.close();
  return { list: files, ...scriptTotals(files) };
}
