import { t } from '@organizator/shared/i18n';
import { renderWithProviders } from '@organizator/tooling/test';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateInput } from './date-input';

function Day({ initial, onValue }: { initial: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="day">Dan</label>
      <DateInput
        id="day"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('2027-01-31')}>
        Postavi
      </button>
    </>
  );
}

describe('DateInput', () => {
  it('shows the date the Croatian way, whatever order the browser would use', () => {
    renderWithProviders(<Day initial="2026-12-07" />);
    expect(screen.getByRole('textbox', { name: 'Dan' })).toHaveValue('7. 12. 2026.');
  });

  it('gives the typed date as an ISO date, and none while the text is not a date', async () => {
    const user = userEvent.setup();
    const values: string[] = [];
    renderWithProviders(<Day initial="2026-12-07" onValue={(value) => values.push(value)} />);
    const field = screen.getByRole('textbox', { name: 'Dan' });
    await user.clear(field);
    await user.type(field, '8.12.202');
    expect(screen.getByTestId('value')).toHaveTextContent(/^$/);
    await user.type(field, '6');
    expect(screen.getByTestId('value')).toHaveTextContent('2026-12-08');
    // The text stays as typed while the field has the focus, and is written out on leaving it.
    expect(field).toHaveValue('8.12.2026');
    await user.tab();
    expect(field).toHaveValue('8. 12. 2026.');
    expect(values.at(-1)).toBe('2026-12-08');
  });

  it('takes the day chosen in the calendar and writes it out', () => {
    const { container } = renderWithProviders(<Day initial="2026-12-07" />);
    const calendar = container.querySelector<HTMLInputElement>('input[type="date"]');
    if (!calendar) throw new Error('no calendar input');
    fireEvent.change(calendar, { target: { value: '2026-12-24' } });
    expect(screen.getByTestId('value')).toHaveTextContent('2026-12-24');
    expect(screen.getByRole('textbox', { name: 'Dan' })).toHaveValue('24. 12. 2026.');
  });

  it('writes out a date set from outside', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Day initial="2026-12-07" />);
    await user.click(screen.getByRole('button', { name: 'Postavi' }));
    expect(screen.getByRole('textbox', { name: 'Dan' })).toHaveValue('31. 1. 2027.');
  });

  it('opens the calendar from its button', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Day initial="2026-12-07" />);
    const calendar = container.querySelector<HTMLInputElement>('input[type="date"]');
    if (!calendar) throw new Error('no calendar input');
    const showPicker = jest.fn();
    calendar.showPicker = showPicker;
    await user.click(screen.getByRole('button', { name: t.common.chooseDate }));
    expect(showPicker).toHaveBeenCalledTimes(1);
  });
});
