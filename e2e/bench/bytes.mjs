// JS bytes of a cold page load: what the network transferred and the gzip size of every script.
import { gzipSync } from 'node:zlib';

export async function measureBytes(browser, url, token) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (token) await context.addInitScript((t) => localStorage.setItem('access_token', t), token);
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await response
          .request()
          .sizes()
          .catch(() => ({ responseBodySize: 0 }));
        return {
          url: response.url(),
          raw: body.length,
          gzip: gzipSync(body, { level: 6 }).length,
          transferred: sizes.responseBodySize,
        };
      })(),
    );
  });
  // Not 'networkidle': a signed-in page keeps its live-event stream open. Wait for scripts to go quiet.
  let last = Date.now();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') last = Date.now();
  });
  await page.goto(url, { waitUntil: 'load' });
  while (Date.now() - last < 2000) await page.waitForTimeout(250);
  const files = await Promise.all(scripts);
  await context.close();
  const sum = (k) => files.reduce((n, f) => n + f[k], 0);
  return {
    list: files,
    files: files.length,
    raw: sum('raw'),
    gzip: sum('gzip'),
    transferred: sum('transferred'),
  };
}
