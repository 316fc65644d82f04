import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { data } from './support/api';
import { expect, FIRST_LOAD, test } from './support/fixtures';

/**
 * Typed text is never dropped (issue 49): every form page and dialog shows live fields or nothing
 * that looks like one. A user clicks their way to the form on a slow phone (4x CPU), starts typing
 * as soon as a field shows (a key every 20 ms), and finds every character there once the page has
 * settled. Five times each: from the second time on, the page has a saved first screen (an inert
 * picture of it), which must not show a field that takes keys for nothing.
 */

const TIMES = 5;
const KEY_DELAY_MS = 20;
// Five slowed-down arrivals and their typing.
test.slow();

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

interface Form {
  /** Where the user starts: the page whose link or button leads to the form. */
  start: string;
  /** The user's way to the form: a click in the app (client-side). */
  open: (page: Page, attempt: number) => Promise<void>;
  /** The field typed into. */
  field: (page: Page) => Locator;
  /** The field holds text already: the user selects it all and types over it. */
  replace?: boolean;
  /** An editable block (contenteditable), read by its text. */
  block?: boolean;
  /** What is typed (digits for a number field). */
  text?: (attempt: number) => string;
}

/** Types into `form`'s field as soon as it shows, then checks all of it is there. */
async function typeAtOnce(page: Page, form: Form, attempt: number) {
  await page.goto(form.start);
  await expect(page.locator('main, [data-testid="area-content"]').first()).toBeVisible(FIRST_LOAD);
  await slowCpu(page);
  const text = form.text?.(attempt) ?? `Upisano odmah ${attempt} čćžšđ`;
  await form.open(page, attempt);
  const field = form.field(page);
  // Only until it shows: no wait for the page to settle first.
  await field.waitFor({ state: 'visible', timeout: 60_000 });
  // A field that shows is live: not part of an inert picture of the page (its saved first screen,
  // or a saved copy of its data waiting for the server's), which would drop what is typed.
  const inPicture = await field.evaluate(
    (element) => element.closest('[inert], [aria-busy="true"]') !== null,
  );
  expect(inPicture).toBe(false);
  if (form.replace || form.block) {
    await field.focus();
    await page.keyboard.press('ControlOrMeta+A');
  }
  await field.pressSequentially(text, { delay: KEY_DELAY_MS });
  // After settling: the field now on screen (a field drawn again would be another element).
  if (form.block) await expect(form.field(page)).toHaveText(text);
  else await expect(form.field(page)).toHaveValue(text);
}

/** Pages that leave a form with unsaved text without the browser's question. */
const leaving = new WeakSet<Page>();

async function eachTime(page: Page, form: Form) {
  if (!leaving.has(page)) {
    leaving.add(page);
    page.on('dialog', (dialog) => void dialog.accept());
  }
  for (let attempt = 1; attempt <= TIMES; attempt++) {
    await test.step(`attempt ${attempt}`, () => typeAtOnce(page, form, attempt));
  }
}

const navLink = async (page: Page, name: string) => {
  const sidebar = page.locator('.org-sidebar');
  if (await sidebar.isVisible()) await sidebar.getByRole('link', { name }).click();
  else {
    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('mobile-menu').getByRole('link', { name }).click();
  }
};

async function seedGrocery(api: APIRequestContext, name: string) {
  const { grocery } = await data<{ grocery: { id: string } }>(
    api.post('/api/groceries', {
      data: { name, energy: 52, protein: 0, carb: 14, fat: 0, visibility: 'private' },
    }),
  );
  return grocery.id;
}

const digits = (attempt: number) => `385000000000${attempt}`;

test('the new grocery form, from the groceries and from the lists @phone', async ({
  signedIn: { page },
}) => {
  await eachTime(page, {
    start: '/groceries',
    open: (p) => p.getByRole('button', { name: 'Dodaj namirnicu' }).first().click(FIRST_LOAD),
    field: (p) => p.getByLabel('Naziv'),
  });
  // From another area: its code is fetched as the user goes.
  await eachTime(page, {
    start: '/dashboard',
    open: async (p) => {
      await navLink(p, 'Namirnice i recepti');
      await p.getByRole('button', { name: 'Dodaj namirnicu' }).first().click(FIRST_LOAD);
    },
    field: (p) => p.getByLabel('Naziv'),
  });
});

test('the new grocery form, arriving from another area as the scanner sends the user there', async ({
  signedIn: { page },
}) => {
  await eachTime(page, {
    start: '/dashboard',
    // The app's own navigation (what the diary's barcode scanner does with its `navigate`): the
    // groceries' code is not loaded yet, so the shell draws the form's saved first screen.
    open: (p) =>
      p.evaluate(() => {
        history.pushState({}, '', '/groceries/create');
        dispatchEvent(new PopStateEvent('popstate'));
      }),
    field: (p) => p.getByLabel('Naziv'),
  });
});

test('the grocery edit form', async ({ signedIn: { page, api } }) => {
  const name = `Jabuka ${Date.now().toString(36)}`;
  await seedGrocery(api, name);
  await eachTime(page, {
    start: '/groceries',
    open: (p) => p.getByRole('button', { name: `Uredi ${name}` }).click(FIRST_LOAD),
    field: (p) => p.getByLabel('Barkod'),
    text: digits,
    replace: true,
  });
});

