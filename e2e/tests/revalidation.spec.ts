import type { Page } from '@playwright/test';
import { data, signInApi } from './support/api';
import { expect, FIRST_LOAD, test } from './support/fixtures';

/**
 * The browser keeps the signed-in answers and asks again with their ETag: a refetch of an unchanged
 * answer costs its headers, a changed one arrives in full, and signing out drops what was kept.
 * Checked on the wire (the page itself sees a 200 either way).
 */

/**
 * The status each /api/lists answer had on the wire, in the order asked (304 = the browser's kept
 * copy was still good), and how many are still on their way. CDP may report a response's raw
 * headers before its request.
 */
async function wireStatuses(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const asked: string[] = [];
  const statusOf = new Map<string, number>();
  const ended = new Set<string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (new URL(event.request.url).pathname === '/api/lists') asked.push(event.requestId);
  });
  cdp.on('Network.responseReceivedExtraInfo', (event) =>
    statusOf.set(event.requestId, event.statusCode),
  );
  cdp.on('Network.loadingFinished', (event) => ended.add(event.requestId));
  cdp.on('Network.loadingFailed', (event) => ended.add(event.requestId));
  await cdp.send('Network.enable');
  return {
    statuses: () => asked.flatMap((id) => statusOf.get(id) ?? []),
    pending: () => asked.filter((id) => !ended.has(id)).length,
  };
}

/** What the app does when its tab is shown again: refetch what is shown (TanStack focus). */
const tabShownAgain = (page: Page) =>
  page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));

test('an unchanged answer is not downloaded again, a changed one is, and logout drops them', async ({
  signedIn: { page, api, email },
}) => {
  // No page.route() here: Playwright turns the browser's HTTP cache off for a page with routes.
  const { list } = await data<{ list: { id: string } }>(
    api.post('/api/lists', { data: { name: 'Tjedna kupnja' } }),
  );
  const { statuses, pending } = await wireStatuses(page);

  await page.goto('/dashboard');
  await expect(page.getByTestId('list-row')).toHaveCount(1, FIRST_LOAD);
  await expect.poll(() => statuses().length).toBeGreaterThan(0);
  expect(statuses()[0]).toBe(200);

  // Asked again, the kept answer is still good.
  await expect.poll(pending).toBe(0);
  const loaded = statuses().length;
  await tabShownAgain(page);
  await expect.poll(() => statuses().length).toBeGreaterThan(loaded);
  expect(new Set(statuses().slice(loaded))).toEqual(new Set([304]));

  // A teammate's rename (live event or refetch, either way) comes with a full answer...
  const renamedAt = statuses().length;
  await data(api.put(`/api/lists/${list.id}`, { data: { name: 'Vikend' } }));
  await tabShownAgain(page);
  await expect(page.getByText('Vikend')).toBeVisible();
  await expect.poll(() => statuses().slice(renamedAt)).toContain(200);
  // ... which is the one kept from then on.
  await expect.poll(pending).toBe(0);
  const kept = statuses().length;
  await tabShownAgain(page);
  await expect.poll(() => statuses().length).toBeGreaterThan(kept);
  expect(new Set(statuses().slice(kept))).toEqual(new Set([304]));

  await page.getByTestId('user-menu').click();
  const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/logout'));
  await page.getByRole('link', { name: 'Odjava' }).click();
  expect(await (await loggedOut).headerValue('clear-site-data')).toBe('"cache"');
  await expect(page).toHaveURL(/\/login$/);

  // Signed in again, the same lists are downloaded in full: nothing was kept past the logout.
  const again = await signInApi(email);
  await page.evaluate((token) => localStorage.setItem('access_token', token), again.token);
  const before = statuses().length;
  await page.goto('/dashboard');
  await expect(page.getByText('Vikend')).toBeVisible(FIRST_LOAD);
  await expect.poll(() => statuses().length).toBeGreaterThan(before);
  expect(statuses()[before]).toBe(200);
  await again.api.dispose();
});
