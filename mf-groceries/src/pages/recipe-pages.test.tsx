import type { Recipe } from '@organizator/shared/contract';
import { makeGrocery, makeUser, mockApi, renderWithProviders } from '@organizator/tooling/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { CreateRecipePage } from './create-recipe-page';
import { RecipePage } from './recipe-page';

const G = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const RECIPE_ID = '00000000-0000-4000-8000-0000000000aa';
const grocery = (n: number, name: string, energy: number) =>
  makeGrocery({ id: G(n), name, energy, fat: 1, protein: 2, carb: 3 });
const pasta = grocery(1, 'Tjestenina', 350);
const mince = grocery(2, 'Mljeveno meso', 250);
const me = (id: string) => ({ user: makeUser({ id, isTeamOwner: true }) });
const nutrition = (energy: number) => ({ energy, fat: 1, protein: 2, carb: 3 });
const lasagne: Recipe = {
  id: RECIPE_ID,
  userId: 'u1',
  name: 'Lazanje',
  servings: 4,
  cookedWeight: null,
  sourceUrl: null,
  ingredients: [
    { groceryId: G(1), name: 'Tjestenina', grams: 500, per100g: nutrition(350), available: true },
    {
      groceryId: G(2),
      name: 'Mljeveno meso',
      grams: 400,
      per100g: nutrition(250),
      available: false,
    },
  ],
  instructions: 'Peći 40 minuta.',
  visibility: 'team',
  perServing: nutrition(687.5),
  total: nutrition(2750),
  per100g: null,
  updatedAt: '2026-11-27T10:00:00.000Z',
};

const groceryApi = {
  'GET /groceries/my': () => ({ data: { groceries: [pasta, mince] } }),
  'GET /groceries/public': () => ({ data: { groceries: [] } }),
  'GET /food-diaries': () => ({ data: { foodDiaries: [] } }),
};

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/groceries/recipes/new" element={<CreateRecipePage />} />
      <Route path="/groceries/recipes/:id" element={<RecipePage />} />
      <Route path="/groceries/recipes" element={<p>recipes</p>} />
    </Routes>,
    { route },
  );
}

test('composes a recipe from searched groceries, shows its values per serving, and sends it', async () => {
  const { calls } = mockApi({
    ...groceryApi,
    'POST /recipes': () => ({ data: { recipe: lasagne } }),
    [`GET /recipes/${RECIPE_ID}`]: () => ({ data: { recipe: lasagne } }),
    'GET /me': () => ({ data: me('u1') }),
  });
  renderAt('/groceries/recipes/new');
  await userEvent.type(screen.getByLabelText('Naziv recepta'), 'Lazanje');
  const search = screen.getByRole('searchbox', { name: 'Dodaj sastojak' });
  await userEvent.type(search, 'Tje');
  await userEvent.click(await screen.findByRole('button', { name: /Tjestenina/ }));
  await userEvent.type(search, 'Mlj');
  await userEvent.click(await screen.findByRole('button', { name: /Mljeveno meso/ }));
  const grams = screen.getByLabelText('Količina: Tjestenina (g)');
  await userEvent.clear(grams);
  await userEvent.type(grams, '500');
  // 500 g × 350 + 100 g × 250 = 2000 kcal for 4 servings.
  const table = screen.getByTestId('recipe-nutrition');
  expect(table).toHaveTextContent('500 kcal');
  expect(table).toHaveTextContent('2000 kcal');
  await userEvent.click(screen.getByRole('radio', { name: /^Moj tim/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Spremi recept' }));
  await waitFor(() =>
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Lazanje',
      servings: 4,
      cookedWeight: null,
      instructions: '',
      visibility: 'team',
      ingredients: [
        { groceryId: G(1), grams: 500 },
        { groceryId: G(2), grams: 100 },
      ],
    }),
  );
  expect(await screen.findByRole('heading', { name: /Lazanje/ })).toBeInTheDocument();
});

test('refuses a recipe without ingredients, sending nothing', async () => {
  const { calls } = mockApi(groceryApi);
  renderAt('/groceries/recipes/new');
  await userEvent.type(screen.getByLabelText('Naziv recepta'), 'Juha');
  await userEvent.click(screen.getByRole('button', { name: 'Spremi recept' }));
  expect(await screen.findByText('Dodajte barem jedan sastojak.')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
});

test("scales the amounts with the servings control; a teammate's recipe offers no edit", async () => {
  mockApi({
    [`GET /recipes/${RECIPE_ID}`]: () => ({ data: { recipe: { ...lasagne, userId: null } } }),
    'GET /me': () => ({ data: me('u2') }),
  });
  renderAt(`/groceries/recipes/${RECIPE_ID}`);
  const list = await screen.findByRole('list', { name: 'Sastojci' });
  expect(within(list).getAllByTestId('recipe-ingredient')[0]).toHaveTextContent('500 g');
  await userEvent.click(screen.getByRole('button', { name: 'Manje porcija' }));
  expect(screen.getByTestId('servings-shown')).toHaveTextContent('3 porcije');
  expect(within(list).getAllByTestId('recipe-ingredient')[0]).toHaveTextContent('375 g');
  expect(within(list).getAllByTestId('recipe-ingredient')[1]).toHaveTextContent('300 g');
  // An ingredient its owner can no longer see still counts, with a note.
  expect(list).toHaveTextContent('više nije vidljiva');
  expect(screen.queryByRole('button', { name: /Uredi/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Dodaj sastojke na popis/ })).toBeInTheDocument();
});

test('a recipe of a hundred ingredients lists every one, then its values and preparation', async () => {
  const ingredients = Array.from({ length: 100 }, (_, i) => ({
    groceryId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `Sastojak ${i + 1}`,
    grams: 10 + i,
    per100g: nutrition(100),
    available: true,
  }));
  mockApi({
    [`GET /recipes/${RECIPE_ID}`]: () => ({ data: { recipe: { ...lasagne, ingredients } } }),
    'GET /me': () => ({ data: me('u1') }),
  });
  renderAt(`/groceries/recipes/${RECIPE_ID}`);
  const list = await screen.findByRole('list', { name: 'Sastojci' });
  // The first screen's rows come with the page, the rest in the render right after it.
  await waitFor(() => expect(within(list).getAllByTestId('recipe-ingredient')).toHaveLength(100));
  expect(within(list).getAllByTestId('recipe-ingredient')[99]).toHaveTextContent(
    'Sastojak 100109 g',
  );
  expect(screen.getByTestId('recipe-nutrition')).toBeInTheDocument();
  expect(screen.getByText('Peći 40 minuta.')).toBeInTheDocument();
  // Scaling changes every row, the later ones too.
  await userEvent.click(screen.getByRole('button', { name: 'Više porcija' }));
  expect(within(list).getAllByTestId('recipe-ingredient')[99]).toHaveTextContent('136,3 g');
});

test('its owner deletes it after confirming, and lands on the recipes', async () => {
  const { calls } = mockApi({
    [`GET /recipes/${RECIPE_ID}`]: () => ({ data: { recipe: lasagne } }),
    [`DELETE /recipes/${RECIPE_ID}`]: () => ({ data: {} }),
    'GET /recipes': () => ({ data: { recipes: [] } }),
    'GET /recipes/public': () => ({ data: { recipes: [] } }),
    'GET /me': () => ({ data: me('u1') }),
  });
  renderAt(`/groceries/recipes/${RECIPE_ID}`);
  await userEvent.click(await screen.findByRole('button', { name: /Obriši/ }));
  const dialog = await screen.findByRole('dialog', { hidden: false });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Obriši' }));
  expect(await screen.findByText('recipes')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
});
