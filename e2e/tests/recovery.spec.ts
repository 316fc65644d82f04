import { areaHeading, expect, test } from './support/fixtures';

/**
 * Transient failures of a remote's files are retried automatically: the area renders without the
 * error panel and without a click, even when the first download of every one of its files fails
 * (manifest, entry, exposed module, page chunk, styles).
 */
test('every file of a remote failing once: the area still renders by itself', async ({
  signedIn: { page },
}) => {
  const attempts = new Map<string, number>();
  await page.route('**/remotes/mf-lists/**', (route) => {
    const url = route.request().url();
    const n = (attempts.get(url) ?? 0) + 1;
    attempts.set(url, n);
    return n === 1 ? route.abort('connectionreset') : route.continue();
  });
  let panelShown = false;
  await page.exposeFunction('panelSeen', () => {
    panelShown = true;
  });
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid=remote-error]'))
        (window as unknown as { panelSeen: () => void }).panelSeen();
    }).observe(document, { childList: true, subtree: true });
  });

  await page.goto('/dashboard');
  await expect(areaHeading(page)).toBeVisible({
    timeout: 30_000,
  });
  expect(panelShown).toBe(false);
  const retried = [...attempts].filter(([, n]) => n > 1).map(([url]) => url);
  expect(retried.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  expect(retried.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  expect(retried.filter((url) => /\.[0-9a-f]{8}\.js$/.test(url)).length).toBeGreaterThan(1);
});
