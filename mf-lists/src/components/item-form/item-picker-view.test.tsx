import type { ItemOption } from '@organizator/shared/contract';
import { createQueryClient, queries } from '@organizator/shared/query';
import { renderWithProviders } from '@organizator/tooling/test';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ItemPicker } from './item-picker';

const suggestions: ItemOption[] = [
  { id: 'o1', name: 'Mlijeko', category: 'mliječni proizvodi' },
  { id: 'o2', name: 'Kruh', category: 'pekarski proizvodi' },
];

/** The picker inside a view that has not caught up with the typing yet (its search stays ''). */
function renderBehind() {
  const client = createQueryClient();
  client.setQueryData(queries.lists.itemOptions('l1').queryKey, suggestions);
  const onSearch = jest.fn();
  const onPick = jest.fn();
  renderWithProviders(
    <ItemPicker id="item-picker" listId="l1" search="" onSearch={onSearch} onPick={onPick} />,
    { client },
  );
  return { onSearch, onPick };
}

describe('ItemPicker', () => {
  it('shows each key at once and tells the view of every change', async () => {
    const { onSearch } = renderBehind();
    await userEvent.type(screen.getByLabelText('Pretraži stavke'), 'kr');
    expect(screen.getByLabelText('Pretraži stavke')).toHaveValue('kr');
    expect(onSearch.mock.calls).toEqual([['k'], ['kr']]);
  });

  it('Enter while the suggestions are a key behind chooses the first one for what is typed', async () => {
    const { onPick } = renderBehind();
    // The list still shows the suggestions for '' (Mlijeko first); what is typed matches Kruh.
    await userEvent.type(screen.getByLabelText('Pretraži stavke'), 'kruh{Enter}');
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick).toHaveBeenCalledWith('Kruh', suggestions[1]);
  });
});
