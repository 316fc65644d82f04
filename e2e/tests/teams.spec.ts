import type { Page } from '@playwright/test';
import { data, joinTeamApi, latestCode, latestMail, signInApi, uniqueEmail } from './support/api';
import { expect, FIRST_LOAD, pageFor, test } from './support/fixtures';

/**
 * Teams that work: an invite reaches a user who already has an account (by mail, accepted in
 * settings), a new user may decline in onboarding, an owner removes a member and a member leaves;
 * every change reaches the other side live.
 */

interface Me {
  user: { id: string; name: string | null; isTeamOwner: boolean; team: { id: string } };
}
interface TeamData {
  team: {
    id: string;
    ownerId: string;
    members: { userId: string }[];
    invites: { email: string; status: string }[];
  } | null;
}

/** Live: well within the time a person would wait, generous for a loaded CI machine. */
const LIVE = { timeout: 10_000 };

test.slow();

const toast = (page: Page) => page.getByTestId('toast');

async function signInThroughLogin(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email, FIRST_LOAD);
  await page.getByRole('button', { name: 'Pošalji kod' }).click();
  await expect(page).toHaveURL(/\/login\?email=/);
  const { code } = await latestCode(page.request, email);
  await page.getByLabel('Kod za prijavu').pressSequentially(code);
}

test('an existing user gets the invite mail, signs in from its link, accepts in settings and sees the team’s lists live @phone', async ({
  signedIn: owner,
}) => {
  const { user: ana } = await data<Me>(owner.api.get('/api/me'));
  await data(owner.api.post('/api/lists', { data: { name: 'Anin popis' } }));
  // Bob has had an account for a while, with a list of his own.
  const bob = await signInApi(uniqueEmail('bob'));
  await data(bob.api.put('/api/me', { data: { name: 'Bob Postojeći' } }));
  await data(bob.api.post('/api/lists', { data: { name: 'Bobov popis' } }));

  // The owner invites him from settings.
  const ownerPage = owner.page;
  await ownerPage.goto('/settings');
  await ownerPage.getByLabel('E-mail adresa').fill(bob.email, FIRST_LOAD);
  await ownerPage.getByRole('button', { name: 'Pošalji pozivnicu' }).click();
  await expect(toast(ownerPage)).toContainText(`Invitation sent to ${bob.email}`);
  const pending = ownerPage.getByRole('list', { name: 'Pozivnice u tim' });
  await expect(pending).toContainText(bob.email);

  // The mail, in Croatian, names the owner and links to the invitation.
  const mail = await latestMail(ownerPage.request, bob.email, /poziva/);
  expect(mail?.subject).toBe('Organizator: Ana Test vas poziva u tim');
  expect(mail?.text).toContain('Ana Test (');
  const link = new URL(mail?.link ?? '');
  expect(link.pathname + link.search).toBe(`/settings?invite=${ana.team.id}`);

  // Bob opens the link signed out: he signs in and lands on the invitation, not the dashboard.
  const bobContext = await ownerPage
    .context()
    .browser()!
    .newContext({ viewport: ownerPage.viewportSize() ?? undefined, locale: 'hr-HR' });
  const bobPage = await bobContext.newPage();
  await bobPage.goto(link.pathname + link.search);
  await expect(bobPage).toHaveURL(/\/login$/, FIRST_LOAD);
  await signInThroughLogin(bobPage, bob.email);
  await expect(bobPage).toHaveURL(/\/settings\?invite=/, FIRST_LOAD);
  const invite = bobPage.getByTestId('my-invite');
  await expect(invite).toContainText('Ana Test vas poziva u svoj tim', FIRST_LOAD);
  await expect(invite).toHaveAttribute('aria-current', 'true');

  await invite.getByRole('button', { name: 'Prihvati' }).click();
  await expect(toast(bobPage)).toContainText('Pridružili ste se timu');
  await expect(bobPage.getByTestId('my-invite')).toHaveCount(0);
  // Now a member: no member list, but whose team it is and a way out.
  await expect(
    bobPage.getByText('Član ste tima čiji je vlasnik Ana Test. Dijelite popise tog tima.'),
  ).toBeVisible();

  // The owner's open settings: the invite is gone at once, Bob is a member, and a toast says so.
  await expect(toast(ownerPage)).toContainText('Novi član tima: Bob Postojeći', LIVE);
  await expect(ownerPage.getByRole('list', { name: 'Članovi tima' })).toContainText(
    'Bob Postojeći',
    LIVE,
  );
  await expect(pending).toHaveCount(0);
  await expect(ownerPage.getByText('Nema poslanih pozivnica.')).toBeVisible();

  // Bob sees the team's lists, and his own came with him (he was alone in his team).
  await bobPage.goto('/dashboard');
  await expect(bobPage.getByText('Anin popis')).toBeVisible(FIRST_LOAD);
  await expect(bobPage.getByText('Bobov popis')).toBeVisible();
  // ...and the team's changes reach him live, from his new stream.
  await expect(async () => {
    await data(owner.api.post('/api/lists', { data: { name: `Vikend ${Date.now()}` } }));
    await expect(bobPage.getByText(/^Vikend \d+$/).first()).toBeVisible({ timeout: 3_000 });
  }).toPass(LIVE);

  const { team } = await data<TeamData>(owner.api.get('/api/owned-teams'));
  expect(team?.invites.find((i) => i.email === bob.email)?.status).toBe('ACCEPTED');
  await bobContext.close();
  await bob.api.dispose();
});

