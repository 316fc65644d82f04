import { expect, type Page, request, test } from '@playwright/test';
import { BASE_URL, data, joinTeamApi, latestCode, signInApi, uniqueEmail } from './support/api';
import { FIRST_LOAD, pageFor } from './support/fixtures';

/**
 * Onboarding and the team: a new user names themselves, invites a teammate, the teammate signs in,
 * accepts the invite, shares the lists, and sees neither the members nor the invites.
 */

interface Me {
  user: {
    id: string;
    name: string | null;
    isTeamOwner: boolean;
    team: { id: string; ownerId: string };
  };
}
interface TeamData {
  team: { id: string; invites: { email: string; status: string }[] } | null;
}

async function signInThroughLogin(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Pošalji kod' }).click();
  await expect(page).toHaveURL(/\/login\?email=/);
  const { code } = await latestCode(page.request, email);
  await page.getByLabel('Kod za prijavu').pressSequentially(code);
}

test.slow();

const apiFor = (token: string) =>
  request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });

test('a new user is onboarded, invites a teammate who joins and shares the lists @phone', async ({
  page,
}) => {
  const ownerEmail = uniqueEmail('owner');
  const memberEmail = uniqueEmail('member');

  // A first login lands on onboarding (bare page: no shared header).
  await signInThroughLogin(page, ownerEmail);
  await expect(page).toHaveURL(/\/onboarding$/, FIRST_LOAD);

  // Step 0: intro, on a bare page (no shared header).
  await expect(page.getByRole('heading', { name: 'Dobrodošli u Organizator' })).toBeVisible(
    FIRST_LOAD,
  );
  await expect(page.getByTestId('app-header')).toHaveCount(0);
  await page.getByRole('button', { name: 'Započni' }).click();

  // Step 1: the name; next is disabled until there is one, and saves it.
  const next = page.getByRole('button', { name: 'Dalje' });
  await expect(next).toBeDisabled();
  await page.getByLabel('Ime').fill('Ana Vlasnica');
  await next.click();
  await expect(page.getByTestId('toast')).toContainText('User name updated');

  // Step 2: the team view with the owner marked, and the invites manager for the owner.
  await expect(page.getByRole('heading', { name: 'Vaš tim' })).toBeVisible();
  const members = page.getByRole('list', { name: 'Članovi tima' });
  await expect(members).toContainText('Ana Vlasnica');
  await expect(members).toContainText('Vlasnik');
  await page.getByLabel('E-mail adresa').fill(`  ${memberEmail.toUpperCase()} `);
  await page.getByRole('button', { name: 'Pošalji pozivnicu' }).click();
  await expect(page.getByTestId('toast')).toContainText(`Invitation sent to ${memberEmail}`);
  const invites = page.getByRole('list', { name: 'Pozivnice u tim' });
  await expect(invites).toContainText(memberEmail);

  // Step 3: welcome, then the dashboard with the new name in the header.
  await page.getByRole('button', { name: 'Dalje' }).click();
  await expect(page.getByRole('heading', { name: 'Sve je spremno!' })).toBeVisible();
  await page.getByRole('link', { name: 'Idi na popise' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByTestId('user-menu').click(FIRST_LOAD);
  await expect(page.getByTestId('app-header')).toContainText('Ana Vlasnica');

  const ownerToken = (await page.evaluate(() => localStorage.getItem('access_token'))) ?? '';
  const ownerApi = await apiFor(ownerToken);
  const { user: owner } = await data<Me>(ownerApi.get('/api/me'));
  expect(owner.isTeamOwner).toBe(true);
  const listName = `Zajednički ${Date.now()}`;
  await data(ownerApi.post('/api/lists', { data: { name: listName } }));

  // The owner keeps /settings open: the invite is pending.
  await page.goto('/settings');
  const ownerMembers = page.getByRole('list', { name: 'Članovi tima' });
  await expect(ownerMembers).toContainText('Ana Vlasnica', FIRST_LOAD);
  await expect(page.getByRole('list', { name: 'Pozivnice u tim' })).toContainText(memberEmail);

  // The teammate signs in for the first time (own browser), joins the owner's team and is onboarded:
  // the team view shows the owner, but there is no invites manager for a member.
  const memberContext = await page
    .context()
    .browser()!
    .newContext({ viewport: page.viewportSize() ?? undefined, locale: 'hr-HR' });
  const memberPage = await memberContext.newPage();
  await signInThroughLogin(memberPage, memberEmail);
  await expect(memberPage).toHaveURL(/\/onboarding$/, FIRST_LOAD);
  await memberPage.getByRole('button', { name: 'Započni' }).click(FIRST_LOAD);
  await memberPage.getByLabel('Ime').fill('Ivo Član');
  await memberPage.getByRole('button', { name: 'Dalje' }).click();
  // Nobody joins without saying so: the invite is offered, naming the owner.
  await expect(memberPage.getByRole('heading', { name: 'Pozvani ste u tim' })).toBeVisible();
  await expect(memberPage.getByTestId('my-invite')).toContainText(
    'Ana Vlasnica vas poziva u svoj tim',
  );
  await memberPage
    .getByTestId('my-invite')
    .getByRole('button', { name: 'Pridruži se timu' })
    .click();
  await expect(memberPage.getByTestId('toast')).toContainText('Pridružili ste se timu');
  await expect(memberPage.getByText('Član ste ovog tima i dijelite njegove popise.')).toBeVisible();
  const teamView = memberPage.getByRole('list', { name: 'Članovi tima' });
  await expect(teamView).toContainText('Ana Vlasnica');
  await expect(teamView).toContainText('Vlasnik');
  await expect(teamView).toContainText('Ivo Član');
  await expect(memberPage.getByLabel('E-mail adresa')).toHaveCount(0);
  await memberPage.getByRole('button', { name: 'Dalje' }).click();
  await memberPage.getByRole('link', { name: 'Idi na popise' }).click();

  // The shared list is on the teammate's dashboard.
  await expect(memberPage).toHaveURL(/\/dashboard$/);
  await expect(memberPage.getByText(listName)).toBeVisible(FIRST_LOAD);

  // Without a reload, the owner's page shows the new member and the accepted invite is gone.
  await expect(ownerMembers).toContainText('Ivo Član', { timeout: 20_000 });
  await expect(page.getByText('Nema poslanih pozivnica.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pozivnice u tim' })).toHaveCount(0);
  const { team } = await data<TeamData>(ownerApi.get('/api/owned-teams'));
  expect(team?.invites.find((i) => i.email === memberEmail)?.status).toBe('ACCEPTED');

  // The teammate's settings: neither the member list nor the invites.
  await memberPage.goto('/settings');
  await expect(memberPage.getByLabel('Ime')).toBeVisible(FIRST_LOAD);
  await expect(memberPage.getByLabel('Ime')).toHaveValue('Ivo Član');
  await expect(memberPage.getByText('Članovi tima')).toHaveCount(0);
  await expect(memberPage.getByText('Pozivnice u tim')).toHaveCount(0);
  await expect(memberPage.getByLabel('E-mail adresa')).toHaveCount(0);

  // Asking the API directly does not help a member: 403 with the product's text.
  const memberToken = (await memberPage.evaluate(() => localStorage.getItem('access_token'))) ?? '';
  const memberApi = await apiFor(memberToken);
  const { user: joined } = await data<Me>(memberApi.get('/api/me'));
  expect(joined.team.id).toBe(owner.team.id);
  expect(joined.isTeamOwner).toBe(false);
  const res = await memberApi.post('/api/team-invites', {
    data: { email: uniqueEmail('sneaky'), teamId: joined.team.id },
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).message).toBe('Only team owners can send invites');

  await memberContext.close();
  await memberApi.dispose();
  await ownerApi.dispose();
});

test('a member renames themselves and the owner sees the new name without a reload', async ({
  page,
}) => {
  const owner = await signInApi(uniqueEmail('owner'));
  await data(owner.api.put('/api/me', { data: { name: 'Ana Vlasnica' } }));
  const { user } = await data<Me>(owner.api.get('/api/me'));
  const member = await joinTeamApi(owner.api, user.team.id, uniqueEmail('member'));
  await data(member.api.put('/api/me', { data: { name: 'Ivo Prvi' } }));

  const ownerPage = await pageFor(page, owner.token);
  await ownerPage.goto('/settings');
  const members = ownerPage.getByRole('list', { name: 'Članovi tima' });
  await expect(members).toContainText('Ivo Prvi', FIRST_LOAD);

  const memberPage = await pageFor(page, member.token);
  await memberPage.goto('/settings');
  await memberPage.getByLabel('Ime').fill('Ivo Drugi', FIRST_LOAD);
  await memberPage.getByRole('button', { name: 'Spremi ime' }).click();
  await expect(memberPage.getByTestId('toast')).toContainText('User name updated');

  // No reload on the owner's side: the member list follows within its refresh interval.
  await expect(members).toContainText('Ivo Drugi', { timeout: 20_000 });

  await Promise.all([ownerPage.context().close(), memberPage.context().close()]);
  await Promise.all([owner.api.dispose(), member.api.dispose()]);
});
