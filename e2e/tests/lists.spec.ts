import type { APIRequestContext, Page } from '@playwright/test';
import { data, joinTeamApi } from './support/api';
import { expect, liveStreamOpened, pageFor, settledDialog, test } from './support/fixtures';

/**
 * The lists overview, list creation and the list editor (docs/product.md (#screens, #behaviour, #validation, #errors)), against the
 * real API and the production builds. Tests tagged @phone also run at phone size.
 */

interface SeedItem {
  name: string;
  category?: string;
  isDone?: boolean;
}

async function seedList(api: APIRequestContext, name: string, items: SeedItem[] = []) {
  const { list } = await data<{ list: { id: string; name: string } }>(
    api.post('/api/lists', { data: { name } }),
  );
  for (const item of items) {
    const created = await data<{ item: { id: string } }>(
      api.post(`/api/lists/${list.id}/items`, {
        data: { name: item.name, category: item.category ?? '' },
      }),
    );
    if (item.isDone) {
      await data(
        api.put(`/api/lists/${list.id}/items/${created.item.id}`, { data: { isDone: true } }),
      );
    }
  }
  return list;
}

/**
 * Reloads the editor and waits for the list's answer from the server. The page first shows the
 * session's saved copy, which can be older (it is saved with a short delay) and is refetched at
 * once: what is on screen before the answer is not yet what the server stored.
 */
async function reloadFromServer(page: Page, listId: string) {
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === `/api/lists/${listId}`,
  );
  await page.reload();
  await (await answer).finished();
}

/**
 * Chooses `action` in the item menu of `name`. A row of the saved copy whose item came back under
 * a new id (an undone removal) is replaced when the server's answer is rendered, which closes a
 * menu opened on it a moment before: then the menu is opened again, as a user would.
 */
async function chooseInItemMenu(page: Page, name: string, action: string) {
  await expect(async () => {
    const menu = page.getByRole('menuitem', { name: action });
    if (!(await menu.isVisible())) {
      await page.getByRole('button', { name: `Izbornik stavke ${name}` }).click();
    }
    await menu.click({ timeout: 5_000 });
  }).toPass();
}

const headings = (page: Page) => page.getByTestId('category-heading');
const row = (page: Page, name: string) =>
  page.getByTestId('item-row').filter({ has: page.getByText(name, { exact: true }) });
const toast = (page: Page) => page.getByTestId('toast');
/** An option of the open picker's list. */
const option = (page: Page, name: string) =>
  page.getByRole('listbox').getByRole('option', { name, exact: true });

