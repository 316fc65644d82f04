import type { Page } from '@playwright/test';
import { BASE_URL, data, joinTeamApi } from './support/api';
import { startCuttableProxy } from './support/cuttable-proxy';
import { expect, FIRST_LOAD, liveStreamOpened, test } from './support/fixtures';
import { swContext, waitForOfflineReady, waitForRemoteStored } from './support/offline';

/**
 * What a phone sees when its signal goes and comes back (docs/decisions/shell.md, "Back online at
 * once"): nothing it has seen is missing offline, and a teammate's change made during the outage is
 * fetched when the network returns, not when the stream's backoff timer next fires.
 */

const row = (page: Page, name: string) =>
  page.getByTestId('item-row').filter({ has: page.getByText(name, { exact: true }) });

test('a list opened and left at once is there offline', async ({
  signedIn: { page, api, token },
}) => {
  test.setTimeout(180_000);
  const lists: Record<string, string> = {};
  for (const name of ['Tržnica', 'Ljekarna']) {
    const { list } = await data<{ list: { id: string } }>(
      api.post('/api/lists', { data: { name } }),
    );
    await data(
      api.post(`/api/lists/${list.id}/items`, { data: { name: `${name} stvar`, category: '' } }),
    );
    lists[name] = list.id;
  }
  const context = await swContext(page, token);
  try {
    const shop = await context.newPage();
    // The app itself is stored for offline use first, on another list.
    await shop.goto(`/editor/${lists.Tržnica}`);
    await expect(row(shop, 'Tržnica stvar')).toBeVisible(FIRST_LOAD);
    await waitForOfflineReady(shop, '/remotes/mf-lists/remoteEntry.js');
    await waitForRemoteStored(shop, 'mf-lists');

    // Open the list and leave it the moment its items show.
    await shop.goto(`/editor/${lists.Ljekarna}`);
    await expect(row(shop, 'Ljekarna stvar')).toBeVisible(FIRST_LOAD);
    await shop.goto('/dashboard');
    await expect(shop.getByText('Ljekarna', { exact: true })).toBeVisible(FIRST_LOAD);

    await context.setOffline(true);
    await shop.goto(`/editor/${lists.Ljekarna}`);
    await expect(row(shop, 'Ljekarna stvar')).toBeVisible(FIRST_LOAD);
  } finally {
    await context.close();
  }
});

test('a change made during an outage is fetched when the network returns', async ({
  signedIn: { page, api },
}) => {
  test.setTimeout(120_000);
  const { list } = await data<{ list: { id: string } }>(
    api.post('/api/lists', { data: { name: 'Vikend' } }),
  );
  await data(api.post(`/api/lists/${list.id}/items`, { data: { name: 'Mlijeko', category: '' } }));
  const { team } = await data<{ team: { id: string } }>(api.get('/api/my-team'));
  const teammate = await joinTeamApi(api, team.id);

  const proxy = await startCuttableProxy(new URL(BASE_URL));
  const context = await page
    .context()
    .browser()!
    .newContext({ baseURL: proxy.origin, locale: 'hr-HR' });
  await context.addInitScript((t) => localStorage.setItem('access_token', t), teammate.token);
  try {
    const phone = await context.newPage();
    const streamed = liveStreamOpened(phone);
    await phone.goto(`/editor/${list.id}`);
    await expect(row(phone, 'Mlijeko')).toBeVisible(FIRST_LOAD);
    await streamed;

    // The signal goes: open connections die, new ones fail, and the browser knows it is offline.
    let failedAttempts = 0;
    phone.on('requestfailed', (request) => {
      if (request.url().includes('/api/sse?')) failedAttempts += 1;
    });
    proxy.cut();
    await context.setOffline(true);
    await data(api.post(`/api/lists/${list.id}/items`, { data: { name: 'Kruh', category: '' } }));
    // The stream has lost its connection and failed to reconnect at least once: it is backing off.
    await expect.poll(() => failedAttempts, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);

    proxy.restore();
    const back = Date.now();
    const reopened = liveStreamOpened(phone);
    await context.setOffline(false);
    await reopened;
    await expect(row(phone, 'Kruh')).toBeVisible({ timeout: 15_000 });
    test.info().annotations.push({
      type: 'delay after the network returned',
      description: `${Date.now() - back} ms`,
    });
  } finally {
    await context.close();
    await proxy.close();
    await teammate.api.dispose();
  }
});
