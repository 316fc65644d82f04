import { expect, test } from '@playwright/test';
import { signInApi, uniqueEmail } from '../tests/support/api';
import { devPorts } from './ports';

const ports = devPorts();
const shell = `http://localhost:${ports.SHELL_PORT}`;

test('pnpm dev: every area renders inside the shell, each from its own dev server', async ({
  page,
}) => {
  const session = await signInApi(uniqueEmail('dev'), shell);
  await session.api.put('/api/me', { data: { name: 'Ana Dev' } });
  await page.addInitScript((token) => localStorage.setItem('access_token', token), session.token);

  const remotes = await (await page.request.get(`${shell}/remotes.json`)).json();
  expect(remotes.mf_notes).toBe(`http://localhost:${ports.MF_NOTES_PORT}/mf-manifest.json`);

  const content = page.getByTestId('area-content');
  const today = new Date().toISOString().slice(0, 10);
  for (const path of [
    '/dashboard',
    '/notes',
    '/groceries',
    `/food-diary/day/${today}`,
    '/settings',
  ]) {
    await page.goto(path);
    await expect(content.getByRole('heading').first()).toBeVisible();
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
  }
  await session.api.dispose();
});