/** The Croatian short date the app shows, in the browser's time zone (Europe/Zagreb). */
const todayIn = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getDate()}. ${d.getMonth() + 1}. ${d.getFullYear()}.`;
  });

test.describe('lists overview', () => {
  test('empty state, creating a list, its row, edit and delete with confirmation @phone', async ({
    signedIn: { page },
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Popisi' })).toBeVisible();
    const empty = page.getByText('Još nemate nijedan popis. Dodajte prvi.');
    await expect(empty).toBeVisible();

    // Empty state's add button -> /lists/new -> the new list's editor, title focused.
    await page.getByRole('link', { name: 'Dodaj popis' }).last().click();
    await expect(page).toHaveURL(/\/editor\/[\w-]+$/);
    const today = await todayIn(page);
    const title = page.getByLabel('Naziv popisa');
    await expect(title).toHaveValue(`Moj popis ${today}`);
    await expect(title).toBeFocused();

    // History was replaced: back in the browser does not create a second list.
    await page.getByRole('button', { name: 'Natrag' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const rows = page.getByTestId('list-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`Moj popis ${today}`);
    await expect(rows.first()).toContainText('0 / 0');
    await expect(rows.first()).toContainText(today);

    // Row links to its editor.
    await rows.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/editor\//);
    await page.goBack();

    // Menu: edit opens the editor.
    await page.getByRole('button', { name: /Izbornik popisa/ }).click();
    await page.getByRole('menuitem', { name: 'Uredi' }).click();
    await expect(page).toHaveURL(/\/editor\//);
    await page.goto('/dashboard');

    // Menu: delete asks first; cancel keeps the list, delete removes it.
    await page.getByRole('button', { name: /Izbornik popisa/ }).click();
    await page.getByRole('menuitem', { name: 'Obriši' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Odustani' }).click();
    await expect(rows).toHaveCount(1);
    await page.getByRole('button', { name: /Izbornik popisa/ }).click();
    await page.getByRole('menuitem', { name: 'Obriši' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Obriši' }).click();
    await expect(rows).toHaveCount(0);
    await expect(empty).toBeVisible();
    await page.reload();
    await expect(empty).toBeVisible();
  });

  test('done marker and "done / total" per list @phone', async ({ signedIn: { page, api } }) => {
    await seedList(api, 'Gotov popis', [{ name: 'Kruh', isDone: true }]);
    await seedList(api, 'Napola', [{ name: 'Mlijeko', isDone: true }, { name: 'Sir' }]);
    await page.goto('/dashboard');
    const done = page.getByTestId('list-row').filter({ hasText: 'Gotov popis' });
    const half = page.getByTestId('list-row').filter({ hasText: 'Napola' });
    await expect(done).toContainText('1 / 1');
    await expect(done.getByTestId('list-done')).toBeVisible();
    await expect(half).toContainText('1 / 2');
    await expect(half.getByTestId('list-done')).toHaveCount(0);
  });

  test('a refused delete puts the row back with a Greška toast @phone', async ({
    signedIn: { page, api },
  }) => {
    await seedList(api, 'Ostaje');
    await page.goto('/dashboard');
    await page.route('**/api/lists/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, json: { success: false, message: 'boom', data: null } })
        : route.continue(),
    );
    await page.getByRole('button', { name: /Izbornik popisa/ }).click();
    await page.getByRole('menuitem', { name: 'Obriši' }).click();
    const dialog = await settledDialog(page);
    await dialog.getByRole('button', { name: 'Obriši' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page)).toContainText('Greška');
    await expect(toast(page)).toContainText('Unknown server error');
    await expect(page.getByTestId('list-row').filter({ hasText: 'Ostaje' })).toBeVisible();
  });

  test('refetched on window focus @phone', async ({ signedIn: { page, api } }) => {
    await page.goto('/dashboard');
    await expect(page.getByText('Još nemate nijedan popis. Dodajte prvi.')).toBeVisible();
    await seedList(api, 'Dodan drugdje');
    // What the browser does when the user comes back to the tab (TanStack Query listens to this).
    await page.evaluate(() => {
      const setVisibility = (state: DocumentVisibilityState) => {
        Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
        window.dispatchEvent(new Event('visibilitychange'));
      };
      setVisibility('hidden');
      setVisibility('visible');
    });
    await expect(page.getByTestId('list-row').filter({ hasText: 'Dodan drugdje' })).toBeVisible();
  });
});

test.describe('list editor', () => {
  test('rename by tapping the title @phone', async ({ signedIn: { page, api } }) => {
    const list = await seedList(api, 'Stari naziv', [{ name: 'Kruh' }]);
    await page.goto(`/editor/${list.id}`);
    // Not a default title: no field until tapped.
    await expect(page.getByLabel('Naziv popisa')).toHaveCount(0);
    await page.getByTestId('list-title').click();
    await page.getByLabel('Naziv popisa').fill('Novi naziv');
    await page.getByLabel('Naziv popisa').press('Enter');
    await expect(page.getByTestId('list-title')).toHaveText('Novi naziv');
    await expect(toast(page)).toContainText('List updated');
    await expect(toast(page)).toContainText('Novi naziv');
    await page.goto('/dashboard');
    await expect(page.getByTestId('list-row').filter({ hasText: 'Novi naziv' })).toBeVisible();
  });

  test('grouped by category order, missing category is "Ostalo", done hidden unless showDone @phone', async ({
    signedIn: { page, api },
  }) => {
    const list = await seedList(api, 'Kupnja', [
      { name: 'Mlijeko', category: 'mliječni proizvodi' },
      { name: 'Baterije' },
      { name: 'Jabuke', category: 'Voće i povrće' },
      { name: 'Kruh', category: 'pekarski proizvodi', isDone: true },
    ]);
    await page.goto(`/editor/${list.id}`);
    await expect(headings(page)).toHaveText([
      'Mliječni proizvodi',
      'Ostalo',
      'Voće i povrće',
      'Pekarski proizvodi',
    ]);
    // The done item is hidden; its category (all done) is struck through.
    await expect(page.getByText('Kruh', { exact: true })).toHaveCount(0);
    const bakery = page.getByTestId('category').filter({ hasText: 'Pekarski proizvodi' });
    await expect(bakery.locator('del')).toHaveText('Pekarski proizvodi');
    await expect(
      page.getByTestId('category').filter({ hasText: 'Ostalo' }).locator('del'),
    ).toHaveCount(0);

    // The eye shows done items and puts showDone in the query; again hides them.
    await page.getByRole('button', { name: 'Prikaži kupljeno' }).click();
    await expect(page).toHaveURL(/[?&]showDone/);
    await expect(row(page, 'Kruh')).toBeVisible();
    await page.getByRole('button', { name: 'Sakrij kupljeno' }).click();
    await expect(page).not.toHaveURL(/showDone/);
    await expect(row(page, 'Kruh')).toHaveCount(0);

    await page.goto(`/editor/${list.id}?showDone`);
    await expect(row(page, 'Kruh')).toBeVisible();
  });

  test('tapping toggles at once, a done item lingers 2 s, a second tap undoes @phone', async ({
    signedIn: { page, api },
  }) => {
    const list = await seedList(api, 'Kupnja', [
      { name: 'Mlijeko', category: 'mliječni proizvodi' },
      { name: 'Sir', category: 'mliječni proizvodi' },
    ]);
    // The linger is timed: the page's clock is moved on by hand instead of sleeping.
    await page.clock.install();
    await page.goto(`/editor/${list.id}`);
    const milk = page.getByRole('button', { name: 'Označi Mlijeko kao kupljeno' });
    await milk.click();
    // At once: struck through and still there.
    const done = page.getByRole('button', { name: 'Označi Mlijeko kao nekupljeno' });
    await expect(done).toBeVisible({ timeout: 300 });
    await expect(done.getByText('Mlijeko')).toHaveCSS('text-decoration-line', 'line-through');
    // A mis-tap is undone while it lingers.
    await done.click();
    await expect(milk).toBeVisible();
    await page.clock.runFor(2300);
    await expect(milk).toBeVisible();

    // Tapped done for real: hidden after ~2 s, and stored.
    await milk.click();
    await expect(done).toBeVisible();
    await page.clock.runFor(1000);
    await expect(done).toBeVisible();
    await page.clock.runFor(1500);
    await expect(row(page, 'Mlijeko')).toHaveCount(0);
    await expect(row(page, 'Sir')).toBeVisible();
    await page.reload();
    await expect(row(page, 'Sir')).toBeVisible();
    await expect(row(page, 'Mlijeko')).toHaveCount(0);

    // Last item of the category done: heading struck through.
    await page.getByRole('button', { name: 'Označi Sir kao kupljeno' }).click();
    await expect(
      page.getByTestId('category').filter({ hasText: 'Mliječni proizvodi' }).locator('del'),
    ).toBeVisible();
  });

  test('ten quick taps at 0.5 s hit the ten intended rows: nothing moves under the finger @phone', async ({
    signedIn: { page, api },
  }, testInfo) => {
    const names = Array.from({ length: 12 }, (_, i) => `Stavka ${String(i + 1).padStart(2, '0')}`);
    const list = await seedList(
      api,
      'Brza kupnja',
      names.map((name) => ({ name })),
    );
    // The rhythm runs on the page's clock (advanced by hand below), not on this machine's speed.
    await page.clock.install();
    await page.goto(`/editor/${list.id}`);
    await expect(page.getByTestId('item-row')).toHaveCount(12);
    // The finger aims where each row was before the first tap, like a shopper working down a list.
    const intended = names.slice(0, 10);
    const targets: { x: number; y: number }[] = [];
    for (const name of intended) {
      const box = await page
        .getByRole('button', { name: `Označi ${name} kao kupljeno` })
        .boundingBox();
      if (!box) throw new Error(`${name} is not on screen`);
      targets.push({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
    }
    const phone = testInfo.project.name === 'phone';
    for (const [index, { x, y }] of targets.entries()) {
      if (phone) await page.touchscreen.tap(x, y);
      else await page.mouse.click(x, y);
      await expect(
        page.getByRole('button', { name: `Označi ${intended[index]} kao nekupljeno` }),
      ).toBeVisible();
      // Half a second of the page's time between taps: a shopper's rhythm, past the linger in all.
      await page.clock.runFor(500);
    }
    // Once the tapping pauses, the done rows go together; the two untouched ones stay.
    await page.clock.runFor(5_000); // well past the linger of done rows
    await expect(page.getByTestId('item-row')).toHaveCount(2, { timeout: 15_000 });
    await expect(page.getByTestId('item-name')).toHaveText(['Stavka 11', 'Stavka 12']);
    await expect
      .poll(async () => {
        const { list: stored } = await data<{
          list: { items: { name: string; isDone: boolean }[] };
        }>(api.get(`/api/lists/${list.id}`));
        return stored.items
          .filter((item) => item.isDone)
          .map((item) => item.name)
          .sort();
      })
      .toEqual(intended);
  });

  test('the phone’s back gesture closes the add view and stays on the list @phone', async ({
    signedIn: { page, api },
  }) => {
    const list = await seedList(api, 'Kupnja', [{ name: 'Sir' }]);
    await page.goto('/dashboard');
    await page.goto(`/editor/${list.id}`);
    await page.getByRole('button', { name: 'Dodaj stavku', exact: true }).click();
    await expect(page.getByTestId('add-item-view')).toBeVisible();
    await page.getByLabel('Pretraži stavke').fill('Jaja');
    await page.goBack();
    await expect(page.getByTestId('add-item-view')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/editor/${list.id}$`));
    await expect(row(page, 'Sir')).toBeVisible();
    // The app's own back: one level at a time as well.
    await page.getByRole('button', { name: 'Dodaj stavku', exact: true }).click();
    await page.getByRole('button', { name: 'Natrag' }).click();
    await expect(page.getByTestId('add-item-view')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/editor/${list.id}$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a refused toggle flips back with a Greška toast @phone', async ({
    signedIn: { page, api },
  }) => {
    const list = await seedList(api, 'Kupnja', [{ name: 'Mlijeko' }]);
    await page.goto(`/editor/${list.id}?showDone`);
    await page.route('**/api/lists/*/items/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { success: false, message: 'boom', data: null } })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Označi Mlijeko kao kupljeno' }).click();
    await expect(toast(page)).toContainText('Greška');
    await expect(page.getByRole('button', { name: 'Označi Mlijeko kao kupljeno' })).toBeVisible();
  });

  test('add an item: picker suggestions from other lists, new name, category, and the #validation error @phone', async ({
    signedIn: { page, api },
  }) => {
    await seedList(api, 'Prošli tjedan', [{ name: 'Maslinovo ulje', category: 'ostalo' }]);
    const list = await seedList(api, 'Ovaj tjedan');
    await page.goto(`/editor/${list.id}`);

    // No name: the Greška toast of docs/product.md#validation.
    await page.getByRole('button', { name: 'Dodaj stavku', exact: true }).click();
    await page.getByRole('button', { name: 'Dodaj na popis' }).click();
    await expect(toast(page)).toContainText('Greška');
    await expect(toast(page)).toContainText('Naziv stavke mora biti unesen');

    // A suggestion from the other list.
    const picker = page.getByLabel('Pretraži stavke');
    await picker.fill('masl');
    await option(page, 'Maslinovo ulje').click();
    await expect(page.getByLabel('Naziv', { exact: true })).toHaveValue('Maslinovo ulje');
    await page.getByLabel('Kategorija').click();
    await page.getByLabel('Kategorija').fill('začini');
    await option(page, 'Začini i bilje').click();
    await page.getByRole('button', { name: 'Dodaj na popis' }).click();
    await expect(row(page, 'Maslinovo ulje')).toBeVisible();
    await expect(toast(page)).toContainText('Item added');
    await expect(toast(page)).toContainText('Ovaj tjedan');
    await expect(headings(page)).toHaveText(['Začini i bilje']);

    // A new name, preset category from the plus of a category.
    await page.getByRole('button', { name: 'Dodaj stavku u kategoriju Začini i bilje' }).click();
    await page.getByLabel('Pretraži stavke').fill('Papar');
    await option(page, 'Dodaj novu: „Papar”').click();
    await expect(page.getByLabel('Kategorija')).toHaveValue('Začini i bilje');
    await page.getByRole('button', { name: 'Dodaj na popis' }).click();
    const spices = page.getByTestId('category').filter({ hasText: 'Začini i bilje' });
    await expect(spices.getByTestId('item-row')).toHaveCount(2);

    // Typed text without choosing an option is taken as the name; no category -> Ostalo.
    await page.getByRole('button', { name: 'Dodaj stavku', exact: true }).click();
    await page.getByLabel('Pretraži stavke').fill('Spužve');
    await page.getByRole('button', { name: 'Dodaj na popis' }).click();
    // The list started in the team's order (last week's list had Ostalo), so Ostalo comes first.
    await expect(headings(page)).toHaveText(['Ostalo', 'Začini i bilje']);
    await page.reload();
    await expect(row(page, 'Spužve')).toBeVisible();
    await expect(row(page, 'Papar')).toBeVisible();
  });

  test('a refused add is rolled back with a Greška toast @phone', async ({
    signedIn: { page, api },
  }) => {
    const list = await seedList(api, 'Kupnja', [{ name: 'Kruh' }]);
    await page.goto(`/editor/${list.id}`);
    await page.route('**/api/lists/*/items', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { success: false, message: 'boom', data: null } })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Dodaj stavku', exact: true }).click();
    await page.getByLabel('Pretraži stavke').fill('Jaja');
    await page.getByRole('button', { name: 'Dodaj na popis' }).click();
    await expect(toast(page)).toContainText('Greška');
    await expect(row(page, 'Jaja')).toHaveCount(0);
    await expect(row(page, 'Kruh')).toBeVisible();
  });

  test('picker list height: about 25% of the viewport on phones, 60% on wide screens @phone', async ({
    signedIn: { page, api },
  }) => {
    const list = await seedList(api, 'Kupnja');
    await page.goto(`/editor/${list.id}`);
    await page.getByRole('button', { name: 'Dodaj stavku', exact: true }).click();
    await page.getByLabel('Kategorija').click();
    const choices = page.getByRole('listbox', { name: 'Kategorije' });
    await expect(choices).toBeVisible();
    const { maxHeight, viewport, wide } = await choices.evaluate((el) => ({
      maxHeight: Number.parseFloat(getComputedStyle(el).maxHeight),
      viewport: window.innerHeight,
      wide: window.innerWidth >= 768,
    }));
    expect(maxHeight / viewport).toBeCloseTo(wide ? 0.6 : 0.25, 1);
  });

  test('edit view: rename, recategorise, save; remove from the item menu @phone', async ({
    signedIn: { page, api },
  }) => {
    const list = await seedList(api, 'Kupnja', [
      { name: 'Mlijko', category: 'mliječni proizvodi' },
      { name: 'Kruh', category: 'pekarski proizvodi' },
    ]);
    await page.goto(`/editor/${list.id}`);
    await page.getByRole('button', { name: 'Izbornik stavke Mlijko' }).click();
    await page.getByRole('menuitem', { name: 'Uredi' }).click();
    const view = page.getByTestId('edit-item-view');
    await view.getByLabel('Naziv').fill('Mlijeko');
    await view.getByLabel('Kategorija').click();
    await view.getByLabel('Kategorija').fill('ostalo');
    await option(page, 'Ostalo').click();
    await view.getByRole('button', { name: 'Spremi' }).click();
    await expect(view).toHaveCount(0);
    await expect(toast(page)).toContainText('Item updated');
    await expect(
      page.getByTestId('category').filter({ hasText: 'Ostalo' }).getByText('Mlijeko'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Izbornik stavke Kruh' }).click();
    await page.getByRole('menuitem', { name: 'Ukloni' }).click();
    await expect(row(page, 'Kruh')).toHaveCount(0);
    await expect(toast(page)).toContainText('Item removed');
    // Poništi brings it back, stored; removed again for good.
    await toast(page).getByRole('button', { name: 'Poništi' }).click();
    await expect(row(page, 'Kruh')).toBeVisible();
    await reloadFromServer(page, list.id);
    await expect(row(page, 'Kruh')).toBeVisible();
    await chooseInItemMenu(page, 'Kruh', 'Ukloni');
    await expect(row(page, 'Kruh')).toHaveCount(0);
    await expect(toast(page)).toContainText('Item removed');
    await page.reload();
    await expect(row(page, 'Mlijeko')).toBeVisible();
    await expect(row(page, 'Kruh')).toHaveCount(0);

    // Delete from the edit view.
    await page.getByRole('button', { name: 'Izbornik stavke Mlijeko' }).click();
    await page.getByRole('menuitem', { name: 'Uredi' }).click();
    await page.getByTestId('edit-item-view').getByRole('button', { name: 'Obriši' }).click();
    await expect(row(page, 'Mlijeko')).toHaveCount(0);
    await expect(page.getByText('Popis je prazan. Dodajte prvu stavku.')).toBeVisible();
  });

  test('reorder categories with up/down (ends ignored), save, and reset all @phone', async ({
    signedIn: { page, api },
  }) => {
    const list = await seedList(api, 'Kupnja', [
      { name: 'Mlijeko', category: 'mliječni proizvodi' },
      { name: 'Kruh', category: 'pekarski proizvodi', isDone: true },
      { name: 'Jabuke', category: 'voće i povrće', isDone: true },
    ]);
    await page.goto(`/editor/${list.id}`);
    await page.getByRole('button', { name: 'Više radnji' }).click();
    await page.getByRole('menuitem', { name: 'Promijeni redoslijed kategorija' }).click();
    const rows = page.getByTestId('reorder-row');
    await expect(rows).toHaveText(['Mliječni proizvodi', 'Pekarski proizvodi', 'Voće i povrće']);
    // Ends are ignored.
    await page.getByRole('button', { name: 'Pomakni Mliječni proizvodi gore' }).click();
    await page.getByRole('button', { name: 'Pomakni Voće i povrće dolje' }).click();
    await expect(rows).toHaveText(['Mliječni proizvodi', 'Pekarski proizvodi', 'Voće i povrće']);
    await page.getByRole('button', { name: 'Pomakni Voće i povrće gore' }).click();
    await page.getByRole('button', { name: 'Pomakni Voće i povrće gore' }).click();
    await page.getByRole('button', { name: 'Pomakni Mliječni proizvodi dolje' }).click();
    await expect(rows).toHaveText(['Voće i povrće', 'Pekarski proizvodi', 'Mliječni proizvodi']);
    await page.getByRole('button', { name: 'Spremi redoslijed' }).click();
    await expect(toast(page)).toContainText('List updated');
    await expect(headings(page)).toHaveText([
      'Voće i povrće',
      'Pekarski proizvodi',
      'Mliječni proizvodi',
    ]);
    await page.reload();
    await expect(headings(page)).toHaveText([
      'Voće i povrće',
      'Pekarski proizvodi',
      'Mliječni proizvodi',
    ]);

    // Leaving reorder mode without saving keeps the order.
    await page.getByRole('button', { name: 'Više radnji' }).click();
    await page.getByRole('menuitem', { name: 'Promijeni redoslijed kategorija' }).click();
    await page.getByRole('button', { name: 'Pomakni Mliječni proizvodi gore' }).click();
    await page.getByRole('button', { name: 'Odustani' }).click();
    await expect(headings(page).first()).toHaveText('Voće i povrće');

    // Reset: everything back to not done.
    await expect(row(page, 'Kruh')).toHaveCount(0);
    await page.getByRole('button', { name: 'Više radnji' }).click();
    await page.getByRole('menuitem', { name: 'Vrati sve na nekupljeno' }).click();
    // It asks first; cancelling changes nothing.
    const dialog = await settledDialog(page);
    await dialog.getByRole('button', { name: 'Odustani' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row(page, 'Kruh')).toHaveCount(0);
    await page.getByRole('button', { name: 'Više radnji' }).click();
    await page.getByRole('menuitem', { name: 'Vrati sve na nekupljeno' }).click();
    await settledDialog(page);
    await dialog.getByRole('button', { name: 'Vrati sve' }).click();
    await expect(row(page, 'Kruh')).toBeVisible();
    await expect(row(page, 'Jabuke')).toBeVisible();
    await expect(toast(page)).toContainText('List restarted');
  });

  test('a refused reorder restores the previous order @phone', async ({
    signedIn: { page, api },
  }) => {
    const list = await seedList(api, 'Kupnja', [
      { name: 'Mlijeko', category: 'mliječni proizvodi' },
      { name: 'Kruh', category: 'pekarski proizvodi' },
    ]);
    await page.goto(`/editor/${list.id}`);
    await page.route(`**/api/lists/${list.id}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { success: false, message: 'boom', data: null } })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Više radnji' }).click();
    await page.getByRole('menuitem', { name: 'Promijeni redoslijed kategorija' }).click();
    await page.getByRole('button', { name: 'Pomakni Pekarski proizvodi gore' }).click();
    await page.getByRole('button', { name: 'Spremi redoslijed' }).click();
    await expect(toast(page)).toContainText('Greška');
    await expect(headings(page)).toHaveText(['Mliječni proizvodi', 'Pekarski proizvodi']);
  });

  test('instructions toggle and the back button going up one level @phone', async ({
    signedIn: { page, api },
  }) => {
    const list = await seedList(api, 'Kupnja', [{ name: 'Kruh' }]);
    await page.goto('/dashboard');
    await page.goto(`/editor/${list.id}`);
    await page.getByRole('button', { name: 'Upute' }).click();
    await expect(page.getByTestId('instructions').locator('p')).toHaveCount(4);
    await page.getByRole('button', { name: 'Sakrij upute' }).click();
    await expect(page.getByTestId('instructions')).toHaveCount(0);

    const back = page.getByRole('button', { name: 'Natrag' });
    await page.getByRole('button', { name: 'Dodaj stavku', exact: true }).click();
    await expect(page.getByTestId('add-item-view')).toBeVisible();
    await back.click();
    await expect(page.getByTestId('add-item-view')).toHaveCount(0);
    await page.getByRole('button', { name: 'Izbornik stavke Kruh' }).click();
    await page.getByRole('menuitem', { name: 'Uredi' }).click();
    await expect(page.getByTestId('edit-item-view')).toBeVisible();
    await back.click();
    await expect(page.getByTestId('edit-item-view')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/editor/${list.id}`));
    await back.click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('images: a large PNG is stored as a JPEG at most 400 px wide, with its note @phone', async ({
    signedIn: { page, api },
  }) => {
    const list = await seedList(api, 'Kupnja');
    await page.goto(`/editor/${list.id}`);
    // A 1200 x 900 PNG made in the page, so the test needs no fixture file.
    const png = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 1200;
      canvas.height = 900;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#c33';
      ctx.fillRect(0, 0, 1200, 900);
      ctx.fillStyle = '#3c3';
      ctx.fillRect(300, 200, 600, 500);
      const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/png'));
      return [...new Uint8Array(await blob.arrayBuffer())];
    });
    await page.getByRole('button', { name: 'Dodaj stavku', exact: true }).click();
    await page.getByLabel('Pretraži stavke').fill('Sir gauda');
    // Only images are accepted.
    const input = page.getByTestId('image-input');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await input.setInputFiles({
      name: 'note.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await expect(toast(page)).toContainText('Odabrana datoteka nije slika');

    const upload = page.waitForResponse(
      (r) => r.url().includes('/api/list-item-images') && r.request().method() === 'POST',
    );
    await input.setInputFiles({ name: 'sir.png', mimeType: 'image/png', buffer: Buffer.from(png) });
    expect((await upload).ok()).toBe(true);
    const imageRow = page.getByTestId('image-row');
    await expect(imageRow).toHaveCount(1);
    await imageRow.getByLabel('Napomena').fill('Onaj u crvenom pakiranju');
    await imageRow.getByLabel('Napomena').blur();
    await page.getByRole('button', { name: 'Dodaj na popis' }).click();
    await expect(row(page, 'Sir gauda')).toBeVisible();

    // Details toggle shows the image with its description.
    await page.reload();
    await row(page, 'Sir gauda').getByRole('button', { name: 'Prikaži detalje' }).click();
    const details = page.getByTestId('item-details');
    await expect(details).toContainText('Onaj u crvenom pakiranju');
    const src = await details.locator('img').getAttribute('src');
    expect(src).toBeTruthy();

    // The stored file: JPEG magic bytes, at most 400 px wide (aspect ratio kept).
    const stored = await page.evaluate(async (url) => {
      const blob = await (await fetch(url)).blob();
      const head = [...new Uint8Array(await blob.slice(0, 3).arrayBuffer())];
      const bitmap = await createImageBitmap(blob);
      return { head, width: bitmap.width, height: bitmap.height };
    }, src!);
    expect(stored.head).toEqual([0xff, 0xd8, 0xff]);
    expect(stored.width).toBeLessThanOrEqual(400);
    expect(stored.width).toBe(400);
    expect(stored.height).toBe(300);

    // Edit view: the description is saved on blur, the image can be removed.
    await page.getByRole('button', { name: 'Izbornik stavke Sir gauda' }).click();
    await page.getByRole('menuitem', { name: 'Uredi' }).click();
    const note = page.getByTestId('edit-item-view').getByLabel('Napomena');
    await expect(note).toHaveValue('Onaj u crvenom pakiranju');
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/list-item-images/') && r.request().method() === 'PUT',
    );
    await note.fill('Mladi sir');
    await note.blur();
    expect((await saved).ok()).toBe(true);
    await page.getByTestId('edit-item-view').getByRole('button', { name: 'Ukloni sliku' }).click();
    await expect(page.getByTestId('edit-item-view').getByTestId('image-row')).toHaveCount(0);
    await page.getByTestId('edit-item-view').getByRole('button', { name: 'Spremi' }).click();
    await page.reload();
    await expect(
      row(page, 'Sir gauda').getByRole('button', { name: 'Prikaži detalje' }),
    ).toHaveCount(0);
  });
});

test.describe('live, two members of one team', () => {
  test('what one member changes appears for the other without a reload, with a toast @phone', async ({
    signedIn: owner,
  }) => {
    const { team } = await data<{ team: { id: string } }>(owner.api.get('/api/my-team'));
    const member = await joinTeamApi(owner.api, team.id);
    await member.api.put('/api/me', { data: { name: 'Marko Član' } });
    const list = await seedList(owner.api, 'Zajednički', [{ name: 'Kruh' }]);

    const ownerPage = owner.page;
    const memberPage = await pageFor(ownerPage, member.token);
    // Both tabs hold their live stream before anything changes.
    const streams = [liveStreamOpened(ownerPage), liveStreamOpened(memberPage)];
    await ownerPage.goto(`/editor/${list.id}?showDone`);
    await memberPage.goto(`/editor/${list.id}?showDone`);
    await Promise.all(streams);
    await expect(row(memberPage, 'Kruh')).toBeVisible();
    await expect(row(ownerPage, 'Kruh')).toBeVisible();

    // A readiness wait, not a latency budget: delivery time is measured by the API bench (SSE
    // delivery), where machine load is reported beside it; here a loaded machine must not fail.
    const LIVE = { timeout: 15_000 };
    const after = (page: Page, method: string, part: string) =>
      page.waitForResponse((r) => r.url().includes(part) && r.request().method() === method);

    // Member adds -> owner sees it, with the toast naming the member.
    let done = after(memberPage, 'POST', '/items');
    await memberPage.getByRole('button', { name: 'Dodaj stavku', exact: true }).click();
    await memberPage.getByLabel('Pretraži stavke').fill('Mlijeko');
    await memberPage.getByRole('button', { name: 'Dodaj na popis' }).click();
    await done;
    await expect(row(ownerPage, 'Mlijeko')).toBeVisible(LIVE);
    await expect(toast(ownerPage)).toContainText('Mlijeko', LIVE);
    await expect(toast(ownerPage)).toContainText('Marko Član');

    // Owner toggles -> member sees it done.
    done = after(ownerPage, 'PUT', '/items/');
    await ownerPage.getByRole('button', { name: 'Označi Kruh kao kupljeno' }).click();
    await done;
    await expect(
      memberPage.getByRole('button', { name: 'Označi Kruh kao nekupljeno' }),
    ).toBeVisible(LIVE);
    await expect(toast(memberPage)).toContainText('Kruh', LIVE);
    await expect(toast(memberPage)).toContainText('Ana Test');

    // Member renames the list -> owner sees the new title.
    done = after(memberPage, 'PUT', `/lists/${list.id}`);
    await memberPage.getByTestId('list-title').click();
    await memberPage.getByLabel('Naziv popisa').fill('Vikend');
    await memberPage.getByLabel('Naziv popisa').press('Enter');
    await done;
    await expect(ownerPage.getByTestId('list-title')).toHaveText('Vikend', LIVE);
    await expect(toast(ownerPage)).toContainText('Vikend', LIVE);

    // Owner resets -> member sees every item not done.
    done = after(ownerPage, 'PUT', '/reset');
    await ownerPage.getByRole('button', { name: 'Više radnji' }).click();
    await ownerPage.getByRole('menuitem', { name: 'Vrati sve na nekupljeno' }).click();
    await ownerPage.getByRole('dialog').getByRole('button', { name: 'Vrati sve' }).click();
    await done;
    await expect(memberPage.getByRole('button', { name: 'Označi Kruh kao kupljeno' })).toBeVisible(
      LIVE,
    );
    await expect(toast(memberPage)).toContainText('resetiran', LIVE);

    // Member deletes an item -> owner loses it.
    done = after(memberPage, 'DELETE', '/items/');
    await memberPage.getByRole('button', { name: 'Izbornik stavke Mlijeko' }).click();
    await memberPage.getByRole('menuitem', { name: 'Ukloni' }).click();
    await done;
    await expect(row(ownerPage, 'Mlijeko')).toHaveCount(0, LIVE);
    await expect(toast(ownerPage)).toContainText('uklonjeno', LIVE);

    // The overview follows too.
    await ownerPage.goto('/dashboard');
    await expect(ownerPage.getByTestId('list-row').filter({ hasText: 'Vikend' })).toContainText(
      '0 / 1',
    );
    done = after(memberPage, 'PUT', '/items/');
    await memberPage.getByRole('button', { name: 'Označi Kruh kao kupljeno' }).click();
    await done;
    await expect(ownerPage.getByTestId('list-row').filter({ hasText: 'Vikend' })).toContainText(
      '1 / 1',
      LIVE,
    );
    await memberPage.context().close();
    await member.api.dispose();
  });
});
