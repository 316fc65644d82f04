import { renderWithProviders } from '@organizator/tooling/test';
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createQueryClient } from '../query/query-client';
import { QueryView } from './query-view';

const failed = (refetch = jest.fn()) => ({
  data: undefined as string[] | undefined,
  error: new Error('Baza nije dostupna'),
  isError: true,
  refetch,
});

describe('QueryView', () => {
  it('says what failed, why, and offers retry beside the page’s own way out', async () => {
    const refetch = jest.fn();
    renderWithProviders(
      <QueryView
        query={failed(refetch)}
        errorTitle="Popisi se nisu učitali"
        errorText={(error) => error.message}
        errorActions={<a href="/dashboard">Na popise</a>}
      >
        {(names) => names.join(', ')}
      </QueryView>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Popisi se nisu učitali');
    expect(alert).toHaveTextContent('Baza nije dostupna');
    expect(screen.getByRole('link', { name: 'Na popise' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pokušaj ponovno' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('shows the one loading line while there is no data and no error', () => {
    renderWithProviders(
      <QueryView
        query={{ data: undefined, error: null, isError: false, refetch: jest.fn() }}
        errorTitle="Greška"
      >
        {() => 'podaci'}
      </QueryView>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('podaci')).toBeNull();
  });
});

type Doc = { id: string; text: string };

/** An editable page: a field seeded once from the copy, a reset button beside it. */
function DocPage({ fetchDoc }: { fetchDoc: () => Promise<Doc> }) {
  const query = useQuery({ queryKey: ['doc'], queryFn: fetchDoc, staleTime: 0 });
  return (
    <QueryView query={query} editable errorTitle="Dokument se nije učitao">
      {(copy, { reset }) => <DocForm copy={copy} reset={reset} />}
    </QueryView>
  );
}

function DocForm({ copy, reset }: { copy: Doc; reset: () => Promise<void> }) {
  const [draft, setDraft] = useState(copy.text);
  return (
    <>
      <input aria-label="Tekst" value={draft} onChange={(e) => setDraft(e.target.value)} />
      <button type="button" onClick={() => void reset()}>
        Odbaci
      </button>
    </>
  );
}

/** A fetch the test answers by hand, one call at a time. */
function answeredByHand() {
  const pending: ((doc: Doc) => void)[] = [];
  const fetchDoc = () => new Promise<Doc>((resolve) => pending.push(resolve));
  const answer = async (doc: Doc) => {
    await waitFor(() => expect(pending.length).toBeGreaterThan(0));
    await act(async () => pending.shift()?.(doc));
  };
  return { fetchDoc, answer };
}

describe('QueryView, editable', () => {
  it('shows the saved copy at once, not editable, and starts the draft from the server’s copy', async () => {
    const client = createQueryClient();
    client.setQueryData(['doc'], { id: 'd', text: 'staro' });
    const { fetchDoc, answer } = answeredByHand();
    renderWithProviders(<DocPage fetchDoc={fetchDoc} />, { client });
    const saved = screen.getByLabelText('Tekst');
    expect(saved).toHaveValue('staro');
    // Inert until the server answers: an edit of an older copy could be saved over a newer one.
    expect(saved.closest('[inert]')).not.toBeNull();
    await answer({ id: 'd', text: 'novo' });
    await waitFor(() => expect(screen.getByLabelText('Tekst')).toHaveValue('novo'));
    expect(screen.getByLabelText('Tekst').closest('[inert]')).toBeNull();
  });

  it('keeps the saved copy’s elements when the server answers the same record', async () => {
    const client = createQueryClient();
    client.setQueryData(['doc'], { id: 'd', text: 'isto' });
    const { fetchDoc, answer } = answeredByHand();
    renderWithProviders(<DocPage fetchDoc={fetchDoc} />, { client });
    const saved = screen.getByLabelText('Tekst');
    await answer({ id: 'd', text: 'isto' });
    await waitFor(() => expect(saved.closest('[inert]')).toBeNull());
    expect(screen.getByLabelText('Tekst')).toBe(saved);
  });

  it('keeps the draft through a background refetch and starts over only on reset', async () => {
    // The server's current copy: every fetch answers it, however many the page makes.
    const server = { text: 'v1' };
    const { client } = renderWithProviders(
      <DocPage fetchDoc={async () => ({ id: 'd', text: server.text })} />,
    );
    const field = await screen.findByLabelText('Tekst');
    expect(field).toHaveValue('v1');
    await userEvent.type(field, ' moje');
    server.text = 'v2';
    await act(() => client.refetchQueries({ queryKey: ['doc'] }));
    expect(client.getQueryData<Doc>(['doc'])?.text).toBe('v2');
    expect(screen.getByLabelText('Tekst')).toHaveValue('v1 moje');
    server.text = 'v3';
    await userEvent.click(screen.getByRole('button', { name: 'Odbaci' }));
    await waitFor(() => expect(screen.getByLabelText('Tekst')).toHaveValue('v3'));
  });

  it('a failed first load says so and retries; a later failure keeps the draft with the stale notice', async () => {
    let calls = 0;
    const fetchDoc = async () => {
      calls += 1;
      if (calls === 1 || calls === 3) throw new Error('Baza nije dostupna');
      return { id: 'd', text: 'v1' };
    };
    const { client } = renderWithProviders(<DocPage fetchDoc={fetchDoc} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Dokument se nije učitao');
    await userEvent.click(screen.getByRole('button', { name: 'Pokušaj ponovno' }));
    const field = await screen.findByLabelText('Tekst');
    await userEvent.type(field, '!');
    await act(() => client.refetchQueries({ queryKey: ['doc'] }));
    expect(await screen.findByTestId('stale-notice')).toBeInTheDocument();
    expect(screen.getByLabelText('Tekst')).toHaveValue('v1!');
  });
});
