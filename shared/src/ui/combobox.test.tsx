import { renderWithProviders } from '@organizator/tooling/test';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Combobox, type ComboboxOption } from './combobox';

const FRUIT: ComboboxOption[] = [
  { key: 'a', label: 'Jabuka' },
  { key: 'b', label: 'Banana' },
  { key: 'c', label: 'Kruška' },
];

const matching = (text: string) =>
  FRUIT.filter((o) => o.label.toLowerCase().includes(text.trim().toLowerCase()));

/** A free-text picker whose caller narrows the options by what is typed. */
function Picker({ onSelect }: { onSelect: (option: ComboboxOption) => void }) {
  const [text, setText] = useState('');
  return (
    <>
      <Combobox
        id="fruit"
        label="Voće"
        listLabel="Prijedlozi"
        options={matching(text)}
        onInputChange={setText}
        onSelect={onSelect}
        listHeight={200}
        notFoundContent="Ništa"
      />
      <button type="button">Dalje</button>
    </>
  );
}

/** A select: the choice is the caller's state. */
function Select({ initial = null }: { initial?: ComboboxOption | null }) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<ComboboxOption | null>(initial);
  return (
    <>
      <Combobox
        id="fruit"
        label="Voće"
        listLabel="Vrste"
        options={matching(text)}
        selected={chosen}
        onInputChange={setText}
        onSelect={setChosen}
        listHeight={200}
      />
      <button type="button">Dalje</button>
    </>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Voće' });
const shown = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('Combobox', () => {
  it('lists nothing until asked, then the options in a list named apart from the field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Picker onSelect={jest.fn()} />);
    expect(shown()).toEqual([]);
    await user.click(field());
    expect(screen.getByRole('listbox', { name: 'Prijedlozi' })).toBeVisible();
    expect(shown()).toEqual(['Jabuka', 'Banana', 'Kruška']);
    expect(field()).toHaveAttribute('aria-expanded', 'true');
  });

  it('Enter takes the first option for what is typed; the arrows move to another', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    renderWithProviders(<Picker onSelect={onSelect} />);
    await user.type(field(), 'a{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(FRUIT[0]);
    await user.type(field(), '{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(FRUIT[1]);
  });

  it('a free-text choice leaves the text as typed', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    renderWithProviders(<Picker onSelect={onSelect} />);
    await user.type(field(), 'kru');
    await user.click(screen.getByRole('option', { name: 'Kruška' }));
    expect(onSelect).toHaveBeenCalledWith(FRUIT[2]);
    expect(field()).toHaveValue('kru');
  });

  it('Tab takes the option in view; leaving by a click elsewhere takes none', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    renderWithProviders(<Picker onSelect={onSelect} />);
    await user.type(field(), 'ban');
    await user.click(screen.getByRole('button', { name: 'Dalje' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(field()).toHaveValue('ban');

    await user.type(field(), 'a');
    await user.tab();
    expect(onSelect).toHaveBeenCalledWith(FRUIT[1]);
  });

  it('Escape closes the list and keeps the text', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Picker onSelect={jest.fn()} />);
    await user.type(field(), 'jab');
    expect(shown()).toEqual(['Jabuka']);
    await user.keyboard('{Escape}');
    expect(shown()).toEqual([]);
    expect(field()).toHaveValue('jab');
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Picker onSelect={jest.fn()} />);
    await user.type(field(), 'xyz');
    expect(screen.getByText('Ništa')).toBeVisible();
    expect(shown()).toEqual([]);
  });

  describe('as a select', () => {
    it('shows its choice; opened, it lists every option with the choice as the hint', async () => {
      const user = userEvent.setup();
      renderWithProviders(<Select initial={FRUIT[1]} />);
      expect(field()).toHaveValue('Banana');
      await user.click(field());
      expect(field()).toHaveValue('');
      expect(field()).toHaveAttribute('placeholder', 'Banana');
      expect(shown()).toEqual(['Jabuka', 'Banana', 'Kruška']);
      expect(screen.getByRole('option', { name: 'Banana' })).toHaveStyle({ fontWeight: 600 });
    });

    it('opened, its choice is the active option, so Enter keeps it; a choice again lists all', async () => {
      const user = userEvent.setup();
      renderWithProviders(<Select initial={FRUIT[2]} />);
      await user.click(field());
      expect(field()).toHaveAttribute(
        'aria-activedescendant',
        screen.getByRole('option', { name: 'Kruška' }).id,
      );
      await user.keyboard('{Enter}');
      expect(field()).toHaveValue('Kruška');
      await user.click(field());
      expect(shown()).toEqual(['Jabuka', 'Banana', 'Kruška']);
      expect(field()).toHaveAttribute(
        'aria-activedescendant',
        screen.getByRole('option', { name: 'Kruška' }).id,
      );
    });

    it('typing narrows the options and a choice shows in the field', async () => {
      const user = userEvent.setup();
      renderWithProviders(<Select />);
      await user.type(field(), 'kr');
      expect(shown()).toEqual(['Kruška']);
      await user.keyboard('{Enter}');
      expect(field()).toHaveValue('Kruška');
      expect(shown()).toEqual([]);
    });

    it('left without a choice, it shows the one it had', async () => {
      const user = userEvent.setup();
      renderWithProviders(<Select initial={FRUIT[0]} />);
      await user.click(field());
      await user.keyboard('ban');
      expect(shown()).toEqual(['Banana']);
      await user.click(screen.getByRole('button', { name: 'Dalje' }));
      expect(field()).toHaveValue('Jabuka');
    });
  });
});
