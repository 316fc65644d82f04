import type { Page } from '@playwright/test';
import { data } from './support/api';
import { expect, test } from './support/fixtures';

// A page of every route index.html pre-renders (shell/src/layout/route-headings.ts).
const HEADED = [
  '/dashboard',
  '/notes',
  '/groceries',
  '/groceries/public',
  '/groceries/create',
  '/groceries/recipes',
  '/groceries/recipes/new',
  '/food-diary/day/today',
  '/settings',
];

/** The visible <h1>'s text and place. */
async function heading(page: Page, selector: string) {
  const h1 = page.locator(selector);
  await expect(h1).toBeVisible();
  return { text: await h1.textContent(), box: await h1.boundingBox() };
}

const SCRIPTS = /\.js(\?|$)/;

/** Only public/boot.js runs: what shows is the server's page and CSS alone. */
const scriptsBlocked = (page: Page) =>
  page.route(SCRIPTS, (route) =>
    new URL(route.request().url()).pathname === '/boot.js' ? route.continue() : route.abort(),
  );
test.describe('the boot frame @phone', () => {
  for (const path of HEADED) {
    test(`${path} paints its layout and title before any bundle, where the page draws them`, async ({
      signedIn: { page },
    }) => {
      await scriptsBlocked(page);
      await page.goto(path);
      const before = await heading(page, 'h1.org-heading-loading__title:visible');
      await expect(page.locator('.org-sidebar, .org-header-placeholder').first()).toBeAttached();

      await page.unroute(SCRIPTS);
      await page.goto(path);
      // The page's own title, once the area has rendered it.
      const live = await heading(page, 'main h1:not(.org-heading-loading__title)');
      expect(live).toEqual(before);
    });
  }

  test('a page titled by its data paints its title from the last visit, where the page draws it', async ({
    signedIn: { page, api },
  }) => {
    const grocery = await api.post('/api/groceries', {
      data: {
        name: 'Riža basmati',
        energy: 350,
        fat: 1,
        protein: 8,
        carb: 78,
        visibility: 'private',
      },
    });
    const created = await api.post('/api/recipes', {
      data: {
        name: 'Rižoto s vrganjima',
        servings: 2,
        visibility: 'private',
        ingredients: [{ groceryId: (await grocery.json()).data.grocery.id, grams: 200 }],
      },
    });
    const path = `/groceries/recipes/${(await created.json()).data.recipe.id}`;
    // The first visit paints the recipe and records its first screen once the page is idle.
    await page.goto(path);
    const live = await heading(page, 'main h1:not(.org-heading-loading__title)');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('first-screens') ?? ''))
      .toContain('Rižoto s vrganjima');
    expect(live.text).toContain('Rižoto s vrganjima');

    await scriptsBlocked(page);
    await page.goto(path);
    // In the page's saved copy: the same text, the same place.
    const before = await heading(page, '.org-saved-screen h1');
    expect(before).toEqual(live);
  });

  test('a page titled by its data with nothing saved, or a signed-out visit, shows no frame', async ({
    browser,
    signedIn: { page },
  }) => {
    await scriptsBlocked(page);
    // A grocery's page is titled by its data, and this one was never seen.
    await page.goto('/groceries/00000000-0000-4000-8000-000000000000');
    await expect(page.locator('.org-boot-app')).toBeHidden();

    const signedOut = await browser.newPage();
    await scriptsBlocked(signedOut);
    await signedOut.goto('/dashboard');
    // The server sent the frame; without a token it stays hidden (the guard sends to sign in).
    await expect(signedOut.locator('.org-boot-app')).toHaveCount(1);
    await expect(signedOut.locator('.org-boot-app')).toBeHidden();
    await signedOut.close();
  });

  test('a page paints what it showed on the last visit before any bundle, styled, then the app takes over', async ({
    signedIn: { page, api },
  }) => {
    const { list } = await data<{ list: { id: string } }>(
      api.post('/api/lists', { data: { name: 'Tjedna kupnja' } }),
    );
    await data(
      api.post(`/api/lists/${list.id}/items`, { data: { name: 'Mlijeko', category: 'ostalo' } }),
    );
    const path = `/editor/${list.id}`;
    await page.goto(path);
    const row = page.getByTestId('item-row').filter({ hasText: 'Mlijeko' });
    await expect(row).toBeVisible();
    const live = await row.getByText('Mlijeko', { exact: true }).boundingBox();
    // Leaving the page (here: for another) writes its copy, however soon after it painted.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Popisi' })).toBeVisible();

    await scriptsBlocked(page);
    await page.goto(path);
    const copy = page.locator('.org-saved-screen');
    const copied = copy.getByText('Mlijeko', { exact: true });
    await expect(copied).toBeVisible();
    await expect(copy).toHaveAttribute('inert', '');
    // A picture of the page: what journeys find the page by is not in it.
    await expect(copy.getByTestId('item-row')).toHaveCount(0);
    // Styled by the rules saved with it: the item where the page draws it.
    expect(await copied.boundingBox()).toEqual(live);

    await page.unroute(SCRIPTS);
    await page.goto(path);
    await expect(row).toBeVisible();
    await expect(copy).toHaveCount(0);
    // The saved rules go once the page's own stylesheets are in.
    await expect(page.locator('style[data-saved-screen]')).toHaveCount(0);
  });
});
