import type { APIRequestContext, Page, Response } from '@playwright/test';
import { data } from './support/api';
import { expect, test } from './support/fixtures';

/**
 * /notes, /notes/new and /notes/:id (docs/product.md#screens-notes, #behaviour, #validation, #errors) against the real API and
 * the production builds, Editor.js included. Tests tagged @phone also run at phone size.
 */

interface SeedNote {
  id: string;
  title: string;
}

async function seedNote(api: APIRequestContext, title: string, body?: unknown) {
  const { note } = await data<{ note: SeedNote }>(api.post('/api/notes', { data: { title } }));
  if (body) await data(api.put(`/api/notes/${note.id}`, { data: { body } }));
  return note;
}

async function storedNote(api: APIRequestContext, id: string) {
  return (
    await data<{
      note: { title: string; body: { blocks: { type: string; data: unknown }[] } | null };
    }>(api.get(`/api/notes/${id}`))
  ).note;
}

const rows = (page: Page) => page.getByTestId('note-row');
const row = (page: Page, title: string) =>
  rows(page).filter({ has: page.getByText(title, { exact: true }) });
const toast = (page: Page) => page.getByTestId('toast');
const editor = (page: Page) => page.locator('[data-testid=note-editor][data-ready=true]');
const titleField = (page: Page) => page.getByRole('textbox', { name: 'Naslov bilješke' });
const status = (page: Page) => page.getByTestId('save-status');

/** Opens the command menu with Tab (docs/product.md#screens hint) and picks a block type. */
async function insertBlock(page: Page, name: string) {
  await page.keyboard.press('Tab');
  await page
    .locator('.ce-popover--opened .ce-popover-item')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();
}

