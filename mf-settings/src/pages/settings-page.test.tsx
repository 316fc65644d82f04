import type { User } from '@organizator/shared/contract';
import { queries } from '@organizator/shared/query';
import { toastBus } from '@organizator/shared/runtime';
import { makeList, mockApi, renderWithProviders } from '@organizator/tooling/test';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { deferred, envelope, inviteFromMarta, member, owner, team } from '../test/fixtures';
import { SettingsPage } from './settings-page';

afterEach(() => act(() => toastBus.dismiss()));

/** The API as the page sees it; PUT /me answers with, and remembers, the updated user. */
function renderAs(initial: User, extra: Parameters<typeof mockApi>[0] = {}, route = '/settings') {
  let user = initial;
  const api = mockApi({
    'GET /me': () => ({ data: { user } }),
    'GET /owned-teams': () => ({ data: { team: user.isTeamOwner ? team : null } }),
    'GET /my-team': () => ({ data: { team } }),
    'GET /my-invites': () => ({ data: { invites: [] } }),
    'PUT /me': (init) => {
      user = { ...user, ...JSON.parse(String(init?.body)) };
      return { data: { user } };
    },
    ...extra,
  });
  return { ...renderWithProviders(<SettingsPage />, { route }), ...api };
}

const nameInput = () => screen.getByLabelText('Ime');
const goalInput = () => screen.getByLabelText('Dnevni energetski cilj (kcal)');
/** By text, not by role: role queries over antd's deep trees are slow in jsdom. */
const button = (text: string) => screen.getByText(text).closest('button') as HTMLButtonElement;
const saveName = () => button('Spremi ime');
const saveGoal = () => button('Spremi cilj');

describe('name form', () => {
  it('disables save while the name is empty', async () => {
    renderAs({ ...owner, name: null });
    await screen.findByLabelText('Ime');
    expect(saveName()).toBeDisabled();
    fireEvent.change(nameInput(), { target: { value: '   ' } });
    expect(saveName()).toBeDisabled();
    fireEvent.change(nameInput(), { target: { value: 'Ana' } });
    await waitFor(() => expect(saveName()).toBeEnabled());
  });

  it('saves the name, says so and updates the cached user for the header', async () => {
    const { calls, client } = renderAs(owner);
    fireEvent.change(await screen.findByLabelText('Ime'), { target: { value: '  Ana Horvat ' } });
    fireEvent.click(saveName());
    expect(await screen.findByText('User name updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Ana Horvat' });
    expect(client.getQueryData<User>(queries.me.all())?.name).toBe('Ana Horvat');
  });

  it('disables save while the save runs', async () => {
    const { fetchMock } = renderAs(owner);
    await screen.findByLabelText('Ime');
    const pending = deferred<Response>();
    fetchMock.mockImplementationOnce(() => pending.promise);
    fireEvent.change(nameInput(), { target: { value: 'Ana H' } });
    fireEvent.click(saveName());
    await waitFor(() => expect(saveName()).toBeDisabled());
    await act(async () => pending.resolve(envelope({ user: { ...owner, name: 'Ana H' } })));
    await waitFor(() => expect(saveName()).toBeEnabled());
  });

  it('a 400 says the name is too long, under the update-user error title', async () => {
    renderAs(owner, { 'PUT /me': () => ({ status: 400, message: 'Too long' }) });
    fireEvent.change(await screen.findByLabelText('Ime'), { target: { value: 'x'.repeat(80) } });
    fireEvent.click(saveName());
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Greška pri ažuriranju korisnika');
    expect(toast).toHaveTextContent('User name is too long');
  });

  it('any other failure says Error updating user', async () => {
    renderAs(owner, { 'PUT /me': () => ({ status: 500, message: 'boom' }) });
    fireEvent.change(await screen.findByLabelText('Ime'), { target: { value: 'Ana' } });
    fireEvent.click(saveName());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error updating user');
  });
});

describe('daily energy goal form', () => {
  it('is disabled while empty and sends the goal as a number', async () => {
    const { calls } = renderAs(owner);
    await screen.findByLabelText('Dnevni energetski cilj (kcal)');
    expect(saveGoal()).toBeDisabled();
    fireEvent.change(goalInput(), { target: { value: '2100' } });
    await waitFor(() => expect(saveGoal()).toBeEnabled());
    fireEvent.click(saveGoal());
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ dailyEnergyGoal: 2100 });
  });

  it('keeps whole kcal only and sends at most the contract maximum', async () => {
    const { calls } = renderAs(owner);
    await screen.findByLabelText('Dnevni energetski cilj (kcal)');
    fireEvent.change(goalInput(), { target: { value: '25a00,5' } });
    expect(goalInput()).toHaveValue('25005');
    fireEvent.click(saveGoal());
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ dailyEnergyGoal: 20000 });
    expect(goalInput()).toHaveValue('20000');
  });

  it('shows the saved goal and fails with Error updating user', async () => {
    renderAs({ ...owner, dailyEnergyGoal: 1900 }, { 'PUT /me': () => ({ status: 400 }) });
    await waitFor(() => expect(goalInput()).toHaveValue('1900'));
    fireEvent.click(saveGoal());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error updating user');
  });
});

