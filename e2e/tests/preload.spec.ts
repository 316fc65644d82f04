import { areaHeading, expect, test } from './support/fixtures';

/** Hovering a navigation link downloads the area and that page's own code, so the click needs none. */
test('hovering a nav link preloads the page chunk, not only the routes', async ({
  signedIn: { page },
}) => {
  await page.goto('/notes');
  await expect(areaHeading(page)).toBeVisible();
  const listsScripts: string[] = [];
  page.on('request', (request) => {
    if (/\/remotes\/mf-lists\/.*\.js$/.test(request.url())) listsScripts.push(request.url());
  });
  const link = page
    .locator('.org-sidebar')
    .getByRole('navigation', { name: 'Glavna navigacija' })
    .getByRole('link', { name: 'Popisi' });

  await link.hover();
  // The routes module and the dashboard page's chunk arrive; wait until the downloads settle.
  await expect.poll(() => listsScripts.length).toBeGreaterThan(1);
  let seen = -1;
  await expect
    .poll(
      () => {
        const stable = seen === listsScripts.length;
        seen = listsScripts.length;
        return stable;
      },
      { intervals: [1000] },
    )
    .toBe(true);
  const afterHover = listsScripts.length;

  await link.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(areaHeading(page)).toBeVisible();
  expect(listsScripts.slice(afterHover)).toEqual([]);
});
