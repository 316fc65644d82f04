// INP of toggling one item in a list of 1000: the Event Timing API's duration of each click
// interaction (input delay + processing + presentation), in Chromium, with and without 4x CPU slowdown.
import { recordInteractions, withUnreported } from './harness.mjs';

export async function measureToggleInp(
  browser,
  origin,
  token,
  listId,
  { cpuSlowdown = 1, clicks = 10 } = {},
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((t) => localStorage.setItem('access_token', t), token);
  const page = await context.newPage();
  // Not 'networkidle': the page keeps its live-event stream open.
  await page.goto(`${origin}/editor/${listId}?showDone`, { waitUntil: 'load' });
  // A long list renders the rows near the viewport only: the first rows are the ones to click.
  const toggles = page.locator('[data-testid="item-row"] button[data-item-toggle]');
  await toggles.first().waitFor({ timeout: 60_000 });
  await page.evaluate(recordInteractions);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  for (let i = 0; i < clicks; i++) {
    await toggles.nth(2 + (i % 2)).click();
    await page.waitForTimeout(300);
  }
  await page.waitForTimeout(1000);
  const durations = await page.evaluate(() => [...window.__interactions.values()]);
  await context.close();
  const all = withUnreported(durations, clicks).sort((a, b) => a - b);
  return {
    clicks,
    measured: durations.length,
    p50: all[Math.floor(all.length / 2)],
    max: all.at(-1),
  };
}
