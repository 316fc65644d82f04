import { makeGrocery, makeUser, mockApi, renderWithProviders } from '@organizator/shared/test';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { EditGroceryPage } from './edit-grocery-page';

const me = (id: string) => ({ user: makeUser({ id, isTeamOwner: true }) });
const banana = makeGrocery({ isPublic: true, visibility: 'public' });

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/groceries/:id" element={<EditGroceryPage />} />
      <Route path="/groceries" element={<p>my groceries</p>} />
    </Routes>,
    { route: '/groceries/g1' },
  );

describe('edit grocery page', () => {
  it('shows Loading... until the grocery arrives, then the filled form', async () => {
    mockApi({
      'GET /me': () => ({ data: me('u1') }),
      'GET /groceries/g1': () => ({ data: { grocery: banana } }),
    });
    renderPage();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByLabelText('Naziv')).toHaveValue('Banana');
    expect(screen.getByLabelText('Ugljikohidrati (g)')).toHaveValue('23');
  });

  it('reports "Error editing grocery" when the save fails', async () => {
    mockApi({
      'GET /me': () => ({ data: me('u1') }),
      'GET /groceries/g1': () => ({ data: { grocery: banana } }),
      'PUT /groceries/g1': () => ({ status: 500, message: 'Nope' }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Spremi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error editing grocery');
  });

  it("offers no save on another user's public grocery", async () => {
    mockApi({
      'GET /me': () => ({ data: me('someone-else') }),
      'GET /groceries/g1': () => ({ data: { grocery: banana } }),
    });
    renderPage();
    expect(await screen.findByLabelText('Naziv')).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^Svi korisnici/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^Svi korisnici/ })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Spremi' })).not.toBeInTheDocument();
  });

  it('says a starter grocery comes with the app and offers no save', async () => {
    mockApi({
      'GET /me': () => ({ data: me('u1') }),
      'GET /groceries/g1': () => ({
        data: { grocery: { ...banana, userId: null, isStarter: true } },
      }),
    });
    renderPage();
    expect(await screen.findByLabelText('Naziv')).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent('Ova namirnica dolazi s aplikacijom');
    expect(screen.queryByRole('button', { name: 'Spremi' })).not.toBeInTheDocument();
  });
});
