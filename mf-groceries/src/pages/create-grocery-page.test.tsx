import { makeGrocery, mockApi, renderWithProviders } from '@organizator/tooling/test';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { CreateGroceryPage } from './create-grocery-page';

const renderPage = (route = '/groceries/create') =>
  renderWithProviders(
    <Routes>
      <Route path="/groceries/create" element={<CreateGroceryPage />} />
      <Route path="/groceries" element={<p>my groceries</p>} />
    </Routes>,
    { route },
  );

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.type(screen.getByLabelText(label), value);
  }
}

describe('create grocery page', () => {
  it('refuses a short name and non-numeric values with the contract messages', async () => {
    const { calls } = mockApi({});
    renderPage();
    await fill({ Naziv: 'Ab', 'Energija (kcal)': 'abc' });
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj' }));
    expect(await screen.findByText('Naziv mora imati barem 3 znaka')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Must be a number')).toHaveLength(4));
    expect(calls).toHaveLength(0);
  });

  it('sends the nutrition values as integers with who sees it, then returns to /groceries', async () => {
    const { calls } = mockApi({
      'POST /groceries': (init) => ({
        data: { grocery: makeGrocery({ isPublic: true, ...JSON.parse(String(init?.body)) }) },
      }),
    });
    renderPage();
    await fill({
      Naziv: 'Zobene pahuljice',
      'Energija (kcal)': '372,6',
      'Bjelančevine (g)': '13.4',
      'Ugljikohidrati (g)': '58',
      'Masti (g)': '7',
    });
    await userEvent.click(screen.getByRole('radio', { name: /^Svi korisnici/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj' }));
    expect(await screen.findByText('my groceries')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Zobene pahuljice',
      energy: 373,
      protein: 13,
      carb: 58,
      fat: 7,
      visibility: 'public',
      barcode: null,
      pieceGrams: null,
      density: null,
    });
  });

  it('sends the weight of a piece and the density when given, and refuses a density past the bounds', async () => {
    const { calls } = mockApi({
      'POST /groceries': (init) => ({
        data: { grocery: makeGrocery(JSON.parse(String(init?.body))) },
      }),
    });
    renderPage();
    await fill({
      Naziv: 'Jaja M',
      'Energija (kcal)': '143',
      'Bjelančevine (g)': '13',
      'Ugljikohidrati (g)': '1',
      'Masti (g)': '10',
      'Težina komada (g, neobavezno)': '58,5',
      'Gustoća (g/ml, neobavezno)': '5',
    });
    expect(screen.getByText('Gustoća mora biti između 0,1 i 3 g/ml')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Gustoća (g/ml, neobavezno)'));
    await userEvent.type(screen.getByLabelText('Gustoća (g/ml, neobavezno)'), '1,03');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj' }));
    expect(await screen.findByText('my groceries')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      pieceGrams: 58.5,
      density: 1.03,
    });
  });

  it("flags the draft's values the lookup had to cut or lower, until they are edited", async () => {
    mockApi({
      'GET /food-lookup/3859999990024': () => ({
        data: {
          grocery: {
            name: 'Čokolada',
            energy: 1000,
            fat: 31,
            protein: 6,
            carb: null,
            barcode: '3859999990024',
            clamped: ['name', 'energy'],
          },
        },
      }),
    });
    renderPage('/groceries/create?barcode=3859999990024');
    expect(
      await screen.findByText('Naziv je bio predug pa je skraćen: provjerite ga.'),
    ).toBeInTheDocument();
    const lowered = 'Vrijednost s pakiranja bila je prevelika pa je smanjena: provjerite je.';
    expect(screen.getAllByText(lowered)).toHaveLength(1);
    expect(screen.getByLabelText('Energija (kcal)')).toHaveAccessibleDescription(lowered);
    await userEvent.clear(screen.getByLabelText('Energija (kcal)'));
    await userEvent.type(screen.getByLabelText('Energija (kcal)'), '539');
    expect(screen.queryByText(lowered)).not.toBeInTheDocument();
  });

  it('shows "Error creating grocery" with the server message and stays on the form', async () => {
    mockApi({ 'POST /groceries': () => ({ status: 400, message: 'Validation error' }) });
    renderPage();
    await fill({
      Naziv: 'Mlijeko',
      'Energija (kcal)': '64',
      'Bjelančevine (g)': '3',
      'Ugljikohidrati (g)': '5',
      'Masti (g)': '4',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error creating grocery');
    expect(toast).toHaveTextContent('Validation error');
    await waitFor(() => expect(screen.getByLabelText('Naziv')).toHaveValue('Mlijeko'));
  });
});