const todayIn = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getDate()}. ${d.getMonth() + 1}. ${d.getFullYear()}.`;
  });

test.describe('notes list', () => {
  test('empty state, add-note creates one note with the default title and opens it @phone', async ({
    signedIn: { page, api },
  }, testInfo) => {
    await page.goto('/notes');
    await expect(page.getByRole('heading', { name: 'Bilješke' })).toBeVisible();
    await expect(page.getByText('Još nemate nijednu bilješku.')).toBeVisible();
    await page.getByRole('link', { name: 'Dodaj bilješku' }).last().click();

    await expect(page).toHaveURL(/\/notes\/(?!new$)[\w-]+$/);
    const today = await todayIn(page);
    await expect(titleField(page)).toHaveValue(`Moja bilješka ${today}`);
    // The Tab key hint only where there is a keyboard; a phone gets the touch hint instead.
    if (testInfo.project.name === 'phone') {
      await expect(page.getByText(/dodirnite \+ ili upišite \/ za izbornik naredbi/)).toBeVisible();
      await expect(page.getByText(/\bTab\b/)).toHaveCount(0);
    } else {
      await expect(page.getByText(/tipka Tab .* otvara izbornik naredbi/)).toBeVisible();
    }
    // /notes/new was replaced: back goes to the list, not to a second creation.
    const { notes } = await data<{ notes: SeedNote[] }>(api.get('/api/notes'));
    expect(notes).toHaveLength(1);

    await page.getByRole('link', { name: 'Bilješke' }).click();
    await expect(page).toHaveURL(/\/notes$/);
    await expect(row(page, `Moja bilješka ${today}`)).toContainText(today);
    await row(page, `Moja bilješka ${today}`)
      .getByRole('link', { name: /Uredi bilješku/ })
      .click();
    await expect(titleField(page)).toHaveValue(`Moja bilješka ${today}`);
  });

  test('delete asks first, removes the note, and it stays gone @phone', async ({
    signedIn: { page, api },
  }) => {
    await seedNote(api, 'Prva');
    await seedNote(api, 'Druga');
    await page.goto('/notes');
    await expect(rows(page)).toHaveCount(2);

    await row(page, 'Prva')
      .getByRole('button', { name: /Obriši bilješku/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Prva');
    await dialog.getByRole('button', { name: 'Odustani' }).click();
    await expect(rows(page)).toHaveCount(2);

    await row(page, 'Prva')
      .getByRole('button', { name: /Obriši bilješku/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Obriši' }).click();
    await expect(row(page, 'Prva')).toHaveCount(0);
    await page.reload();
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, 'Druga')).toBeVisible();
  });

  test('a failed delete puts the note back with "Error deleting note"', async ({
    signedIn: { page, api },
  }) => {
    await seedNote(api, 'Ostaje');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/notes/*', async (route) => {
      if (route.request().method() !== 'DELETE') return route.fallback();
      await held;
      await route.fulfill({
        status: 500,
        json: { success: false, message: 'boom', data: null },
      });
    });
    await page.goto('/notes');
    await row(page, 'Ostaje')
      .getByRole('button', { name: /Obriši bilješku/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Obriši' }).click();
    await expect(row(page, 'Ostaje')).toHaveCount(0);
    release();
    await expect(toast(page)).toContainText('Error deleting note');
    await expect(row(page, 'Ostaje')).toBeVisible();
  });
});

test.describe('note editor', () => {
  test('header, list, code and table are saved and come back after a reload @phone', async ({
    signedIn: { page, api },
  }) => {
    const note = await seedNote(api, 'Putovanje');
    await page.goto(`/notes/${note.id}`);
    await expect(editor(page)).toBeVisible();

    await page.locator('.ce-paragraph').first().click();
    await insertBlock(page, 'Naslov');
    await page.keyboard.type('Plan puta');
    await page.keyboard.press('Enter');
    await insertBlock(page, 'Popis');
    await page.keyboard.type('Putovnica');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Karte');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter'); // an empty item ends the list
    await insertBlock(page, 'Numerirani popis');
    await page.keyboard.type('Spakirati');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await insertBlock(page, 'Tablica');
    const cells = page.locator('.tc-cell');
    for (const [i, text] of ['Grad', 'Noći', 'Split', '3'].entries()) {
      await cells.nth(i).click();
      await page.keyboard.type(text);
    }
    // The code block goes after the first paragraph-like block: Tab from a fresh text block.
    await page.locator('.ce-header').click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await insertBlock(page, 'Kod');
    await page.locator('.ce-code__textarea').fill('const noci = 3;');

    await page.getByRole('button', { name: 'Spremi' }).click();
    await expect(toast(page)).toContainText('Note saved');

    const stored = await storedNote(api, note.id);
    expect(stored.body?.blocks.map((b) => b.type)).toEqual(
      expect.arrayContaining(['header', 'list', 'list', 'code', 'table']),
    );

    await page.reload();
    await expect(editor(page)).toBeVisible();
    await expect(page.locator('.ce-header')).toHaveText('Plan puta');
    await expect(page.locator('.cdx-list-unordered .cdx-list__item-content')).toHaveText([
      'Putovnica',
      'Karte',
    ]);
    await expect(page.locator('.cdx-list-ordered .cdx-list__item-content')).toHaveText([
      'Spakirati',
    ]);
    await expect(page.locator('.ce-code__textarea')).toHaveValue('const noci = 3;');
    await expect(page.locator('.tc-cell')).toHaveText(['Grad', 'Noći', 'Split', '3']);
    await expect(status(page)).toHaveText('Spremljeno');
  });

  test('rename: the new title is saved and shown in the list @phone', async ({
    signedIn: { page, api },
  }) => {
    const note = await seedNote(api, 'Staro ime');
    await page.goto(`/notes/${note.id}`);
    await expect(editor(page)).toBeVisible();
    await titleField(page).fill('Novo ime');
    await page.getByRole('button', { name: 'Spremi' }).click();
    await expect(toast(page)).toContainText('Note saved');
    await page.getByRole('link', { name: 'Bilješke' }).click();
    await expect(row(page, 'Novo ime')).toBeVisible();
    await expect(row(page, 'Staro ime')).toHaveCount(0);
  });

  test('an empty title is refused on the page and never sent', async ({
    signedIn: { page, api },
  }) => {
    const note = await seedNote(api, 'Naslov ostaje');
    const titlesSent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes(`/api/notes/${note.id}`))
        titlesSent.push(JSON.parse(r.postData() ?? '{}').title);
    });
    await page.goto(`/notes/${note.id}`);
    await expect(editor(page)).toBeVisible();
    await titleField(page).fill('');
    await expect(page.getByText('Naslov mora imati barem 1 znak')).toBeVisible();
    await page.getByRole('button', { name: 'Spremi' }).click();
    expect((await storedNote(api, note.id)).title).toBe('Naslov ostaje');
    // A valid title afterwards is the first thing sent: the empty one never went out.
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes(`/api/notes/${note.id}`),
    );
    await titleField(page).fill('Novi naslov');
    await page.getByRole('button', { name: 'Spremi' }).click();
    await saved;
    expect(titlesSent[0]).toBe('Novi naslov');
  });

  test('autosave: the note saves itself shortly after typing stops', async ({
    signedIn: { page, api },
  }) => {
    const note = await seedNote(api, 'Samo');
    await page.goto(`/notes/${note.id}`);
    await expect(editor(page)).toBeVisible();
    const puts: number[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes(`/api/notes/${note.id}`)) puts.push(Date.now());
    });

    await page.locator('.ce-paragraph').first().click();
    await page.keyboard.type('Sprema se sama', { delay: 30 });
    await expect(status(page)).toHaveText('Nije spremljeno');
    await titleField(page).fill('Samo sprema');
    await expect(status(page)).toHaveText('Spremljeno', { timeout: 8000 });
    expect(puts).toHaveLength(1);
    await expect(toast(page)).toHaveCount(0);

    const stored = await storedNote(api, note.id);
    expect(stored.title).toBe('Samo sprema');
    expect(JSON.stringify(stored.body)).toContain('Sprema se sama');
  });

  test('autosave never moves the note text @phone', async ({ signedIn: { page, api } }) => {
    const note = await seedNote(api, 'Bilješka s dugim naslovom koji zauzima mjesto');
    // A narrow phone, where the save status once wrapped the header onto a second line.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/notes/${note.id}`);
    await expect(editor(page)).toBeVisible();
    // The save is held so the "saving" state can be measured too.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/api/notes/${note.id}`, async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    const paragraph = page.locator('.ce-paragraph').first();
    await paragraph.click();
    await page.keyboard.type('Tekst koji ne smije skakati', { delay: 30 });
    await expect(status(page)).toHaveText('Nije spremljeno');
    const top = async () => (await paragraph.boundingBox())?.y;
    const before = await top();
    await expect(status(page)).toHaveText('Spremanje...', { timeout: 8000 });
    expect(await top()).toBe(before);
    release();
    await expect(status(page)).toHaveText('Spremljeno', { timeout: 8000 });
    expect(await top()).toBe(before);
  });

  test('opening a note: the text never moves while the editor starts @phone', async ({
    signedIn: { page, api },
  }) => {
    const note = await seedNote(api, 'Bilješka koja stoji', {
      blocks: [{ type: 'paragraph', data: { text: 'Tekst na svom mjestu.' } }],
    });
    // Every layout shift of the load, as the browser scores them (Cumulative Layout Shift).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/notes/${note.id}`);
    await expect(editor(page)).toContainText('Tekst na svom mjestu.');
    // Two frames, so a shift caused by the editor's start is reported.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const total = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(total).toBe(0);
  });

  test('a failed save says "Note not saved, please try again" and leaving then asks first', async ({
    signedIn: { page, api },
  }) => {
    const note = await seedNote(api, 'Nespremljeno');
    await page.route(`**/api/notes/${note.id}`, (route) =>
      route.request().method() === 'PUT' ? route.abort('failed') : route.fallback(),
    );
    await page.goto('/notes');
    await row(page, 'Nespremljeno')
      .getByRole('link', { name: /Uredi bilješku/ })
      .click();
    await expect(editor(page)).toBeVisible();
    await page.locator('.ce-paragraph').first().click();
    await page.keyboard.type('Ovo se ne smije izgubiti');
    await page.getByRole('button', { name: 'Spremi' }).click();
    await expect(toast(page)).toContainText('Note not saved, please try again');
    await expect(status(page)).toHaveText('Nije spremljeno');

    // In-app link: our dialog. "Ostani" keeps the text on screen.
    await page.getByRole('link', { name: 'Bilješke' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Imate nespremljene promjene');
    await dialog.getByRole('button', { name: 'Ostani' }).click();
    await expect(page).toHaveURL(new RegExp(`/notes/${note.id}$`));
    await expect(page.locator('.ce-paragraph').first()).toHaveText('Ovo se ne smije izgubiti');

    // Browser back: the same dialog.
    await page.goBack();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Ostani' }).click();
    await expect(page).toHaveURL(new RegExp(`/notes/${note.id}$`));

    // Reload/close: the browser's own beforeunload prompt.
    const asked = page.waitForEvent('dialog');
    void page.reload().catch(() => {});
    const prompt = await asked;
    expect(prompt.type()).toBe('beforeunload');
    await prompt.dismiss();

    await page.getByRole('link', { name: 'Bilješke' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Napusti' }).click();
    await expect(page).toHaveURL(/\/notes$/);
  });

  test('Editor.js is loaded only by the editor and replaced cleanly between notes', async ({
    signedIn: { page, api },
  }) => {
    await seedNote(api, 'Prva', { blocks: [{ type: 'paragraph', data: { text: 'tekst prve' } }] });
    await seedNote(api, 'Druga', {
      blocks: [{ type: 'paragraph', data: { text: 'tekst druge' } }],
    });
    const editorChunks: string[] = [];
    const watch = async (response: Response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.text().catch(() => '');
      if (body.includes('codex-editor')) editorChunks.push(response.url());
    };
    page.on('response', watch);

    await page.goto('/notes');
    await expect(rows(page)).toHaveCount(2);
    // The page keeps a live-event stream open (never network-idle): wait until the browser is idle
    // instead, when anything loaded after paint has been asked for.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5_000 })),
    );
    expect(editorChunks).toHaveLength(0);

    await row(page, 'Prva')
      .getByRole('link', { name: /Uredi bilješku/ })
      .click();
    await expect(editor(page)).toContainText('tekst prve');
    await expect.poll(() => editorChunks.length).toBeGreaterThan(0);
    expect(editorChunks.every((url) => url.includes('/remotes/mf-notes/'))).toBe(true);

    await page.getByRole('link', { name: 'Bilješke' }).click();
    await row(page, 'Druga')
      .getByRole('link', { name: /Uredi bilješku/ })
      .click();
    await expect(editor(page)).toContainText('tekst druge');
    await expect(page.locator('.codex-editor')).toHaveCount(1);
    await expect(page.getByText('tekst prve')).toHaveCount(0);
  });

  test('dark theme: the editor and its command menu are dark too', async ({
    signedIn: { page, api },
  }) => {
    const note = await seedNote(api, 'Tamna');
    await page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
    await page.goto(`/notes/${note.id}`);
    await expect(editor(page)).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.locator('.ce-paragraph').first().click();
    await page.keyboard.press('Tab');
    const menu = page.locator('.ce-toolbox .ce-popover--opened .ce-popover__container');
    await expect(menu).toBeVisible();
    const [menuBg, textColor] = await menu.evaluate((el) => [
      getComputedStyle(el).backgroundColor,
      getComputedStyle(el.querySelector('.ce-popover-item') as Element).color,
    ]);
    expect(menuBg).not.toBe('rgb(255, 255, 255)');
    expect(textColor).not.toBe('rgb(0, 0, 0)');
  });
});

test.describe('note safety', () => {
  const payload = (tag: string) =>
    [
      `<img src=x onerror="window.__xss='${tag}'">`,
      `<script>window.__xss='${tag}-script'</script>`,
      `<svg onload="window.__xss='${tag}-svg'"></svg>`,
      `<a href="javascript:window.__xss='${tag}-link'">poveznica</a>`,
      `<iframe srcdoc="<script>parent.__xss='${tag}-frame'</script>"></iframe>`,
      `<b onmouseover="window.__xss='${tag}-hover'">podebljano</b>`,
    ].join(' ');

  test('script and event-handler payloads in every block type are stored and shown, never run', async ({
    signedIn: { page, api },
  }) => {
    const body = {
      blocks: [
        { type: 'paragraph', data: { text: payload('paragraph') } },
        { type: 'header', data: { text: payload('header'), level: 2 } },
        {
          type: 'list',
          data: {
            style: 'unordered',
            meta: {},
            items: [
              {
                content: payload('list'),
                meta: {},
                items: [{ content: payload('nested'), meta: {}, items: [] }],
              },
            ],
          },
        },
        { type: 'list', data: { style: 'ordered', items: [payload('legacy-list')] } },
        { type: 'code', data: { code: payload('code') } },
        {
          type: 'table',
          data: {
            withHeadings: true,
            content: [
              [payload('th'), 'x'],
              ['y', payload('td')],
            ],
          },
        },
      ],
    };
    const note = await seedNote(api, `<img src=x onerror="window.__xss='title'">`, body);
    // Stored as sent: the API keeps the user's data; safety is in how it is shown.
    expect(JSON.stringify((await storedNote(api, note.id)).body)).toContain('onerror');

    const dialogs: string[] = [];
    page.on('dialog', async (d) => {
      dialogs.push(d.message());
      await d.dismiss();
    });
    await page.goto('/notes');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText('onerror'); // the title is text
    await rows(page)
      .getByRole('link', { name: /Uredi bilješku/ })
      .click();
    await expect(editor(page)).toBeVisible();
    await expect(editor(page)).toContainText('poveznica');
    await page.locator('.ce-block b').first().hover();
    // Inline handlers run during the hover's dispatch; one frame more lets any queued script run.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));

    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    const injected = page.locator(
      '[data-testid=note-editor] :is(img, script, iframe, svg[onload], [onerror], [onmouseover], a[href^="javascript"])',
    );
    await expect(injected).toHaveCount(0);
    await expect(page.locator('.ce-code__textarea')).toHaveValue(payload('code'));
    await expect(titleField(page)).toHaveValue(`<img src=x onerror="window.__xss='title'">`);
  });

  test('a body that is not Editor.js data is refused by the API with a clear error', async ({
    signedIn: { api },
  }) => {
    const note = await seedNote(api, 'Provjera');
    for (const body of [
      'samo tekst',
      { blocks: [{ type: 'raw', data: { html: '<script>alert(1)</script>' } }] },
    ]) {
      const res = await api.put(`/api/notes/${note.id}`, { data: { body } });
      expect(res.status()).toBe(400);
      expect((await res.json()).message).toBe('Sadržaj bilješke nije ispravan');
    }
  });
});
