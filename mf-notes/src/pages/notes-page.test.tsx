import { toastBus } from '@organizator/shared/runtime';
import { makeNote, mockApi, renderWithProviders } from '@organizator/tooling/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotesPage } from './notes-page';

const note = (id: string, title: string, createdAt: string) => makeNote({ id, title, createdAt });
const notes = [
  note('n1', 'Popis za put', '2026-11-20T10:00:00.000Z'),
  note('n2', 'Recept', '2026-03-05T08:30:00.000Z'),
];

/** Holds one API call open until the test settles it. */
function deferFetch(method: string) {
  const realFetch = global.fetch;
  let settle: (response: Response) => void = () => {};
  global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    if ((init?.method ?? 'GET') !== method) return realFetch(input, init);
    return new Promise<Response>((resolve) => {
      settle = resolve;
    });
  }) as typeof fetch;
  return {
    fail: () =>
      settle(
        new Response(JSON.stringify({ success: false, message: 'boom', data: null }), {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
  };
}

describe('notes page', () => {
  // The toast store is page-wide state: start every test without one.
  beforeEach(() => toastBus.dismiss());

  it('lists every note with its title, Croatian creation date and edit link', async () => {
    mockApi({ 'GET /notes': () => ({ data: { notes } }) });
    renderWithProviders(<NotesPage />, { route: '/notes' });
    const rows = await screen.findAllByTestId('note-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Popis za put')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('20. 11. 2026.')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('5. 3. 2026.')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Uredi bilješku: Recept' })).toHaveAttribute(
      'href',
      '/notes/n2',
    );
    expect(screen.getByRole('link', { name: /Dodaj bilješku/ })).toHaveAttribute(
      'href',
      '/notes/new',
    );
  });

  it('shows the empty state with an add-note button when there are no notes', async () => {
    mockApi({ 'GET /notes': () => ({ data: { notes: [] } }) });
    renderWithProviders(<NotesPage />, { route: '/notes' });
    expect(await screen.findByText('Još nemate nijednu bilješku.')).toBeInTheDocument();
    // One in the header, one in the empty state.
    const addLinks = screen.getAllByRole('link', { name: /Dodaj bilješku/ });
    expect(addLinks).toHaveLength(2);
    for (const link of addLinks) expect(link).toHaveAttribute('href', '/notes/new');
  });

  it('asks before deleting; cancel keeps the note and sends nothing', async () => {
    const { calls } = mockApi({ 'GET /notes': () => ({ data: { notes } }) });
    renderWithProviders(<NotesPage />, { route: '/notes' });
    await userEvent.click(await screen.findByRole('button', { name: 'Obriši bilješku: Recept' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 });
    expect(within(dialog).getByText(/Recept/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odustani' }));
    expect(screen.getAllByTestId('note-row')).toHaveLength(2);
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it('removes a note at once on delete and restores it with "Error deleting note" on failure', async () => {
    mockApi({ 'GET /notes': () => ({ data: { notes } }) });
    const deletion = deferFetch('DELETE');
    renderWithProviders(<NotesPage />, { route: '/notes' });
    await userEvent.click(await screen.findByRole('button', { name: 'Obriši bilješku: Recept' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', {}, { timeout: 8000 })).getByRole('button', {
        name: 'Obriši',
      }),
    );

    // Gone while the request is still in flight.
    await waitFor(() => expect(screen.queryByText('Recept')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('note-row')).toHaveLength(1);

    jest.spyOn(console, 'error').mockImplementation(() => {});
    deletion.fail();
    expect(await screen.findByText('Error deleting note')).toBeInTheDocument();
    expect(await screen.findByText('Recept')).toBeInTheDocument();
    expect(screen.getAllByTestId('note-row')).toHaveLength(2);
  });

  it('keeps the note removed when the server agrees', async () => {
    let deleted = false;
    mockApi({
      'GET /notes': () => ({ data: { notes: deleted ? notes.slice(0, 1) : notes } }),
      'DELETE /notes/n2': () => {
        deleted = true;
        return { data: null };
      },
    });
    renderWithProviders(<NotesPage />, { route: '/notes' });
    await userEvent.click(await screen.findByRole('button', { name: 'Obriši bilješku: Recept' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', {}, { timeout: 8000 })).getByRole('button', {
        name: 'Obriši',
      }),
    );
    await waitFor(() => expect(deleted).toBe(true));
    await waitFor(() => expect(screen.getAllByTestId('note-row')).toHaveLength(1));
    expect(screen.queryByText('Error deleting note')).not.toBeInTheDocument();
  });

  it('keeps the notes on screen with a quiet notice when a background refetch fails', async () => {
    let down = false;
    mockApi({
      'GET /notes': () => (down ? { status: 500, message: 'boom' } : { data: { notes } }),
    });
    const { client } = renderWithProviders(<NotesPage />, { route: '/notes' });
    expect(await screen.findByText('Recept')).toBeInTheDocument();
    down = true;
    await act(() => client.refetchQueries());
    expect(await screen.findByTestId('stale-notice')).toBeInTheDocument();
    expect(screen.getByText('Recept')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
