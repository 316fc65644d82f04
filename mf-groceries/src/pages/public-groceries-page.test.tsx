import { makeGrocery, mockApi, renderWithProviders } from '@organizator/tooling/test';
import { screen, within } from '@testing-library/react';
import { PublicGroceriesPage } from './public-groceries-page';

const banana = makeGrocery({ userId: 'someone-else', isPublic: true, visibility: 'public' });

describe('public groceries page', () => {
  it('lists everyone’s public groceries read-only, with links to mine and to add', async () => {
    mockApi({ 'GET /groceries/public': () => ({ data: { groceries: [banana] } }) });
    renderWithProviders(<PublicGroceriesPage />, { route: '/groceries/public' });
    const row = await screen.findByTestId('grocery-row');
    expect(row).toHaveTextContent('Banana');
    expect(row).toHaveTextContent('89 kcal / 100g');
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('button', { name: /Moje namirnice/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Dodaj namirnicu/ })).toBeInTheDocument();
  });

  it('marks the app’s own starter groceries, and only those', async () => {
    const milk = makeGrocery({
      ...banana,
      id: 'starter-mlijeko',
      userId: null,
      name: 'Mlijeko 2,8 % m. m.',
      isStarter: true,
    });
    mockApi({
      'GET /groceries/public': () => ({ data: { groceries: [banana, { ...milk }] } }),
    });
    renderWithProviders(<PublicGroceriesPage />, { route: '/groceries/public' });
    const rows = await screen.findAllByTestId('grocery-row');
    expect(
      rows.map((row) => within(row).queryByTestId('starter-mark')?.textContent ?? null),
    ).toEqual([null, 'Iz aplikacije']);
  });
});
