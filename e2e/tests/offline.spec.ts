import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { BASE_URL, data, joinTeamApi } from './support/api';
import { expect, FIRST_LOAD, test } from './support/fixtures';
import {
  swContext,
  waitForOfflineReady,
  waitForRemoteStored,
  waitForSavedQuery,
} from './support/offline';

/**
 * The shop with no signal: the installable app, its service worker, the lists read and changed
 * offline, the queue sent on reconnect and merged with a teammate's changes by the rule
 * (docs/decisions/lists.md, "Offline changes and conflicts").
 */

const row = (page: Page, name: string) =>
  page.getByTestId('item-row').filter({ has: page.getByText(name, { exact: true }) });

test('Chromium finds the app installable: manifest, icons, service worker', async () => {
  const profile = mkdtempSync(path.join(tmpdir(), 'organizator-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/login`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await (await page.request.get(`${BASE_URL}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ lang: 'hr', start_url: '/dashboard', display: 'standalone' });
    expect(
      manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`),
    ).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline in the shop: read after a reload, tick and add, reopen, sync, merge with a teammate', async ({
  signedIn: { page, api, token },
}) => {
  test.setTimeout(180_000);
  const { list } = await data<{ list: { id: string } }>(
    api.post('/api/lists', { data: { name: 'Subota' } }),
  );
  const ids: Record<string, string> = {};
  for (const name of ['Mlijeko', 'Kruh', 'Jaja', 'Sir', 'Jabuke']) {
    const { item } = await data<{ item: { id: string } }>(
      api.post(`/api/lists/${list.id}/items`, { data: { name, category: '' } }),
    );
    ids[name] = item.id;
  }
  const { team } = await data<{ team: { id: string } }>(api.get('/api/my-team'));
  const teammate = await joinTeamApi(api, team.id);

  const context = await swContext(page, token);
  let shop = await context.newPage();
  await shop.goto('/dashboard');
  await expect(shop.getByText('Subota')).toBeVisible();
  await shop.goto(`/editor/${list.id}`);
  await expect(row(shop, 'Mlijeko')).toBeVisible();
  await waitForOfflineReady(shop, '/remotes/mf-lists/remoteEntry.js');
  await waitForRemoteStored(shop, 'mf-lists');
  await waitForSavedQuery(shop, ['lists', 'detail', list.id], 'Jabuke');

  // No signal: a full reload still shows the list, under the offline banner.
  await context.setOffline(true);
  await shop.reload();
  await expect(row(shop, 'Mlijeko')).toBeVisible(FIRST_LOAD);
  await expect(shop.getByTestId('offline-banner')).toBeVisible();

  // Meanwhile a teammate (online) deletes Sir and ticks Jaja.
  await data(teammate.api.delete(`/api/lists/${list.id}/items/${ids.Sir}`));
  await data(
    teammate.api.put(`/api/lists/${list.id}/items/${ids.Jaja}`, { data: { isDone: true } }),
  );

  // Tick three (the teammate ticked Jaja too; ours is the later toggle) and Sir, now deleted.
  for (const name of ['Mlijeko', 'Kruh', 'Jaja']) {
    await row(shop, name)
      .getByRole('button', { name: new RegExp(name) })
      .first()
      .click();
    await expect(row(shop, name)).toHaveAttribute('data-done', 'true');
  }
  await row(shop, 'Sir').getByRole('button', { name: /Sir/ }).first().click();
  await expect(row(shop, 'Sir')).toHaveAttribute('data-done', 'true');
  await shop.getByRole('button', { name: 'Dodaj stavku', exact: true }).click();
  await shop.getByLabel('Pretraži stavke').fill('Banane');
  await shop.getByRole('button', { name: 'Dodaj na popis' }).click();
  // Ticked items leave the view (done items are hidden, docs/product.md#screens-lists); the new one is marked as waiting.
  await expect(row(shop, 'Banane').getByTestId('item-waiting')).toBeVisible();
  await expect(shop.getByTestId('offline-banner')).toContainText('čekaju slanje: 5');
  // Beside the count it still says what cannot be changed offline.
  await expect(shop.getByTestId('offline-banner')).toContainText('bilješke, namirnice i dnevnik');

  // Close the tab and open the app again, still offline: the changes are there, still waiting.
  await shop.close();
  shop = await context.newPage();
  await shop.goto(`/editor/${list.id}`);
  await expect(row(shop, 'Banane').getByTestId('item-waiting')).toBeVisible();
  await expect(shop.getByTestId('offline-banner')).toContainText('čekaju slanje: 5');
  await expect(row(shop, 'Jabuke')).toBeVisible();
  await expect(row(shop, 'Kruh')).toHaveCount(0);

  // Signal again: the queue is sent in order; the teammate sees it within 2 s.
  await context.setOffline(false);
  await expect(shop.getByTestId('offline-banner')).toHaveCount(0);
  await expect
    .poll(
      async () => {
        const { list: seen } = await data<{
          list: { items: { name: string; isDone: boolean }[] };
        }>(teammate.api.get(`/api/lists/${list.id}`));
        return seen.items.map((i) => `${i.name}:${i.isDone}`).sort();
      },
      { timeout: 2_000, intervals: [100] },
    )
    .toEqual(['Banane:false', 'Jabuke:false', 'Jaja:true', 'Kruh:true', 'Mlijeko:true']);
  // Sir, deleted by the teammate, is not brought back, and the member is told.
  await expect(shop.getByTestId('toast').first()).toBeVisible();
  await expect(row(shop, 'Sir')).toHaveCount(0);
  await expect(shop.getByTestId('item-waiting')).toHaveCount(0);

  // Notes were never opened: offline they say so instead of the browser's error page.
  await context.setOffline(true);
  await shop.goto('/notes');
  await expect(shop.getByTestId('remote-error')).toHaveAttribute('data-reason', 'offline');
  await expect(shop.getByText('Nije dostupno bez veze')).toBeVisible();
  await context.setOffline(false);
  await expect(shop.getByTestId('remote-error')).toHaveCount(0);
  await context.close();
  await teammate.api.dispose();
});