test('a new user declines the invite in onboarding and gets a team of their own', async ({
  page,
}) => {
  const owner = await signInApi(uniqueEmail('owner'));
  await data(owner.api.put('/api/me', { data: { name: 'Marta Vlasnica' } }));
  const { user: marta } = await data<Me>(owner.api.get('/api/me'));
  const email = uniqueEmail('novi');
  await data(owner.api.post('/api/team-invites', { data: { email, teamId: marta.team.id } }));

  await page.goto('/login');
  await signInThroughLogin(page, email);
  await expect(page).toHaveURL(/\/onboarding$/, FIRST_LOAD);
  await page.getByRole('button', { name: 'Započni' }).click(FIRST_LOAD);
  await page.getByLabel('Ime').fill('Nina Nova');
  await page.getByRole('button', { name: 'Dalje' }).click();

  // Step 2 offers the invite, naming the owner; nothing has been joined yet.
  await expect(page.getByRole('heading', { name: 'Pozvani ste u tim' })).toBeVisible();
  await expect(page.getByTestId('my-invite')).toContainText('Marta Vlasnica vas poziva u svoj tim');
  const offered = page.getByTestId('my-invite');
  await expect(offered.getByRole('button', { name: 'Pridruži se timu' })).toBeVisible();
  await offered.getByRole('button', { name: 'Započni vlastiti tim' }).click();
  await expect(toast(page)).toContainText('Pozivnica je odbijena');
  await expect(page.getByRole('heading', { name: 'Pozvani ste u tim' })).toHaveCount(0);

  // Her own team: she is its owner, with the invites manager.
  await expect(page.getByRole('list', { name: 'Članovi tima' })).toContainText('Nina Nova');
  await expect(page.getByRole('list', { name: 'Članovi tima' })).toContainText('Vlasnik');
  await expect(page.getByLabel('E-mail adresa')).toBeVisible();

  const token = (await page.evaluate(() => localStorage.getItem('access_token'))) ?? '';
  const me = await page.request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
  const { user } = ((await me.json()) as { data: Me }).data;
  expect(user.isTeamOwner).toBe(true);
  expect(user.team.id).not.toBe(marta.team.id);
  const { team } = await data<TeamData>(owner.api.get('/api/owned-teams'));
  expect(team?.members).toHaveLength(1);
  expect(team?.invites.find((i) => i.email === email)).toBeUndefined();
  await owner.api.dispose();
});

