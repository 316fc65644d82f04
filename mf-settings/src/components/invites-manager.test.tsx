import { toastBus } from '@organizator/shared/runtime';
import { mockApi, renderWithProviders } from '@organizator/tooling/test';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { team } from '../test/fixtures';
import { InvitesManager } from './invites-manager';

afterEach(() => act(() => toastBus.dismiss()));

type Routes = Parameters<typeof mockApi>[0];

function renderManager(routes: Routes = {}) {
  const api = mockApi({
    'POST /team-invites': (init) => ({
      data: { invite: { ...JSON.parse(String(init?.body)), status: 'PENDING' } },
    }),
    'DELETE /team-invites': (init) => ({
      data: { invite: { ...JSON.parse(String(init?.body)), status: 'PENDING' } },
    }),
    ...routes,
  });
  renderWithProviders(<InvitesManager team={team} />);
  return api;
}

const emailInput = () => screen.getByLabelText('E-mail adresa');
const send = (value: string) => {
  fireEvent.change(emailInput(), { target: { value } });
  fireEvent.click(screen.getByText('Pošalji pozivnicu'));
};
const inviteCalls = (calls: { path: string }[]) => calls.filter((c) => c.path === '/team-invites');

describe('invite form (docs/product.md#validation)', () => {
  it('sends the e-mail trimmed and lower-cased, says so and clears the field', async () => {
    const { calls } = renderManager();
    send('  Marko.Horvat@Example.COM  ');
    expect(await screen.findByText('Invitation sent to marko.horvat@example.com')).toBeVisible();
    expect(inviteCalls(calls)[0]).toMatchObject({
      method: 'POST',
      body: { email: 'marko.horvat@example.com', teamId: 't-1' },
    });
    await waitFor(() => expect(emailInput()).toHaveValue(''));
  });

  it('silently ignores an empty e-mail', async () => {
    const { calls } = renderManager();
    send('   ');
    // An invite sent next is answered after anything the empty one could have caused.
    send('ivo@example.com');
    expect(await screen.findByText('Invitation sent to ivo@example.com')).toBeVisible();
    expect(inviteCalls(calls)).toEqual([
      expect.objectContaining({ body: { email: 'ivo@example.com', teamId: 't-1' } }),
    ]);
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });

  it('refuses an invalid e-mail with Invalid email', async () => {
    const { calls } = renderManager();
    send('marko@');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Invalid email');
    expect(toast).toHaveTextContent('Please enter a valid email address');
    expect(inviteCalls(calls)).toHaveLength(0);
  });

  it.each([
    [403, 'Only team owners can send invites', 'Only team owners can send invites'],
    [400, 'Invite already exists', 'Invite already exists'],
    [400, 'User is already a team member', 'Invite already exists'],
    [400, 'Neispravan zahtjev', 'Neispravan zahtjev'],
    [500, 'Something went wrong', 'Error sending invite'],
  ])('a %i "%s" shows "%s" under the send-invite error title', async (status, message, text) => {
    renderManager({ 'POST /team-invites': () => ({ status, message }) });
    send('marko@example.com');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Greška pri slanju pozivnice');
    expect(toast).toHaveTextContent(text);
  });
});

describe('invite list', () => {
  it('hides accepted invites', () => {
    renderManager();
    expect(screen.getByText('pending@test.hr')).toBeVisible();
    expect(screen.queryByText('ivo@test.hr')).not.toBeInTheDocument();
  });

  it('deletes an invite and says Invite deleted', async () => {
    const { calls } = renderManager();
    fireEvent.click(screen.getByLabelText('Obriši pozivnicu za pending@test.hr'));
    expect(await screen.findByText('Invite deleted')).toBeVisible();
    expect(inviteCalls(calls)[0]).toMatchObject({
      method: 'DELETE',
      body: { email: 'pending@test.hr', teamId: 't-1' },
    });
  });

  it('a failed delete says Error deleting invite', async () => {
    renderManager({ 'DELETE /team-invites': () => ({ status: 500, message: 'boom' }) });
    fireEvent.click(screen.getByLabelText('Obriši pozivnicu za pending@test.hr'));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Greška pri brisanju pozivnice');
    expect(toast).toHaveTextContent('Error deleting invite');
  });
});
