import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signInApi, uniqueEmail } from '../tests/support/api';
import { devPorts } from './ports';

/**
 * Editing a remote's component while `pnpm dev` runs: the page updates in place with React Refresh
 * (no reload, component state kept), when the remote runs alone and inside the shell alike.
 */
const ports = devPorts();
const source = path.resolve(import.meta.dirname, '../../mf-notes/src/pages/notes-page.tsx');
const original = readFileSync(source, 'utf8');
const from = '<PageHeader title={t.titles.notes}';
// The edit is source text: a template literal written into the component, not one evaluated here.
// biome-ignore lint/suspicious/noTemplateCurlyInString: see above
const edited = original.replace(from, '<PageHeader title={`${t.titles.notes} (HMR)`}');

test.describe.configure({ mode: 'serial' });
test.afterEach(() => writeFileSync(source, original));

async function signedInPage(page: Page, origin: string) {
  const session = await signInApi(uniqueEmail('hmr'), origin);
  await session.api.put('/api/me', { data: { name: 'Ana Hmr' } });
  await session.api.post('/api/notes', { data: { title: 'Stanje ostaje' } });
  await page.addInitScript((token) => localStorage.setItem('access_token', token), session.token);
  return session;
}

test('a remote alone: an edited component updates in place and keeps its state (React Refresh)', async ({
  page,
}) => {
  expect(original).toContain(from);
  const origin = `http://localhost:${ports.MF_NOTES_PORT}`;
  const session = await signedInPage(page, origin);
  await page.goto(`${origin}/notes`);
  await expect(page.getByRole('heading', { name: 'Bilješke' })).toBeVisible();
  // State: the delete confirmation is open; a marker on window tells a reload apart.
  await page.getByRole('button', { name: 'Obriši bilješku: Stanje ostaje' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { hmrMarker: number }).hmrMarker = 1;
  });

  writeFileSync(source, edited);
  await expect(page.getByRole('heading', { name: 'Bilješke (HMR)' })).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { hmrMarker?: number }).hmrMarker)).toBe(
    1,
  );
  await session.api.dispose();
});

test('inside the shell an edited remote component updates in place too', async ({ page }) => {
  const shell = `http://localhost:${ports.SHELL_PORT}`;
  const session = await signedInPage(page, shell);
  await page.goto(`${shell}/notes`);
  const content = page.getByTestId('area-content');
  await expect(content.getByRole('heading', { name: 'Bilješke', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Obriši bilješku: Stanje ostaje' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { hmrMarker: number }).hmrMarker = 1;
  });

  writeFileSync(source, edited);
  await expect(content.getByRole('heading', { name: 'Bilješke (HMR)' })).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { hmrMarker?: number }).hmrMarker)).toBe(
    1,
  );
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  await session.api.dispose();
});
