import type { Page } from '@playwright/test';
import { data, joinTeamApi, uniqueEmail } from './support/api';
import { expect, pageFor, test } from './support/fixtures';

/** /settings: name, goal, the owner's team and invites, the member's view, logout. */

interface Me {
  user: { name: string | null; dailyEnergyGoal: number | null; team: { id: string } };
}

const toast = (page: Page) => page.getByTestId('toast');
const saveName = (page: Page) => page.getByRole('button', { name: 'Spremi ime' });
const saveGoal = (page: Page) => page.getByRole('button', { name: 'Spremi cilj' });
const goalField = (page: Page) => page.getByLabel('Dnevni energetski cilj (kcal)');

/** The first visit loads the shell and the remote; a loaded CI machine gets more than 10 s. */
async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByLabel('Ime')).toBeVisible({ timeout: 30_000 });
}

test.slow();

test('the name and goal forms: disabled while empty, saved with their toasts @phone', async ({
  signedIn: { page, api },
}) => {
  await openSettings(page);
  await expect(page.getByRole('heading', { name: 'Postavke' })).toBeVisible();
  const name = page.getByLabel('Ime');
  await expect(name).toHaveValue('Ana Test');

  await name.fill('');
  await expect(saveName(page)).toBeDisabled();
  await name.fill('Ana Horvat');
  await saveName(page).click();
  await expect(toast(page)).toContainText('User name updated');
  // The shell's header reads the same cached user: the new name is there at once.
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('app-header')).toContainText('Ana Horvat');
  await page.keyboard.press('Escape');

  await expect(saveGoal(page)).toBeDisabled();
  await goalField(page).fill('2150');
  await saveGoal(page).click();
  await expect(toast(page)).toContainText('Settings updated');

  const { user } = await data<Me>(api.get('/api/me'));
  expect(user.name).toBe('Ana Horvat');
  expect(user.dailyEnergyGoal).toBe(2150);

  await page.reload();
  await expect(page.getByLabel('Ime')).toHaveValue('Ana Horvat');
  await expect(goalField(page)).toHaveValue('2150');
});

test('a name the API refuses as too long says so under the update-user error title', async ({
  signedIn: { page, api },
}) => {
  await openSettings(page);
  await page.getByLabel('Ime').fill('A'.repeat(300));
  await saveName(page).click();
  await expect(toast(page)).toContainText('Greška pri ažuriranju korisnika');
  await expect(toast(page)).toContainText('User name is too long');
  const { user } = await data<Me>(api.get('/api/me'));
  expect(user.name).toBe('Ana Test');
});

test('invites: trimmed and lower-cased, empty ignored, invalid refused, duplicates and delete @phone', async ({
  signedIn: { page },
}) => {
  await openSettings(page);
  const members = page.getByRole('list', { name: 'Članovi tima' });
  await expect(members).toContainText('Ana Test');
  await expect(members).toContainText('Vlasnik');

  const field = page.getByLabel('E-mail adresa');
  const send = page.getByRole('button', { name: 'Pošalji pozivnicu' });
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/team-invites'))
      posts.push(r.postData() ?? '');
  });

  // Empty: nothing is sent and nothing is said.
  await field.fill('   ');
  await send.click();
  await expect(toast(page)).toHaveCount(0);

  // Invalid: the product's title and description, nothing sent (the toast also proves the empty
  // click above was handled, and sent nothing, before it).
  await field.fill('nije-email@');
  await send.click();
  await expect(toast(page)).toContainText('Invalid email');
  await expect(toast(page)).toContainText('Please enter a valid email address');
  expect(posts).toHaveLength(0);

  // Valid: trimmed and lower-cased.
  const email = uniqueEmail('pozvan');
  await field.fill(`  ${email.toUpperCase()}  `);
  await send.click();
  await expect(toast(page)).toContainText(`Invitation sent to ${email}`);
  expect(JSON.parse(posts[0] ?? '{}').email).toBe(email);
  const invites = page.getByRole('list', { name: 'Pozivnice u tim' });
  await expect(invites).toContainText(email);
  await expect(field).toHaveValue('');

  // The same address again.
  await field.fill(email);
  await send.click();
  await expect(toast(page)).toContainText('Greška pri slanju pozivnice');
  await expect(toast(page)).toContainText('Invite already exists');

  // Delete.
  await page.getByRole('button', { name: `Obriši pozivnicu za ${email}` }).click();
  await expect(toast(page)).toContainText('Invite deleted');
  await expect(page.getByText('Nema poslanih pozivnica.')).toBeVisible();
});

test('a member sees neither the member list nor the invites; logout goes to /login', async ({
  signedIn: { page, api },
}) => {
  const { user } = await data<Me>(api.get('/api/me'));
  const member = await joinTeamApi(api, user.team.id, uniqueEmail('clan'));

  const memberPage = await pageFor(page, member.token);
  await openSettings(memberPage);
  await expect(memberPage.getByLabel('Dnevni energetski cilj (kcal)')).toBeVisible();
  await expect(memberPage.getByText('Članovi tima')).toHaveCount(0);
  await expect(memberPage.getByText('Pozivnice u tim')).toHaveCount(0);

  await memberPage.getByRole('link', { name: 'Odjava' }).click();
  await expect(memberPage).toHaveURL(/\/login$/);
  expect(await memberPage.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  expect((await member.api.get('/api/me')).status()).toBe(401);

  await memberPage.context().close();
  await member.api.dispose();
});
