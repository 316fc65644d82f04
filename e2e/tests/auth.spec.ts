import { expect, type Page, test } from '@playwright/test';
import { latestCode, signInApi, uniqueEmail } from './support/api';
import { test as signedInTest } from './support/fixtures';

/** Sign-in journeys of the shell: the login steps, /verify, logout and the guard. */

const codeField = (page: Page) => page.getByLabel('Kod za prijavu');

async function requestCode(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Pošalji kod' }).click();
  await expect(page).toHaveURL(/\/login\?email=/);
  await expect(page.getByRole('heading', { name: 'Potvrdite svoj e-mail' })).toBeVisible();
  const { code } = await latestCode(page.request, email);
  return code;
}

test('a new user signs in with the code from the outbox and lands on /onboarding @phone', async ({
  page,
}) => {
  const email = uniqueEmail('new');
  const code = await requestCode(page, email);
  await expect(page.getByText(email)).toBeVisible();
  await expect(codeField(page)).toBeFocused();
  // Typing the 8th digit submits by itself.
  await codeField(page).pressSequentially(code);
  await expect(page).toHaveURL(/\/onboarding$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
});

test('a returning user lands on /dashboard', async ({ page }) => {
  const existing = await signInApi(uniqueEmail('back'));
  await existing.api.dispose();
  const code = await requestCode(page, existing.email);
  await codeField(page).fill(code);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('app-header')).toBeVisible();
});

test('a wrong code shows the login-error toast with Invalid code and stays on the code step', async ({
  page,
}) => {
  const email = uniqueEmail('wrong');
  const code = await requestCode(page, email);
  const wrong = code === '00000000' ? '11111111' : '00000000';
  await codeField(page).fill(wrong);
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Greška pri prijavi');
  await expect(toast).toContainText('Invalid code');
  await expect(page).toHaveURL(/\/login\?email=/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test('validation: invalid e-mail, short code, and back removes the email parameter', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByRole('button', { name: 'Pošalji kod' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();

  await page.goto('/login?email=ana%40primjer.hr');
  await codeField(page).fill('1234');
  await page.getByRole('button', { name: 'Pošalji', exact: true }).click();
  await expect(page.getByText('Code must be at least 8 characters long')).toBeVisible();
  await page.getByRole('button', { name: 'Natrag' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Prijava' })).toBeVisible();
});

test('/verify with a valid link signs in; a used or wrong link shows the verification error', async ({
  page,
}) => {
  const email = uniqueEmail('link');
  const anon = page.request;
  await anon.post('/api/send-verification-token', { data: { email } });
  const { link } = await latestCode(anon, email);
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();

  await page.evaluate(() => localStorage.clear());
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByTestId('verify-error')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Provjera prijave' })).toBeVisible();
  await expect(page.getByText('Verification error')).toBeVisible();

  await page.goto('/verify?email=ana%40primjer.hr');
  await expect(page).toHaveURL(/\/login$/);
});

signedInTest(
  'logout returns to /login and protected routes then redirect there',
  async ({ signedIn: { page } }) => {
    await page.goto('/dashboard');
    await page.getByTestId('user-menu').click();
    await expect(page.getByText('Ana Test')).toBeVisible();
    await page.getByRole('link', { name: 'Odjava' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    for (const path of ['/dashboard', '/notes', '/settings', '/editor/abc']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  },
);

signedInTest('a signed-in visitor of /login goes to /dashboard', async ({ signedIn: { page } }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('logout from all devices in settings signs out this tab and every other device', async ({
  page,
}) => {
  const email = uniqueEmail('everywhere');
  const phone = await signInApi(email);
  const laptop = await signInApi(email);
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('access_token', token);
      sessionStorage.setItem('seeded', '1');
    }
  }, laptop.token);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Odjava sa svih uređaja' }).click();
  const dialog = page.getByRole('dialog', { name: 'Odjaviti se sa svih uređaja?' });
  await dialog.getByRole('button', { name: 'Odjavi sve' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  expect((await phone.api.get('/api/me')).status()).toBe(401);
  expect((await laptop.api.get('/api/me')).status()).toBe(401);
  await phone.api.dispose();
  await laptop.api.dispose();
});

test('a revoked session is sent to /login', async ({ page }) => {
  const session = await signInApi(uniqueEmail('revoked'));
  await session.api.post('/api/logout');
  await session.api.dispose();
  await page.addInitScript((token) => localStorage.setItem('access_token', token), session.token);
  await page.goto('/notes');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Prijava' })).toBeVisible();
});

test('privacy and terms are dated 18 December 2023 and link to the start page and login', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'pravila privatnosti' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { name: 'Pravila privatnosti' })).toBeVisible();
  await expect(page.getByText('18. prosinca 2023.')).toBeVisible();
  await expect(page.getByText(/GDPR/).first()).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Uvjeti korištenja' })).toBeVisible();
  await expect(page.getByText('18. prosinca 2023.')).toBeVisible();
  await page.getByRole('link', { name: 'Prijava' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('any other path shows Not Found', async ({ page }) => {
  await page.goto('/nothing/here');
  await expect(page.getByTestId('not-found')).toBeVisible();
});
