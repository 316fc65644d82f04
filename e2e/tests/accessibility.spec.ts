import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { data } from './support/api';
import { expect, test } from './support/fixtures';

/**
 * axe-core over every signed-in route, light and dark (phone and desktop through the @phone tag):
 * no serious or critical violation, and exactly one <h1> per page.
 */

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return (results.violations as Violation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} @ ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`,
    );
}

for (const dark of [false, true]) {
  test(`every route: no serious axe violation and one h1, ${dark ? 'dark' : 'light'} @phone`, async ({
    signedIn: { page, api },
  }) => {
    test.setTimeout(180_000);
    await page.addInitScript((d) => localStorage.setItem('darkMode', d), String(dark));
    const { list } = await data<{ list: { id: string } }>(
      api.post('/api/lists', { data: { name: 'Subota' } }),
    );
    await data(
      api.post(`/api/lists/${list.id}/items`, {
        data: { name: 'Mlijeko', category: 'mliječni proizvodi' },
      }),
    );
    const { note } = await data<{ note: { id: string } }>(
      api.post('/api/notes', { data: { title: 'Bilješka' } }),
    );
    const { grocery } = await data<{ grocery: { id: string } }>(
      api.post('/api/groceries', {
        data: {
          name: 'Zobene pahuljice',
          energy: 372,
          fat: 7,
          protein: 13,
          carb: 58,
          isPublic: true,
        },
      }),
    );
    const today = new Date().toISOString().slice(0, 10);
    await data(
      api.put(`/api/food-diaries/${today}`, {
        data: {
          groceries: [
            {
              id: grocery.id,
              name: 'Zobene pahuljice',
              energy: 372,
              fat: 7,
              protein: 13,
              carb: 58,
              quantity: 1,
              meal: 'breakfast',
            },
          ],
          activities: [{ name: 'Šetnja', duration: 30, energy: 120 }],
        },
      }),
    );

    const routes: [string, string][] = [
      ['/dashboard', 'Popisi'],
      [`/editor/${list.id}`, 'Subota'],
      ['/notes', 'Bilješke'],
      [`/notes/${note.id}`, 'Bilješka'],
      ['/groceries', 'Moje namirnice'],
      ['/groceries/public', 'Javne namirnice'],
      ['/groceries/create', 'Nova namirnica'],
      [`/groceries/${grocery.id}`, 'Uredi namirnicu'],
      ['/food-diary/day/today', 'Dnevnik prehrane'],
      ['/settings', 'Postavke'],
    ];
    const problems: string[] = [];
    for (const [path, heading] of routes) {
      await page.goto(path);
      // Ready when the page's heading names it (the nav link of the same name is no <h1>).
      await expect(page.locator('h1').filter({ hasText: heading })).toHaveCount(1);
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      await expect(page.locator('h1')).toHaveCount(1);
      for (const v of await seriousViolations(page)) problems.push(`${path}: ${v}`);
    }
    expect(problems).toEqual([]);
  });
}
