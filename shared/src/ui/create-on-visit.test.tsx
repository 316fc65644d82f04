import { renderWithProviders } from '@organizator/tooling/test';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { CreateOnVisit } from './create-on-visit';

const Opened = () => <p>otvoreno {useParams().id}</p>;

function renderPage(create: () => Promise<{ id: string }>) {
  return renderWithProviders(
    <StrictMode>
      <Routes>
        <Route
          path="/things/new"
          element={
            <CreateOnVisit
              create={create}
              destination={(thing) => `/things/${thing.id}`}
              creatingText="Stvaranje..."
              errorText="Nije stvoreno."
              back={{ to: '/things', text: 'Natrag' }}
            />
          }
        />
        <Route path="/things/:id" element={<Opened />} />
      </Routes>
    </StrictMode>,
    { route: '/things/new' },
  );
}

it('creates once per visit, even when StrictMode runs the effect twice, then opens it', async () => {
  const create = jest.fn(async () => ({ id: 't1' }));
  renderPage(create);
  expect(screen.getByRole('status', { name: 'Stvaranje...' })).toBeInTheDocument();
  expect(await screen.findByText('otvoreno t1')).toBeInTheDocument();
  expect(create).toHaveBeenCalledTimes(1);
});

it('offers a retry and a way back when it fails, and the retry asks again', async () => {
  const create = jest
    .fn<Promise<{ id: string }>, []>()
    .mockRejectedValueOnce(new Error('pad'))
    .mockResolvedValueOnce({ id: 't2' });
  renderPage(create);
  expect(await screen.findByText('Nije stvoreno.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Natrag' })).toHaveAttribute('href', '/things');
  await userEvent.click(screen.getByRole('button', { name: 'Pokušaj ponovno' }));
  expect(await screen.findByText('otvoreno t2')).toBeInTheDocument();
  expect(create).toHaveBeenCalledTimes(2);
});
