import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { data } from './support/api';
import { expect, FIRST_LOAD, PAGE_HEADING, settledDialog, test } from './support/fixtures';

/**
 * axe-core over every route, signed in and signed out, light and dark (phone and desktop through
 * the @phone tag): no serious or critical violation, and exactly one <h1> per page.
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
        data: { name: 'Mlijeko', category: 'mliječni proizvodi', quantity: '2 l' },
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
      ['/onboarding', 'Dobrodošli u Organizator'],
    ];
    const problems: string[] = [];
    for (const [path, heading] of routes) {
      await page.goto(path);
      // Ready when the page's own heading names it (the nav link of the same name is no <h1>).
      await expect(page.locator(PAGE_HEADING).filter({ hasText: heading })).toHaveCount(1);
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      await expect(page.locator('h1')).toHaveCount(1);
      for (const v of await seriousViolations(page)) problems.push(`${path}: ${v}`);
    }
    expect(problems).toEqual([]);
  });

  // The recipe pages in a test of their own: the one above already needs most of its time on a
  // loaded machine.
  test(`recipe pages: no serious axe violation and one h1, ${dark ? 'dark' : 'light'} @phone`, async ({
    signedIn: { page, api },
  }) => {
    await page.addInitScript((d) => localStorage.setItem('darkMode', d), String(dark));
    const food = { name: 'Zobene pahuljice', energy: 372, fat: 7, protein: 13, carb: 58 };
    const { grocery } = await data<{ grocery: { id: string } }>(
      api.post('/api/groceries', { data: { ...food, visibility: 'team' } }),
    );
    const { recipe } = await data<{ recipe: { id: string } }>(
      api.post('/api/recipes', {
        data: {
          name: 'Zobena kaša',
          servings: 2,
          visibility: 'team',
          ingredients: [{ groceryId: grocery.id, grams: 120 }],
        },
      }),
    );
    const routes: [string, string][] = [
      ['/groceries', 'Moje namirnice'],
      ['/groceries/recipes', 'Recepti'],
      ['/groceries/recipes/new', 'Novi recept'],
      [`/groceries/recipes/${recipe.id}`, 'Zobena kaša'],
    ];
    const problems: string[] = [];
    for (const [path, heading] of routes) {
      await page.goto(path);
      // Each is a first load of the page (a loaded machine gets more time).
      await expect(page.locator(PAGE_HEADING).filter({ hasText: heading })).toHaveCount(
        1,
        FIRST_LOAD,
      );
      await expect(page.locator('h1')).toHaveCount(1);
      for (const v of await seriousViolations(page)) problems.push(`${path}: ${v}`);
    }
    expect(problems).toEqual([]);
  });

  test(`public routes: no serious axe violation and one h1, ${dark ? 'dark' : 'light'} @phone`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript((d) => localStorage.setItem('darkMode', d), String(dark));
    const routes: [string, string][] = [
      ['/login', 'Prijava'],
      ['/login?email=ana%40example.com', 'Potvrdite svoj e-mail'],
      ['/privacy', 'Pravila privatnosti'],
      ['/terms', 'Uvjeti korištenja'],
    ];
    const problems: string[] = [];
    for (const [path, heading] of routes) {
      await page.goto(path);
      await expect(page.locator('h1').filter({ hasText: heading })).toHaveCount(1);
      await expect(page.locator('h1')).toHaveCount(1);
      for (const v of await seriousViolations(page)) problems.push(`${path}: ${v}`);
    }
    expect(problems).toEqual([]);
  });
}

test('phone: tick, add and menu buttons are at least 44 px @phone', async ({
  signedIn: { page, api },
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'touch targets are a phone matter');
  const { list } = await data<{ list: { id: string } }>(
    api.post('/api/lists', { data: { name: 'Subota' } }),
  );
  await data(api.post(`/api/lists/${list.id}/items`, { data: { name: 'Mlijeko', category: '' } }));
  await page.goto('/dashboard');
  const targets = [page.getByTestId('menu-toggle')];
  await expect(targets[0]!).toBeVisible();
  const sizes = async (locators: ReturnType<Page['locator']>[]) =>
    Promise.all(
      locators.map(async (l) => {
        const box = await l.boundingBox();
        return Math.min(box?.width ?? 0, box?.height ?? 0);
      }),
    );
  expect(Math.min(...(await sizes(targets)))).toBeGreaterThanOrEqual(44);
  await page.goto(`/editor/${list.id}`);
  const editorTargets = [
    page.getByRole('button', { name: 'Označi Mlijeko kao kupljeno' }),
    page.getByRole('button', { name: 'Izbornik stavke Mlijeko' }),
    page.getByRole('button', { name: 'Dodaj stavku u kategoriju Ostalo' }),
    page.getByRole('button', { name: 'Dodaj stavku', exact: true }),
    page.getByRole('button', { name: 'Više radnji' }),
  ];
  await expect(editorTargets[0]!).toBeVisible();
  for (const [i, size] of (await sizes(editorTargets)).entries()) {
    expect(size, `editor target ${i}`).toBeGreaterThanOrEqual(44);
  }
});

for (const dark of [false, true]) {
  test(`the add view with its pickers open: no serious axe violation, ${dark ? 'dark' : 'light'} @phone`, async ({
    signedIn: { page, api },
  }) => {
    await page.addInitScript((d) => localStorage.setItem('darkMode', d), String(dark));
    const { list: before } = await data<{ list: { id: string } }>(
      api.post('/api/lists', { data: { name: 'Prošli tjedan' } }),
    );
    await data(
      api.post(`/api/lists/${before.id}/items`, {
        data: { name: 'Maslinovo ulje', category: 'ostalo' },
      }),
    );
    const { list } = await data<{ list: { id: string } }>(
      api.post('/api/lists', { data: { name: 'Subota' } }),
    );
    await page.goto(`/editor/${list.id}`);
    await page.getByRole('button', { name: 'Dodaj stavku', exact: true }).click();
    await page.getByLabel('Pretraži stavke').fill('masl');
    const suggestion = page
      .getByRole('listbox', { name: 'Prijedlozi stavki' })
      .getByRole('option', { name: 'Maslinovo ulje' });
    await expect(suggestion).toBeVisible();
    const problems = await seriousViolations(page);
    await suggestion.click();
    await page.getByLabel('Kategorija').click();
    await expect(page.getByRole('listbox', { name: 'Kategorije' })).toBeVisible();
    problems.push(...(await seriousViolations(page)));
    expect(problems).toEqual([]);
  });
}

for (const dark of [false, true]) {
  test(`the menu's "to a list" dialog with its date fields: no serious axe violation, ${dark ? 'dark' : 'light'} @phone`, async ({
    signedIn: { page, api },
  }) => {
    await page.addInitScript((d) => localStorage.setItem('darkMode', d), String(dark));
    await data(api.post('/api/lists', { data: { name: 'Kupnja' } }));
    await page.goto('/food-diary/plan');
    await page.getByTestId('plan-to-list').click(FIRST_LOAD);
    const from = page.getByRole('dialog').getByRole('textbox', { name: 'Od' });
    await expect(from).toHaveValue(/^\d{1,2}\. \d{1,2}\. \d{4}\.$/);
    // A day that is not a date puts its message under the field: checked too.
    await from.fill('31. 11. 2026.');
    await expect(
      page.getByRole('dialog').getByText('Upišite datum, npr. 7. 12. 2026.'),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('focus: on the new page’s h1 after navigation, on "add item" after adding, back on the trigger after a dialog @phone', async ({
  signedIn: { page, api },
}) => {
  await data(api.post('/api/lists', { data: { name: 'Subota' } }));
  await page.goto('/dashboard');
  await expect(page.locator(PAGE_HEADING)).toHaveText('Popisi');
  await page.getByRole('link', { name: 'Subota' }).click();
  await expect(page.locator('h1')).toBeFocused();
  await expect(page.locator('h1')).toHaveText('Subota');

  await page.getByRole('button', { name: 'Dodaj stavku', exact: true }).click();
  await page.getByLabel('Pretraži stavke').fill('Kruh');
  await page.getByRole('button', { name: 'Dodaj na popis' }).click();
  await expect(page.getByRole('button', { name: 'Dodaj stavku', exact: true })).toBeFocused();

  const more = page.getByRole('button', { name: 'Više radnji' });
  await more.click();
  await page.getByRole('menuitem', { name: 'Vrati sve na nekupljeno' }).click();
  await (await settledDialog(page)).getByRole('button', { name: 'Odustani' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(more).toBeFocused();
});