test('an owner removes a member, whose open editor loses access with a Croatian message', async ({
  signedIn: owner,
}) => {
  const { user: ana } = await data<Me>(owner.api.get('/api/me'));
  const member = await joinTeamApi(owner.api, ana.team.id, uniqueEmail('ivo'));
  await data(member.api.put('/api/me', { data: { name: 'Ivo Član' } }));
  const { list } = await data<{ list: { id: string } }>(
    owner.api.post('/api/lists', { data: { name: 'Tajni zajednički' } }),
  );
  await data(owner.api.post(`/api/lists/${list.id}/items`, { data: { name: 'Kava', images: [] } }));

  const memberPage = await pageFor(owner.page, member.token);
  await memberPage.goto(`/editor/${list.id}`);
  await expect(memberPage.getByText('Kava')).toBeVisible(FIRST_LOAD);

  const ownerPage = owner.page;
  await ownerPage.goto('/settings');
  const members = ownerPage.getByRole('list', { name: 'Članovi tima' });
  await expect(members).toContainText('Ivo Član', FIRST_LOAD);
  await ownerPage.getByRole('button', { name: 'Ukloni Ivo Član iz tima' }).click();
  await expect(ownerPage.getByText(/Ukloniti Ivo Član iz tima\?/)).toBeVisible();
  await ownerPage.getByRole('button', { name: 'Potvrdi' }).click();
  await expect(toast(ownerPage)).toContainText('Član je uklonjen iz tima');
  await expect(members).not.toContainText('Ivo Član');

  // The member's open editor: told at once, and the list is out of reach.
  await expect(toast(memberPage)).toContainText(
    'Uklonjeni ste iz tima: popisi tog tima više vam nisu dostupni',
    LIVE,
  );
  const alert = memberPage.getByRole('alert').filter({ hasText: 'Popis se nije učitao' });
  await expect(alert).toContainText('Popis nije pronađen ili mu nemate pristup.', LIVE);
  await expect(memberPage.getByText('Kava')).toHaveCount(0);
  expect((await member.api.get(`/api/lists/${list.id}`)).status()).toBe(404);
  const { user } = await data<Me>(member.api.get('/api/me'));
  expect(user.isTeamOwner).toBe(true);

  await memberPage.context().close();
  await member.api.dispose();
});

test('a member leaves the team: the owner sees it live, the lists stay with the team @phone', async ({
  signedIn: owner,
}) => {
  const { user: ana } = await data<Me>(owner.api.get('/api/me'));
  const member = await joinTeamApi(owner.api, ana.team.id, uniqueEmail('luka'));
  await data(member.api.put('/api/me', { data: { name: 'Luka Odlazi' } }));
  await data(member.api.post('/api/lists', { data: { name: 'Lukin zajednički' } }));

  const ownerPage = owner.page;
  await ownerPage.goto('/settings');
  const members = ownerPage.getByRole('list', { name: 'Članovi tima' });
  await expect(members).toContainText('Luka Odlazi', FIRST_LOAD);

  const memberPage = await pageFor(ownerPage, member.token);
  await memberPage.setViewportSize(ownerPage.viewportSize() ?? { width: 1280, height: 800 });
  await memberPage.goto('/settings');
  await expect(
    memberPage.getByText('Član ste tima čiji je vlasnik Ana Test. Dijelite popise tog tima.'),
  ).toBeVisible(FIRST_LOAD);
  await memberPage.getByRole('button', { name: 'Napusti tim' }).click();
  await expect(memberPage.getByText(/Napustiti tim\?/)).toBeVisible();
  await memberPage.getByRole('button', { name: 'Potvrdi' }).click();
  await expect(toast(memberPage)).toContainText('Napustili ste tim');
  // Now the owner of a team of their own: the member list (just them) and the invites section.
  const own = memberPage.getByRole('list', { name: 'Članovi tima' });
  await expect(own).toContainText('Luka Odlazi');
  await expect(own).toContainText('Vlasnik');
  await expect(memberPage.getByLabel('E-mail adresa')).toBeVisible();

  await expect(toast(ownerPage)).toContainText('Luka Odlazi više nije u timu', LIVE);
  await expect(members).not.toContainText('Luka Odlazi', LIVE);
  await memberPage.goto('/dashboard');
  // Their new team's lists, loaded: none (the one they made stays with the old team).
  await expect(memberPage.getByText('Još nemate nijedan popis. Dodajte prvi.')).toBeVisible(
    FIRST_LOAD,
  );
  await expect(memberPage.getByText('Lukin zajednički')).toHaveCount(0);
  const { lists } = await data<{ lists: { name: string }[] }>(owner.api.get('/api/lists'));
  expect(lists.map((l) => l.name)).toContain('Lukin zajednički');

  // The owner cannot leave while the team has members; the UI never offers it to them.
  expect((await owner.api.post('/api/my-team/leave')).status()).toBe(409);
  await memberPage.context().close();
  await member.api.dispose();
});
