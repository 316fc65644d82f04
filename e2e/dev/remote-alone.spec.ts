import { expect, test } from '@playwright/test';
import { latestCode, signInApi, uniqueEmail } from '../tests/support/api';
import { devPorts } from './ports';

/**
 * Each remote's own dev server (the one `pnpm --filter <remote> dev` starts) serves the area alone:
 * it opens on a working page of its area and signs in against the API through its `/api` proxy.
 */
const ports = devPorts();
const remotes = [
  ['mf-lists', ports.MF_LISTS_PORT, /\/dashboard$/],
  ['mf-notes', ports.MF_NOTES_PORT, /\/notes$/],
  ['mf-groceries', ports.MF_GROCERIES_PORT, /\/groceries$/],
  ['mf-diary', ports.MF_DIARY_PORT, /\/food-diary\/day\/today$/],
  ['mf-settings', ports.MF_SETTINGS_PORT, /\/settings$/],
] as const;

test('a remote alone: sign in with the code from the dev outbox, then its start page works', async ({
  page,
}) => {
  const origin = `http://localhost:${ports.MF_NOTES_PORT}`;
  const email = uniqueEmail('alone');
  await page.goto(`${origin}/`);
  await page.getByPlaceholder('e-mail').fill(email);
  await page.getByRole('button', { name: 'Pošalji kod' }).click();
  await expect(page.getByPlaceholder('kod')).toBeVisible();
  const { code } = await latestCode(page.request, email, origin);
  await page.getByPlaceholder('kod').fill(code);
  await page.getByRole('button', { name: 'Potvrdi' }).click();
  await expect(page).toHaveURL(/\/notes$/);
  await expect(page.getByRole('heading').first()).toBeVisible();
});

for (const [name, port, home] of remotes) {
  test(`${name} alone opens on a working page of its area`, async ({ page }) => {
    const origin = `http://localhost:${port}`;
    const session = await signInApi(uniqueEmail('alone'), origin);
    await session.api.put('/api/me', { data: { name: 'Ana Sama' } });
    await page.addInitScript((token) => localStorage.setItem('access_token', token), session.token);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/`);
    await expect(page).toHaveURL(home);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.getByText(/Invalid date|NaN/)).toHaveCount(0);
    expect(errors).toEqual([]);
    await session.api.dispose();
  });
}
