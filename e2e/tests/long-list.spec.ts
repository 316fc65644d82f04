import type { APIRequestContext, Page } from '@playwright/test';
import { data } from './support/api';
import { expect, test } from './support/fixtures';

/**
 * A long list renders only the rows near the viewport (issue 16: a 5000-item list rendered every
 * row in one multi-second task). What a user can do with a short list must still hold: every item
 * reachable by scrolling and by keyboard, categories under their headings, a tick in place.
 */
const COUNT = 210;
const CATEGORIES = ['voće i povrće', 'mliječni proizvodi', 'pekarski proizvodi'];

async function seedLongList(api: APIRequestContext) {
  const { list } = await data<{ list: { id: string } }>(
    api.post('/api/lists', { data: { name: 'Dugi popis' } }),
  );
  const add = (n: number) =>
    data(
      api.post(`/api/lists/${list.id}/items`, {
        data: { name: `Artikl ${n}`, category: CATEGORIES[(n - 1) % 3] },
      }),
    );
  // The first item of each category and the last item are added alone, so the categories appear
  // in a known order and Artikl COUNT ends the list; the rest go in parallel batches, in no fixed
  // order among themselves.
  for (let n = 1; n <= CATEGORIES.length; n++) await add(n);
  for (let n = CATEGORIES.length + 1; n < COUNT; n += 25) {
    await Promise.all(Array.from({ length: Math.min(25, COUNT - n) }, (_, k) => add(n + k)));
  }
  await add(COUNT);
  return list.id;
}

const rows = (page: Page) => page.getByTestId('item-row');
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

test('a long list renders the rows near the viewport; scrolling and Tab reach every item @phone', async ({
  signedIn: { page, api },
}) => {
  test.setTimeout(180_000); // seeding takes most of it on a loaded machine
  const listId = await seedLongList(api);
  // Done items shown, so a ticked one stays (the lingering is covered in lists.spec.ts).
  await page.goto(`/editor/${listId}?showDone`);
  await expect(rows(page).first()).toBeVisible();
  const rendered = await rows(page).count();
  expect(rendered).toBeGreaterThan(5);
  expect(rendered).toBeLessThan(COUNT / 3);

  // Scrolled to the end: the last category's heading and its last item are there.
  // The windowed list measures its rows as they render, so the page may grow after a scroll to
  // its end: scroll again until the end stays in view.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByText('Artikl 210', { exact: true })).toBeInViewport({ timeout: 1000 });
  }).toPass();
  await expect(
    page.getByRole('region', { name: 'Pekarski proizvodi' }).getByText('Artikl 207', {
      exact: true,
    }),
  ).toBeVisible();

  // By keyboard from the top: each row is two stops (its name, its menu), past the first window.
  // (Items added at once have no fixed order among themselves, so the row reached is read, not assumed.)
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(rows(page).first()).toBeInViewport();
  const firstWindow = await rows(page).getByTestId('item-name').allTextContents();
  await rows(page).first().locator('button[data-item-toggle]').focus();
  for (let i = 0; i < 100; i++) await page.keyboard.press('Tab');
  await expect.poll(() => focusedLabel(page)).toMatch(/^Označi Artikl \d+ kao kupljeno$/);
  const name = (await focusedLabel(page))?.replace(/^Označi (.*) kao kupljeno$/, '$1') ?? '';
  expect(firstWindow).not.toContain(name);
  const ticked = rows(page).filter({ has: page.getByText(name, { exact: true }) });
  await expect(ticked).toBeInViewport();

  // Ticked: struck through in place, focus stays on it.
  await page.keyboard.press('Enter');
  await expect(ticked).toHaveAttribute('data-done', 'true');
  await expect(ticked.getByTestId('item-name')).toHaveCSS('text-decoration-line', 'line-through');
  await expect.poll(() => focusedLabel(page)).toBe(`Označi ${name} kao nekupljeno`);

  // Scrolled a few screens away, the focused row is kept rendered: focus is not dropped.
  await page.evaluate(() => window.scrollBy(0, 2500));
  await expect(ticked).not.toBeInViewport();
  await page.waitForFunction(() => window.scrollY > 2000);
  await expect.poll(() => focusedLabel(page)).toBe(`Označi ${name} kao nekupljeno`);
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedLabel(page)).toBe(`Izbornik stavke ${name}`);
});
