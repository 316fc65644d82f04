import type { User } from '@organizator/shared/contract';
import { queries } from '@organizator/shared/query';
import { toastBus } from '@organizator/shared/runtime';
import { mockApi, renderWithProviders } from '@organizator/tooling/test';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { inviteFromMarta, member, owner, team } from '../test/fixtures';
import { OnboardingPage } from './onboarding-page';

afterEach(() => act(() => toastBus.dismiss()));

function renderAs(initial: User, extra: Parameters<typeof mockApi>[0] = {}) {
  let user = initial;
  const api = mockApi({
    'GET /my-invites': () => ({ data: { invites: [] } }),
    'GET /me': () => ({ data: { user } }),
    'GET /owned-teams': () => ({ data: { team: user.isTeamOwner ? team : null } }),
    'GET /my-team': () => ({ data: { team } }),
    'PUT /me': (init) => {
      user = { ...user, ...JSON.parse(String(init?.body)) };
      return { data: { user } };
    },
    ...extra,
  });
  return { ...renderWithProviders(<OnboardingPage />, { route: '/onboarding' }), ...api };
}

const click = (text: string) =>
  fireEvent.click(screen.getByText(text).closest('button, a') as HTMLElement);

describe('onboarding', () => {
  it('walks intro, name, team and welcome; the name is saved on next', async () => {
    const { calls, client } = renderAs({ ...owner, name: null });
    expect(await screen.findByText('Dobrodošli u Organizator')).toBeVisible();
    click('Započni');

    const name = await screen.findByLabelText('Ime');
    const next = () => screen.getByText('Dalje').closest('button') as HTMLButtonElement;
    expect(next()).toBeDisabled();
    fireEvent.change(name, { target: { value: '  Ana Horvat ' } });
    await waitFor(() => expect(next()).toBeEnabled());
    click('Dalje');

    expect(await screen.findByText('Vaš tim')).toBeVisible();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Ana Horvat' });
    expect(client.getQueryData<User>(queries.me.all())?.name).toBe('Ana Horvat');
    expect(await screen.findByLabelText('E-mail adresa')).toBeVisible();
    click('Dalje');

    expect(await screen.findByText('Sve je spremno!')).toBeVisible();
    expect(screen.getByText('Idi na popise').closest('a')).toHaveAttribute('href', '/dashboard');
  });

  it('a member sees the team but no invites manager', async () => {
    renderAs(member);
    click(await screen.findByText('Započni').then(() => 'Započni'));
    await screen.findByLabelText('Ime');
    click('Dalje');
    expect(await screen.findByText('Član ste ovog tima i dijelite njegove popise.')).toBeVisible();
    expect(await screen.findByText('ana@test.hr')).toBeVisible();
    expect(screen.queryByLabelText('E-mail adresa')).not.toBeInTheDocument();
    expect(screen.queryByText('pending@test.hr')).not.toBeInTheDocument();
  });

  it('a new user with an invite chooses: join that team, or start their own', async () => {
    let invites = [inviteFromMarta];
    const { calls } = renderAs(owner, {
      'GET /my-invites': () => ({ data: { invites } }),
      'POST /team-invites/decline': () => {
        invites = [];
        return { data: null };
      },
    });
    click(await screen.findByText('Započni').then(() => 'Započni'));
    await screen.findByLabelText('Ime');
    click('Dalje');
    expect(await screen.findByText('Pozvani ste u tim')).toBeVisible();
    expect(screen.getByTestId('my-invite')).toHaveTextContent('Marta vas poziva u svoj tim');
    expect(screen.getByText('Pridruži se timu')).toBeVisible();
    click('Započni vlastiti tim');
    expect(await screen.findByText('Pozivnica je odbijena')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Pozvani ste u tim')).not.toBeInTheDocument());
    expect(calls.find((c) => c.path === '/team-invites/decline')?.body).toEqual({
      teamId: 't-marta',
    });
  });

  it('back returns to the previous step', async () => {
    renderAs(owner);
    click(await screen.findByText('Započni').then(() => 'Započni'));
    await screen.findByLabelText('Ime');
    click('Natrag');
    expect(await screen.findByText('Dobrodošli u Organizator')).toBeVisible();
  });
});