test('the new recipe and the recipe edit forms', async ({ signedIn: { page, api } }) => {
  await eachTime(page, {
    start: '/groceries/recipes',
    open: (p) => p.getByRole('link', { name: 'Novi recept' }).first().click(FIRST_LOAD),
    field: (p) => p.getByLabel('Naziv recepta'),
  });
  const groceryId = await seedGrocery(api, `Riža ${Date.now().toString(36)}`);
  const { recipe } = await data<{ recipe: { id: string } }>(
    api.post('/api/recipes', {
      data: {
        name: 'Rižoto',
        servings: 2,
        ingredients: [{ groceryId, grams: 200 }],
        visibility: 'private',
      },
    }),
  );
  await eachTime(page, {
    start: `/groceries/recipes/${recipe.id}`,
    open: (p) => p.getByRole('button', { name: 'Uredi' }).click(FIRST_LOAD),
    field: (p) => p.getByLabel('Priprema (neobavezno)'),
    replace: true,
  });
});

test("a note's title and body @phone", async ({ signedIn: { page, api } }) => {
  const titles: string[] = [];
  for (let i = 1; i <= TIMES; i++) {
    const title = `Bilješka ${i} ${Date.now().toString(36)}`;
    await data(api.post('/api/notes', { data: { title } }));
    titles.push(title);
  }
  const note = (p: Page, attempt: number) =>
    p
      .getByTestId('note-row')
      .filter({ hasText: titles[attempt - 1] ?? '' })
      .first();
  await eachTime(page, {
    start: '/notes',
    open: (p, attempt) => note(p, attempt).getByRole('link').first().click(FIRST_LOAD),
    field: (p) => p.getByRole('textbox', { name: 'Naslov bilješke' }),
    replace: true,
  });
  // The body: a note opened from the list, typed into its first paragraph.
  await eachTime(page, {
    start: '/notes',
    open: (p, attempt) => note(p, attempt).getByRole('link').first().click(FIRST_LOAD),
    field: (p) => p.locator('.ce-paragraph[contenteditable="true"]').first(),
    block: true,
  });
});

test('the settings name and goal', async ({ signedIn: { page } }) => {
  await eachTime(page, {
    start: '/dashboard',
    open: (p) => navLink(p, 'Postavke'),
    field: (p) => p.getByLabel('Ime'),
    replace: true,
  });
  await eachTime(page, {
    start: '/dashboard',
    open: (p) => navLink(p, 'Postavke'),
    field: (p) => p.getByLabel('Dnevni energetski cilj (kcal)'),
    text: (attempt) => `210${attempt}`,
    replace: true,
  });
});

test("the diary's picker and activity dialog @phone", async ({ signedIn: { page } }) => {
  await eachTime(page, {
    start: '/dashboard',
    open: async (p) => {
      await navLink(p, 'Dnevnik prehrane');
      await p.getByRole('button', { name: 'Dodaj u obrok: Ručak' }).click(FIRST_LOAD);
    },
    field: (p) => p.getByRole('dialog').getByRole('searchbox'),
  });
  await eachTime(page, {
    start: '/food-diary/day/today',
    open: (p) => p.getByRole('button', { name: 'Dodaj aktivnost' }).click(FIRST_LOAD),
    field: (p) => p.getByRole('dialog').getByLabel('Naziv aktivnosti'),
  });
});

test("the list's add and edit views", async ({ signedIn: { page, api } }) => {
  const { list } = await data<{ list: { id: string } }>(
    api.post('/api/lists', { data: { name: 'Tržnica' } }),
  );
  await data(api.post(`/api/lists/${list.id}/items`, { data: { name: 'Mrkva', category: '' } }));
  await eachTime(page, {
    start: '/dashboard',
    open: async (p) => {
      await p.getByRole('link', { name: 'Tržnica' }).first().click(FIRST_LOAD);
      await p.getByRole('button', { name: 'Dodaj stavku', exact: true }).click(FIRST_LOAD);
    },
    field: (p) => p.getByLabel('Pretraži stavke'),
  });
  await eachTime(page, {
    start: '/dashboard',
    open: async (p) => {
      await p.getByRole('link', { name: 'Tržnica' }).first().click(FIRST_LOAD);
      await p.getByRole('button', { name: 'Izbornik stavke Mrkva' }).click(FIRST_LOAD);
      await p.getByRole('menuitem', { name: 'Uredi' }).click();
    },
    field: (p) => p.getByTestId('edit-item-view').getByLabel('Količina'),
    // The quantity takes a short text.
    text: (attempt) => `${attempt} kg mrkve`,
    replace: true,
  });
});

test("the menu's dialogs", async ({ signedIn: { page } }) => {
  await eachTime(page, {
    start: '/food-diary/day/today',
    open: async (p) => {
      await p
        .getByRole('link', { name: /jelovnik/i })
        .first()
        .click(FIRST_LOAD);
      await p
        .getByRole('button', { name: /^Dodaj u jelovnik/ })
        .first()
        .click(FIRST_LOAD);
    },
    field: (p) => p.getByRole('dialog').getByRole('searchbox'),
  });
});

test('the login form', async ({ page }) => {
  await eachTime(page, {
    start: '/privacy',
    open: (p) =>
      p
        .getByRole('link', { name: /prijav/i })
        .first()
        .click(FIRST_LOAD),
    field: (p) => p.getByLabel('E-mail'),
    text: (attempt) => `ana.${attempt}@primjer.hr`,
  });
});
