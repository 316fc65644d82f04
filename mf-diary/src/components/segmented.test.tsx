import { renderWithProviders } from '@organizator/tooling/test';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Segmented } from './segmented';

const OPTIONS = [
  { value: 'servings', label: 'Porcije (100 g)' },
  { value: 'grams', label: 'Grami / ml' },
] as const;

function Unit({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState<'servings' | 'grams'>('servings');
  return (
    <Segmented
      label="Jedinica količine"
      options={OPTIONS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('Segmented', () => {
  it('is a named group of radios with the current choice checked', () => {
    renderWithProviders(<Unit />);
    const group = screen.getByRole('radiogroup', { name: 'Jedinica količine' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Porcije (100 g)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Grami / ml' })).not.toBeChecked();
  });

  it('chooses with a click on an option', async () => {
    const changed = jest.fn();
    renderWithProviders(<Unit onChange={changed} />);
    await userEvent.click(screen.getByText('Grami / ml'));
    expect(changed).toHaveBeenCalledWith('grams');
    expect(screen.getByRole('radio', { name: 'Grami / ml' })).toBeChecked();
  });

  it('moves the choice with the arrow keys from the keyboard', async () => {
    renderWithProviders(<Unit />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Porcije (100 g)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Grami / ml' })).toBeChecked();
  });
});
