import type { Page } from '@playwright/test';
import { data } from './support/api';
import { distOf, readRemotes, startSecondOrigin, writeRemotes } from './support/deployment';
import { areaHeading, expect, test } from './support/fixtures';

/**
 * Independent deployment: mf-notes' build is published on another origin and the running product's
 * remotes.json is pointed at it. No shell rebuild, no server restart: the next page load uses it,
 * and the CSP (derived from remotes.json) lets its scripts, manifest and CSS in.
 */
test.describe.configure({ mode: 'serial' });

let cdn: Awaited<ReturnType<typeof startSecondOrigin>>;
let original: Record<string, string>;

test.beforeAll(async () => {
  cdn = await startSecondOrigin();
  original = readRemotes();
});
test.afterAll(async () => {
  writeRemotes(original);
  await cdn.close();
});

/** Every CSP violation and every failed request of the page, to assert there were none. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('requestfailed', (request) => {
    // Leaving a page aborts its live stream; that is not a failure.
    const reason = request.failure()?.errorText ?? '';
    if (!reason.includes('ERR_ABORTED')) problems.push(`${request.url()} ${reason}`);
  });
  return problems;
}

/** The server re-reads remotes.json within about a second of a change; no restart. */
const deployed = (page: Page, manifest: string) =>
  expect
    .poll(async () => (await (await page.request.get('/remotes.json')).json()).mf_notes)
    .toBe(manifest);

const editor = (page: Page) => page.locator('[data-testid=note-editor][data-ready=true]');

test('a remote redeployed to another origin: every notes screen works, editor CSS included', async ({
  signedIn: { page, api },
}) => {
  const manifest = cdn.publish(distOf('mf-notes'), 'v2');
  writeRemotes({ ...original, mf_notes: manifest });
  const fromCdn: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(cdn.origin) && response.ok()) fromCdn.push(response.url());
  });
  const problems = watch(page);

  // The deployment is served as written, and the page's CSP allows the new origin.
  await deployed(page, manifest);
  const document = await page.goto('/notes');
  expect(document?.headers()['content-security-policy']).toMatch(
    new RegExp(`style-src [^;]*${cdn.origin}`),
  );

  await expect(areaHeading(page)).toBeVisible();
  // /notes/new creates a note and opens it at /notes/:id.
  await page.getByRole('link', { name: 'Dodaj bilješku' }).last().click();
  await expect(page).toHaveURL(/\/notes\/(?!new$)[\w-]+$/);
  await expect(editor(page)).toBeVisible();
  // The editor's own stylesheet (a CSS chunk of the remote, from the other origin) is applied.
  await expect(page.locator('.note-editor .ce-block__content').first()).toHaveCSS(
    'max-width',
    'none',
  );
  await expect(page.getByText('Uređivač se nije učitao')).toHaveCount(0);
  await page.locator('.ce-paragraph').first().click();
  await page.keyboard.type('S drugog izvora');
  await page.getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByTestId('toast')).toContainText('Note saved');

  await page.goto('/notes/new');
  await expect(page).toHaveURL(/\/notes\/(?!new$)[\w-]+$/);
  await expect(editor(page)).toBeVisible();

  expect(fromCdn.some((url) => url.endsWith('/v2/remoteEntry.js'))).toBe(true);
  expect(fromCdn.some((url) => url.endsWith('.css'))).toBe(true);
  expect(problems).toEqual([]);
  const { notes } = await data<{ notes: { body: unknown }[] }>(api.get('/api/notes'));
  expect(JSON.stringify(notes)).toContain('S drugog izvora');
});

test('a tab opened before a redeploy whose old chunks are gone recovers by itself, without a click', async ({
  signedIn: { page, api },
}) => {
  const { note } = await data<{ note: { id: string } }>(
    api.post('/api/notes', { data: { title: 'Prije izdanja' } }),
  );
  const v3 = cdn.publish(distOf('mf-notes'), 'v3');
  writeRemotes({ ...original, mf_notes: v3 });
  await deployed(page, v3);
  await page.goto('/notes');
  await expect(page.getByText('Prije izdanja')).toBeVisible();

  // The remote is redeployed under a new versioned path and the old build is deleted.
  const v4 = cdn.publish(distOf('mf-notes'), 'v4');
  writeRemotes({ ...original, mf_notes: v4 });
  cdn.unpublish('v3');
  await deployed(page, v4);

  const v4Entry = page.waitForResponse(
    (r) => r.url() === v4.replace('mf-manifest.json', 'remoteEntry.js'),
  );
  await page.getByText('Prije izdanja').click();
  await expect(page).toHaveURL(new RegExp(`/notes/${note.id}$`));
  await expect(editor(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  // It was the new build that rendered the page.
  expect((await v4Entry).ok()).toBe(true);
});
