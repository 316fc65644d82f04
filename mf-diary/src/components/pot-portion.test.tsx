import type { Pot } from '@organizator/shared/contract';
import { renderWithProviders } from '@organizator/tooling/test';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PotPortion } from './pot-portion';

const pot: Pot = {
  id: 'p1',
  recipeId: 'r1',
  name: 'Gulaš',
  date: '2026-12-02',
  cookedWeight: 2100,
  left: 640,
  thrownAway: 0,
  finished: false,
  portions: [
    { userId: 'ana', name: 'Ana', grams: 700, date: '2026-12-02', meal: 'dinner' },
    { userId: 'mia', name: 'Mia', grams: 760, date: '2026-12-02', meal: 'dinner' },
  ],
  per100g: { energy: 120, fat: 3, protein: 8, carb: 13 },
  ingredients: [],
  ownerId: 'ana',
};

describe('PotPortion', () => {
  it('shows what is left and who took how much, and takes the suggested grams', async () => {
    const taken: number[] = [];
    renderWithProviders(
      <PotPortion pot={pot} suggested={320} busy={false} onTake={(g) => taken.push(g)} />,
    );
    expect(screen.getByTestId('pot-left').textContent).toContain('ostalo 640 g od 2100 g');
    expect(screen.getByText('Uzeli: Ana 700 g, Mia 760 g')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Uzmi iz lonca: Gulaš' }));
    expect(taken).toEqual([320]);
  });

  it('"1 porcija" is the cooked dish over the recipe’s servings', async () => {
    renderWithProviders(
      <PotPortion pot={pot} suggested={100} servings={4} busy={false} onTake={() => {}} />,
    );
    await userEvent.click(screen.getByRole('button', { name: '1 porcija' }));
    expect((screen.getByLabelText('Grama iz lonca: Gulaš') as HTMLInputElement).value).toBe('525');
  });

  it('"pola" is half the cooked dish, within what is left; more than is left cannot be taken', async () => {
    const taken: number[] = [];
    renderWithProviders(
      <PotPortion pot={pot} suggested={100} busy={false} onTake={(g) => taken.push(g)} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'pola' }));
    const grams = screen.getByLabelText('Grama iz lonca: Gulaš') as HTMLInputElement;
    expect(grams.value).toBe('640');
    await userEvent.clear(grams);
    await userEvent.type(grams, '700');
    const button = screen.getByRole('button', { name: 'Uzmi iz lonca: Gulaš' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.clear(grams);
    await userEvent.type(grams, '250,5');
    await userEvent.click(button);
    expect(taken).toEqual([250.5]);
  });
});