describe('owner and member (docs/product.md#permissions)', () => {
  it('the owner sees the members, the owner marked, and the pending invites only', async () => {
    renderAs(owner);
    const members = await screen.findByLabelText('Članovi tima', { selector: 'ul' });
    const rows = within(members).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Ana');
    expect(rows[0]).toHaveTextContent('Vlasnik');
    expect(rows[1]).toHaveTextContent('No name');
    expect(rows[1]).not.toHaveTextContent('Vlasnik');
    const invites = screen.getByLabelText('Pozivnice u tim', { selector: 'ul' });
    expect(invites).toHaveTextContent('pending@test.hr');
    expect(invites).not.toHaveTextContent('ivo@test.hr');
    expect(screen.getByLabelText('E-mail adresa')).toBeInTheDocument();
  });

  it('a member sees neither the member list nor the invites', async () => {
    const { calls } = renderAs(member);
    await screen.findByLabelText('Ime');
    expect(screen.queryByText('Članovi tima')).not.toBeInTheDocument();
    expect(screen.queryByText('Pozivnice u tim')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail adresa')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/owned-teams')).toBe(false);
  });

  it('offers logout as a link to /logout', async () => {
    renderAs(member);
    expect(await screen.findByRole('link', { name: /Odjava/ })).toHaveAttribute('href', '/logout');
  });
});

describe('layout while loading', () => {
  it('shows the account section once the team above it has loaded, so it is not pushed down', async () => {
    mockApi({
      'GET /me': () => ({ data: { user: owner } }),
      'GET /owned-teams': () => ({ data: { team } }),
      'GET /my-invites': () => ({ data: { invites: [] } }),
    });
    const api = global.fetch;
    const teamHeld = deferred<void>();
    global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/owned-teams')) await teamHeld.promise;
      return api(input, init);
    }) as typeof fetch;
    renderWithProviders(<SettingsPage />, { route: '/settings' });
    await screen.findByLabelText('Ime');
    expect(screen.queryByText('Račun')).toBeNull();
    await act(async () => teamHeld.resolve());
    expect(await screen.findByText('Račun')).toBeInTheDocument();
  });
});

