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

/**
 * The server names the route's remote files in the page; they are requested with the app's own
 * scripts once the page has painted (boot.js), each of them once.
 */
test("a route's remote files start with the app's scripts, once each", async ({
  signedIn: { page },
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/main.js' || /^\/(main\.[0-9a-f]+\.js|remotes\/mf-lists\/.+)$/.test(pathname))
      requested.push(pathname);
  });
  await page.goto('/dashboard');
  await expect(areaHeading(page)).toBeVisible();
  const preloaded = await page
    .locator('head link[rel=preload]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded).toEqual(
    expect.arrayContaining([
      '/remotes/mf-lists/mf-manifest.json',
      '/remotes/mf-lists/remoteEntry.js',
    ]),
  );
  // Started together: the preloads right before the first of the app's scripts.
  const main = requested.findIndex((path) => path.startsWith('/main.'));
  expect(requested.slice(0, main).sort()).toEqual([...preloaded].sort());
  expect(new Set(requested).size).toBe(requested.length);
});
