import { queries } from '@organizator/shared/query';
import { tokenStore } from '@organizator/shared/runtime';
import { makeList, mockApi } from '@organizator/tooling/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, makeItem, mockListsApi, renderAt } from '../test/fixtures';
import { DashboardPage } from './dashboard-page';

const render = () => renderAt('/dashboard', <DashboardPage />, '/dashboard');

describe('DashboardPage', () => {
  it('shows each list with its done marker, done / total and creation date', async () => {
    mockListsApi({
      'GET /lists': () => ({
        data: {
          lists: [
            makeList({
              id: 'a',
              name: 'Gotov',
              createdAt: '2026-11-21T10:00:00.000Z',
              items: [makeItem('Kruh', '', true)],
            }),
            makeList({
              id: 'b',
              name: 'Napola',
              items: [makeItem('Sir', '', true), makeItem('Jaja')],
            }),
            makeList({ id: 'c', name: 'Prazan' }),
          ],
        },
      }),
    });
    render();
    const rows = await screen.findAllByTestId('list-row');
    expect(rows).toHaveLength(3);
    const [done, half, empty] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(done).getByText('1 / 1')).toBeInTheDocument();
    expect(within(done).getByTestId('list-done')).toBeInTheDocument();
    expect(within(half).getByText('1 / 2')).toBeInTheDocument();
    expect(within(half).queryByTestId('list-done')).toBeNull();
    // An empty list is not "done".
    expect(within(empty).queryByTestId('list-done')).toBeNull();
    expect(within(done).getByText('21. 11. 2026.')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: /Gotov/ })).toHaveAttribute('href', '/editor/a');
    expect(screen.getByRole('link', { name: 'Dodaj popis' })).toHaveAttribute('href', '/lists/new');
  });

  it('shows the empty state with an add-list button', async () => {
    mockListsApi({ 'GET /lists': () => ({ data: { lists: [] } }) });
    render();
    expect(await screen.findByText('Još nemate nijedan popis. Dodajte prvi.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Dodaj popis' })).toHaveLength(2);
  });

  it('removes a deleted list at once and puts it back with a Greška toast when the server refuses', async () => {
    let answerDelete: (() => void) | undefined;
    const api = mockListsApi({
      'GET /lists': () => ({ data: { lists: [makeList({ id: 'a', name: 'Ostaje' })] } }),
      'DELETE /lists/a': fail,
    });
    // Hold the DELETE answer so the optimistic state can be seen.
    const answer = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation((input, init) =>
      init?.method === 'DELETE'
        ? new Promise((resolve) => {
            answerDelete = () => resolve(answer(input, init));
          })
        : answer(input, init),
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Izbornik popisa Ostaje' }));
    await user.click(await screen.findByRole('menuitem', { name: /Obriši/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Obriši' }));
    await waitFor(() => expect(screen.queryByTestId('list-row')).toBeNull());
    answerDelete?.();
    expect(await screen.findByTestId('list-row')).toHaveTextContent('Ostaje');
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Greška');
    expect(toast).toHaveTextContent('Unknown server error');
  });

  it('asks before deleting and keeps the list on cancel', async () => {
    const api = mockListsApi({
      'GET /lists': () => ({ data: { lists: [makeList({ id: 'a', name: 'Ostaje' })] } }),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Izbornik popisa Ostaje' }));
    await user.click(await screen.findByRole('menuitem', { name: /Obriši/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Odustani' }),
    );
    expect(screen.getByTestId('list-row')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('keeps the lists on screen with a quiet notice when a background refetch fails', async () => {
    let down = false;
    // Plain mockApi: mockListsApi never answers a repeated GET.
    tokenStore.set('test-token');
    mockApi({
      'GET /lists': () =>
        down ? fail() : { data: { lists: [makeList({ id: 'a', name: 'Ostaje' })] } },
    });
    const { client } = render();
    expect(await screen.findByText('Ostaje')).toBeInTheDocument();
    down = true;
    await act(() => client.refetchQueries({ queryKey: queries.lists.overview().queryKey }));
    expect(await screen.findByTestId('stale-notice')).toHaveTextContent('Prikaz možda nije ažuran');
    expect(screen.getByText('Ostaje')).toBeInTheDocument();
    expect(screen.queryByText('Popisi se nisu učitali')).toBeNull();
  });
});
