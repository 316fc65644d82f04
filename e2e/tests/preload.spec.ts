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
 * A signed-in arrival names what it will load in the page: the server the route's remote files,
 * the build the shell's own chunks after the entry. Once the page has painted, boot.js starts them
 * together with the app's scripts, so none waits for the code that imports it; each is requested
 * once.
 */
test("a signed-in arrival starts the app's chunks and the route's remote files with its scripts, once each", async ({
  signedIn: { page },
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/([\w-]+\.[0-9a-f]+\.(js|css)|remotes\/mf-lists\/.+)$/.test(pathname))
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
  // The page's own scripts (the entry and React beside it), which boot.js starts first.
  const scripts = await page
    .locator('head script[data-start]')
    .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('data-start') ?? ''));
  expect(scripts.some((path) => path.startsWith('/main.'))).toBe(true);
  // Every file of the shell's start (beside those) was named up front, not found on the way.
  const shellStart = requested.filter(
    (path) => !scripts.includes(path) && !path.startsWith('/remotes/'),
  );
  expect(shellStart.length).toBeGreaterThan(0);
  expect(preloaded).toEqual(expect.arrayContaining(shellStart));
  // Started together: the page's scripts, then every preload, before anything else.
  const started = Math.max(...scripts.map((path) => requested.indexOf(path)));
  expect(requested.slice(started + 1, started + 1 + preloaded.length).sort()).toEqual(
    [...preloaded].sort(),
  );
  expect(new Set(requested).size).toBe(requested.length);
});

/** Signed out, /login is the light page: nothing of the signed-in app is fetched for it. */
test("the signed-out /login starts none of the signed-in app's preloads", async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Pošalji kod' })).toBeEnabled();
  await expect(page.locator('head link[rel=preload]')).toHaveCount(0);
});
