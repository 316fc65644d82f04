import type { Page } from '@playwright/test';
import { data } from './support/api';
import { expect, FIRST_LOAD, test } from './support/fixtures';
import { swContext, waitForOfflineReady, waitForSavedQuery } from './support/offline';

/**
 * Notes, groceries and the diary opened once are readable offline after a full reload, from the
 * worker's code caches and the saved query cache; the banner says editing them waits for the
 * connection (docs/decisions/shell.md, "Installable and offline").
 */

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Zagreb' });
const banner = (page: Page) => page.getByTestId('offline-banner');
test('notes, groceries and the diary opened before read offline after a reload, editing explained', async ({
  signedIn: { page, api, token },
}) => {
  test.setTimeout(180_000);
  const { note } = await data<{ note: { id: string } }>(
    api.post('/api/notes', { data: { title: 'Recept za palačinke' } }),
  );
  const { grocery } = await data<{ grocery: { id: string } }>(
    api.post('/api/groceries', {
      data: { name: 'Sir gauda', energy: 356, fat: 27, protein: 25, carb: 2, isPublic: false },
    }),
  );
  await data(
    api.put(`/api/food-diaries/${today()}`, {
      data: { activities: [{ name: 'Trčanje', duration: 30, energy: 300 }] },
    }),
  );

  // Online, once: each area and the record in it.
  const context = await swContext(page, token);
  const tab = await context.newPage();
  await tab.goto('/notes');
  await expect(tab.getByTestId('note-row').getByText('Recept za palačinke')).toBeVisible();
  await waitForOfflineReady(tab, '/remotes/mf-notes/remoteEntry.js');
  // Around the app as a member would, by its links (one page, no full reload in between).
  const nav = tab.getByRole('navigation', { name: 'Glavna navigacija' });
  await tab.getByTestId('note-row').getByText('Recept za palačinke').click();
  await expect(tab.getByRole('textbox', { name: 'Naslov bilješke' })).toHaveValue(
    'Recept za palačinke',
  );
  await tab.goBack();
  await nav.getByRole('link', { name: 'Namirnice' }).click();
  await tab.getByRole('button', { name: 'Uredi Sir gauda' }).click();
  await expect(tab).toHaveURL(new RegExp(`/groceries/${grocery.id}$`));
  await expect(tab.getByLabel('Naziv')).toHaveValue('Sir gauda');
  await nav.getByRole('link', { name: 'Dnevnik prehrane' }).click();
  await expect(tab.getByRole('region', { name: 'Aktivnosti' }).getByText('Trčanje')).toBeVisible();
  await waitForOfflineReady(tab, '/remotes/mf-diary/remoteEntry.js');
  await waitForOfflineReady(tab, '/remotes/mf-groceries/remoteEntry.js');
  // Each query the offline visit below reads, by its own key.
  const saved: [string[], string][] = [
    [['food-diaries'], 'Trčanje'],
    [['groceries', 'detail', grocery.id], 'Sir gauda'],
    [['groceries', 'my'], 'Sir gauda'],
    [['notes', 'detail', note.id], 'Recept za palačinke'],
    [['notes', 'overview'], 'Recept za palačinke'],
  ];
  for (const [queryKey, text] of saved) await waitForSavedQuery(tab, queryKey, text);

  // No signal: every one of them opens again after a full reload, read from what was saved.
  await context.setOffline(true);
  await tab.reload();
  await expect(tab.getByRole('region', { name: 'Aktivnosti' }).getByText('Trčanje')).toBeVisible(
    FIRST_LOAD,
  );
  await expect(banner(tab)).toContainText('bilješke, namirnice i dnevnik tek kad se veza vrati');

  await tab.goto(`/groceries/${grocery.id}`);
  await expect(tab.getByLabel('Naziv')).toHaveValue('Sir gauda', FIRST_LOAD);
  await tab.goto('/groceries');
  await expect(tab.getByText('Sir gauda')).toBeVisible(FIRST_LOAD);
  await expect(banner(tab)).toBeVisible();

  await tab.goto(`/notes/${note.id}`);
  await expect(tab.getByRole('textbox', { name: 'Naslov bilješke' })).toHaveValue(
    'Recept za palačinke',
    FIRST_LOAD,
  );
  await expect(banner(tab)).toContainText('bilješke, namirnice i dnevnik tek kad se veza vrati');
  await tab.goto('/notes');
  await expect(tab.getByTestId('note-row').getByText('Recept za palačinke')).toBeVisible(
    FIRST_LOAD,
  );
  await expect(tab.getByTestId('remote-error')).toHaveCount(0);

  // Signal again: the banner goes.
  await context.setOffline(false);
  await expect(banner(tab)).toHaveCount(0);
  await context.close();
});
