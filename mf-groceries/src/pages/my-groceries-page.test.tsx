import type { Grocery } from '@organizator/shared/contract';
import { mockApi, renderWithProviders } from '@organizator/tooling/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyGroceriesPage } from './my-groceries-page';

const grocery = (id: string, name: string, energy: number, isPublic = false): Grocery => ({
  id,
  userId: 'u1',
  name,
  energy,
  fat: 1,
  protein: 2,
  carb: 3,
  isPublic,
  visibility: isPublic ? 'public' : 'private',
  barcode: null,
  pieceGrams: null,
  density: null,
});

describe('my groceries page', () => {
  it('lists each grocery with its energy per 100g', async () => {
    mockApi({
      'GET /groceries/my': () => ({
        data: { groceries: [grocery('1', 'Jogurt', 61), grocery('2', 'Kruh', 265, true)] },
      }),
    });
    renderWithProviders(<MyGroceriesPage />, { route: '/groceries' });
    expect(await screen.findByText('Jogurt')).toBeInTheDocument();
    expect(screen.getByText('61 kcal / 100g')).toBeInTheDocument();
    expect(screen.getByText('265 kcal / 100g')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uredi Kruh' })).toBeInTheDocument();
  });

  it('shows the empty state with an add button when there are none', async () => {
    mockApi({ 'GET /groceries/my': () => ({ data: { groceries: [] } }) });
    renderWithProviders(<MyGroceriesPage />, { route: '/groceries' });
    expect(await screen.findByText(/Još nemate namirnica/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Dodaj namirnicu/ })).toHaveLength(2);
  });

  it('filters by name prefix from the third character, case-insensitively', async () => {
    mockApi({
      'GET /groceries/my': () => ({
        data: { groceries: [grocery('1', 'Jogurt', 61), grocery('2', 'Kruh', 265)] },
      }),
    });
    renderWithProviders(<MyGroceriesPage />, { route: '/groceries' });
    const search = await screen.findByRole('searchbox', { name: 'Pretraga namirnica' });
    await userEvent.type(search, 'jo');
    expect(screen.getByText('Kruh')).toBeInTheDocument();
    await userEvent.type(search, 'g');
    expect(screen.queryByText('Kruh')).not.toBeInTheDocument();
    expect(screen.getByText('Jogurt')).toBeInTheDocument();
  });

  it('removes a grocery at once after confirmation and restores it with an error toast when the delete fails', async () => {
    let release: () => void = () => {};
    const { calls } = mockApi({
      'GET /groceries/my': () => ({ data: { groceries: [grocery('1', 'Jogurt', 61)] } }),
      'DELETE /groceries/1': () => ({ status: 500, message: 'Baza nije dostupna' }),
    });
    const deleteGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const realFetch = global.fetch;
    global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'DELETE') await deleteGate;
      return realFetch(input, init);
    }) as typeof fetch;

    renderWithProviders(<MyGroceriesPage />, { route: '/groceries' });
    await userEvent.click(await screen.findByRole('button', { name: 'Obriši Jogurt' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Obriši' }));

    await waitFor(() => expect(screen.queryByText('Jogurt')).not.toBeInTheDocument());
    release();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error deleting grocery');
    expect(screen.getByRole('alert')).toHaveTextContent('Baza nije dostupna');
    expect(await screen.findByText('Jogurt')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/groceries/1')).toBe(true);
  });

  it('keeps the groceries on screen with a quiet notice when a background refetch fails', async () => {
    let down = false;
    mockApi({
      'GET /groceries/my': () =>
        down
          ? { status: 500, message: 'boom' }
          : { data: { groceries: [grocery('1', 'Jogurt', 61)] } },
    });
    const { client } = renderWithProviders(<MyGroceriesPage />, { route: '/groceries' });
    expect(await screen.findByText('Jogurt')).toBeInTheDocument();
    down = true;
    await act(() => client.refetchQueries());
    expect(await screen.findByTestId('stale-notice')).toBeInTheDocument();
    expect(screen.getByText('Jogurt')).toBeInTheDocument();
  });
});
