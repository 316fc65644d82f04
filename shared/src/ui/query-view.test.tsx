import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
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
