import { test as base, expect } from '@playwright/test';
import { data, joinTeamApi, uniqueEmail } from './support/api';
import { areaHeading, liveStreamOpened, test } from './support/fixtures';

/** The shell around the areas: layout, theme, mobile menu, failing remotes, live events. */

const mainNav = (page: import('@playwright/test').Page) =>
  page.locator('.org-sidebar').getByRole('navigation', { name: 'Glavna navigacija' });

test('the shared layout: side navigation, header with the user menu, footer with v0.22', async ({
  signedIn: { page, email },
}) => {
  await page.goto('/notes');
  const nav = mainNav(page);
  for (const name of ['Popisi', 'Bilješke', 'Namirnice', 'Dnevnik prehrane', 'Postavke']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Bilješke' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('app-header')).toBeVisible();
  await expect(page.getByText('v0.22')).toBeVisible();
  await page.getByTestId('user-menu').click();
  await expect(page.getByText('Ana Test')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // A long e-mail is cut with an ellipsis inside the popup; nothing reaches past its edge.
  const popup = page.locator('.org-user-menu__popup');
  expect(await popup.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  await page.getByTestId('app-header').getByRole('link', { name: 'Postavke' }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

base('the theme survives a reload @phone', async ({ page }) => {
  await page.goto('/login');
  const html = page.locator('html');
  const wasDark = await html.evaluate((el) => el.classList.contains('dark'));
  await page.getByTestId('theme-toggle').click();
  await expect(html).toHaveClass(wasDark ? /^(?!.*dark)/ : /dark/);
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe(String(!wasDark));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Prijava' })).toBeVisible();
  expect(await html.evaluate((el) => el.classList.contains('dark'))).toBe(!wasDark);
});

test('the header theme control switches the remote pages too (antd follows the shell)', async ({
  signedIn: { page },
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('themed')) localStorage.setItem('darkMode', 'false');
    sessionStorage.setItem('themed', '1');
  });
  await page.goto('/notes');
  const heading = areaHeading(page);
  await expect(heading).toBeVisible();
  const color = () => heading.evaluate((el) => getComputedStyle(el).color);
  const light = await color();
  await page.getByTestId('app-header').getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect.poll(color).not.toBe(light);
});

test('on a phone the slide-in menu opens from the header and closes on selection @phone', async ({
  signedIn: { page },
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/notes');
  await expect(page.locator('.org-sidebar')).toBeHidden();
  await page.getByTestId('menu-toggle').click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeInViewport();
  await menu.getByRole('link', { name: 'Namirnice' }).click();
  await expect(page).toHaveURL(/\/groceries$/);
  await expect(menu).not.toBeInViewport();
});

test('an unreachable remote shows the error panel in its area only; retry loads it once it is back', async ({
  signedIn: { page },
}) => {
  await page.route('**/remotes/mf-notes/**', (route) => route.abort());
  await page.goto('/notes');
  const panel = page.getByTestId('remote-error');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Ovaj dio aplikacije se nije učitao');
  await expect(page.getByTestId('app-header')).toBeVisible();

  // Other areas and the navigation keep working.
  await mainNav(page).getByRole('link', { name: 'Popisi' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(areaHeading(page)).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);

  await mainNav(page).getByRole('link', { name: 'Bilješke' }).click();
  await expect(panel).toBeVisible();
  await page.unroute('**/remotes/mf-notes/**');
  await panel.getByRole('button', { name: 'Pokušaj ponovno' }).click();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  await expect(areaHeading(page)).toBeVisible();
});

test('a remote whose code throws shows the error panel in its area; retry recovers', async ({
  signedIn: { page },
}) => {
  const broken = '**/remotes/mf-notes/__federation_expose_*.js';
  await page.route(broken, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken deploy");' }),
  );
  await page.goto('/notes');
  const panel = page.getByTestId('remote-error');
  await expect(panel).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Popisi' })).toBeVisible();
  await page.unroute(broken);
  await panel.getByRole('button', { name: 'Pokušaj ponovno' }).click();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  await expect(areaHeading(page)).toBeVisible();
});

test('a teammate change arrives live as a toast with what happened and who did it', async ({
  signedIn: { page, api },
}) => {
  const team = await data<{ team: { id: string } }>(api.get('/api/my-team'));
  const mate = await joinTeamApi(api, team.team.id, uniqueEmail('mate'));
  await data(mate.api.put('/api/me', { data: { name: 'Marko' } }));

  const stream = liveStreamOpened(page);
  await page.goto('/notes');
  await expect(page.getByTestId('app-header')).toBeVisible();
  await stream;
  const { list } = await data<{ list: { id: string } }>(
    mate.api.post('/api/lists', { data: { name: 'Vikend' } }),
  );
  await data(
    mate.api.post(`/api/lists/${list.id}/items`, {
      data: { name: 'Mlijeko', category: 'mliječni proizvodi', images: [] },
    }),
  );
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('„Mlijeko” dodano na popis „Vikend”');
  await expect(toast).toContainText('Marko');
  await mate.api.dispose();
});
