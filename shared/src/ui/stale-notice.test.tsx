import { renderWithProviders } from '@organizator/tooling/test';
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { STALE_RETRY_MS, StaleNotice } from './stale-notice';

/** A page on the stale-while-error pattern: its data, or a spinner/error only while it has none. */
function Page({ fetchNames }: { fetchNames: () => Promise<string[]> }) {
  const names = useQuery({ queryKey: ['names'], queryFn: fetchNames });
  if (names.data === undefined) return <p>{names.isError ? 'greška' : 'učitavanje'}</p>;
  return (
    <>
      <StaleNotice query={names} />
      <ul>
        {names.data.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </>
  );
}

describe('StaleNotice', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps the loaded data on a failed refetch, says so quietly, and clears on its own retry', async () => {
    let down = false;
    const fetchNames = jest.fn(async () => {
      if (down) throw new Error('Network error');
      return ['Mlijeko', 'Kruh'];
    });
    const { client } = renderWithProviders(<Page fetchNames={fetchNames} />);
    expect(await screen.findByText('Mlijeko')).toBeInTheDocument();
    expect(screen.queryByTestId('stale-notice')).toBeNull();

    // Fake timers from here, so the notice's retry timer is one the test can run.
    jest.useFakeTimers();
    down = true;
    await act(() => client.refetchQueries({ queryKey: ['names'] }));
    expect(await screen.findByTestId('stale-notice')).toHaveTextContent(
      'Prikaz možda nije ažuran · ponovno se povezujem…',
    );
    expect(screen.getByTestId('stale-notice')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Mlijeko')).toBeInTheDocument();
    expect(screen.queryByText('greška')).toBeNull();

    // Back up: the notice's own retry renews the data and the notice goes.
    down = false;
    const before = fetchNames.mock.calls.length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(STALE_RETRY_MS + 100);
    });
    expect(screen.queryByTestId('stale-notice')).toBeNull();
    expect(fetchNames.mock.calls.length).toBeGreaterThan(before);
    expect(screen.getByText('Kruh')).toBeInTheDocument();
  });

  it('retries at once when the browser is back online', async () => {
    let down = false;
    const fetchNames = jest.fn(async () => {
      if (down) throw new Error('Network error');
      return ['Mlijeko'];
    });
    const { client } = renderWithProviders(<Page fetchNames={fetchNames} />);
    await screen.findByText('Mlijeko');
    down = true;
    await act(() => client.refetchQueries({ queryKey: ['names'] }));
    expect(await screen.findByTestId('stale-notice')).toBeInTheDocument();
    down = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByTestId('stale-notice')).toBeNull());
  });

  it('a first load that fails has nothing to keep: the page shows its error, no notice', async () => {
    const fetchNames = jest.fn(async (): Promise<string[]> => {
      throw new Error('Network error');
    });
    renderWithProviders(<Page fetchNames={fetchNames} />);
    expect(await screen.findByText('greška')).toBeInTheDocument();
    expect(screen.queryByTestId('stale-notice')).toBeNull();
  });
});