describe('logout from all devices', () => {
  function renderWithLogoutRoute(answer: Parameters<typeof mockApi>[0][string]) {
    const api = mockApi({
      'GET /me': () => ({ data: { user: member } }),
      'POST /logout-all': answer,
    });
    renderWithProviders(
      <Routes>
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/logout" element={<p>odjava u tijeku</p>} />
      </Routes>,
      { route: '/settings' },
    );
    return api;
  }

  it('asks first, then ends every session and signs this tab out through /logout', async () => {
    const { calls } = renderWithLogoutRoute(() => ({ data: null }));
    fireEvent.click(await screen.findByText('Odjava sa svih uređaja'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Odjaviti se sa svih uređaja?');
    expect(calls.some((c) => c.path === '/logout-all')).toBe(false);
    fireEvent.click(within(dialog).getByText('Odjavi sve'));
    expect(await screen.findByText('odjava u tijeku')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/logout-all')).toEqual([
      { method: 'POST', path: '/logout-all', body: undefined },
    ]);
  });

  it('says so when it fails, and stays signed in', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithLogoutRoute(() => ({ status: 500, message: 'down' }));
    fireEvent.click(await screen.findByText('Odjava sa svih uređaja'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByText('Odjavi sve'));
    // Shown in the dialog, then in the page once the dialog has closed.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Odjava sa svih uređaja nije uspjela')).toBeInTheDocument();
    expect(screen.queryByText('odjava u tijeku')).not.toBeInTheDocument();
  });
});

describe('team visibility', () => {
  it("a teammate's rename reaches the owner's member list without a reload", async () => {
    let current = team;
    mockApi({
      'GET /me': () => ({ data: { user: owner } }),
      'GET /owned-teams': () => ({ data: { team: current } }),
    });
    renderWithProviders(<SettingsPage />, { route: '/settings' });
    const members = await screen.findByLabelText('Članovi tima', { selector: 'ul' });
    expect(members).toHaveTextContent('No name');

    const [first, second] = team.members;
    if (!first || !second) throw new Error('fixture needs two members');
    current = {
      ...team,
      members: [first, { ...second, user: { ...second.user, name: 'Ivo Novi' } }],
    };
    // The team view polls (REFETCH_LIVE_VIEW_MS) while it is open.
    await waitFor(() => expect(members).toHaveTextContent('Ivo Novi'), { timeout: 8000 });
  }, 15_000);
});

describe('invites for the signed-in user', () => {
  const withInvite = { 'GET /my-invites': () => ({ data: { invites: [inviteFromMarta] } }) };

  it('shows who invites them and accepts: the team joins, everything team-shaped refreshes', async () => {
    const { calls, client } = renderAs(owner, {
      ...withInvite,
      'POST /team-invites/accept': () => ({ data: { team: { ...team, id: 't-marta' } } }),
    });
    const invite = await screen.findByTestId('my-invite');
    expect(invite).toHaveTextContent('Marta vas poziva u svoj tim');
    expect(invite).toHaveTextContent('marta@test.hr');
    client.setQueryData(
      queries.lists.detail('old').queryKey,
      makeList({ id: 'old', name: 'Stari popis' }),
    );
    fireEvent.click(within(invite).getByText('Prihvati').closest('button') as HTMLElement);
    expect(await screen.findByText('Pridružili ste se timu')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/team-invites/accept')?.body).toEqual({
      teamId: 't-marta',
    });
    // The old team's lists are dropped from the cache, not shown stale.
    expect(client.getQueryData(queries.lists.detail('old').queryKey)).toBeUndefined();
  });

  it('declines', async () => {
    const { calls } = renderAs(member, {
      ...withInvite,
      'POST /team-invites/decline': () => ({ data: null }),
    });
    const invite = await screen.findByTestId('my-invite');
    fireEvent.click(within(invite).getByText('Odbij').closest('button') as HTMLElement);
    expect(await screen.findByText('Pozivnica je odbijena')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/team-invites/decline')?.body).toEqual({
      teamId: 't-marta',
    });
  });

  it('a refused accept shows the server’s reason', async () => {
    renderAs(owner, {
      ...withInvite,
      'POST /team-invites/accept': () => ({ status: 409, message: 'Najprije uklonite članove.' }),
    });
    const invite = await screen.findByTestId('my-invite');
    fireEvent.click(within(invite).getByText('Prihvati').closest('button') as HTMLElement);
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Greška pri prihvaćanju pozivnice');
    expect(toast).toHaveTextContent('Najprije uklonite članove.');
  });

  it('opened from the mail link, marks that invite', async () => {
    renderAs(member, withInvite, '/settings?invite=t-marta');
    expect(await screen.findByTestId('my-invite')).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByText(/više ne postoji/)).not.toBeInTheDocument();
  });

  it('a link to an invite that is gone says so', async () => {
    renderAs(member, {}, '/settings?invite=t-gone');
    expect(await screen.findByText(/Ta pozivnica više ne postoji/)).toBeInTheDocument();
    expect(screen.queryByTestId('my-invite')).not.toBeInTheDocument();
  });
});

describe('membership changes', () => {
  it('the owner removes a member after confirming', async () => {
    const { calls } = renderAs(owner, {
      'DELETE /team-members/u-ivo': () => ({ data: { team } }),
    });
    const remove = await screen.findByLabelText('Ukloni ivo@test.hr iz tima');
    expect(screen.queryByLabelText('Ukloni Ana iz tima')).not.toBeInTheDocument();
    fireEvent.click(remove);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(screen.getByText(/Izgubit će pristup popisima tima/)).toBeInTheDocument();
    fireEvent.click(button('Potvrdi'));
    expect(await screen.findByText('Član je uklonjen iz tima')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/team-members/u-ivo')).toBe(true);
  });

  it('a member sees whose team it is and leaves after confirming', async () => {
    const { calls } = renderAs(member, {
      'POST /my-team/leave': () => ({ data: { team: { ...team, id: 't-new' } } }),
    });
    expect(
      await screen.findByText('Član ste tima čiji je vlasnik Ana. Dijelite popise tog tima.'),
    ).toBeInTheDocument();
    fireEvent.click(button('Napusti tim'));
    fireEvent.click(button('Potvrdi'));
    expect(await screen.findByText('Napustili ste tim')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/my-team/leave')).toBe(true);
  });
});
