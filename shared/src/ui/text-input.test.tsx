import { t } from '@organizator/shared/i18n';
import { renderWithProviders } from '@organizator/tooling/test';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextInput, type TextInputProps } from './text-input';

function Search(props: Omit<TextInputProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <TextInput type="search" aria-label="Pretraga" value={value} onChange={setValue} {...rest} />
  );
}

describe('TextInput', () => {
  it('offers a clear button only while the field holds text; clearing empties it and keeps the focus in the field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Search allowClear />);
    const field = screen.getByRole('searchbox', { name: 'Pretraga' });
    expect(screen.queryByRole('button', { name: t.common.clear })).not.toBeInTheDocument();

    await user.type(field, 'zob');
    expect(field).toHaveValue('zob');
    await user.click(screen.getByRole('button', { name: t.common.clear }));

    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('button', { name: t.common.clear })).not.toBeInTheDocument();
  });

  it('clears from the keyboard too: Tab reaches the button and Enter empties the field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Search allowClear initial="mlijeko" />);
    await user.click(screen.getByRole('searchbox'));
    await user.tab();
    expect(screen.getByRole('button', { name: t.common.clear })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });

  it('has no clear button without allowClear, nor when the field is disabled or read-only', () => {
    const { unmount } = renderWithProviders(<Search initial="zob" />);
    expect(screen.queryByRole('button', { name: t.common.clear })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <>
        <Search allowClear disabled initial="zob" />
        <Search allowClear readOnly initial="kruh" />
      </>,
    );
    expect(screen.queryByRole('button', { name: t.common.clear })).not.toBeInTheDocument();
  });

  it("hides the browser's own search cancel button with one style rule, however many fields clear", () => {
    renderWithProviders(
      <>
        <Search allowClear initial="zob" />
        <Search allowClear initial="kruh" />
      </>,
    );
    const rules = [...document.head.querySelectorAll('style')].filter((style) =>
      style.textContent?.includes('.org-kit-clearable::-webkit-search-cancel-button'),
    );
    expect(rules).toHaveLength(1);
    for (const field of screen.getAllByRole('searchbox'))
      expect(field).toHaveClass('org-kit-clearable');
  });

  it('calls onPressEnter on Enter, but not while an input method is still composing a word', async () => {
    const user = userEvent.setup();
    const onPressEnter = jest.fn();
    renderWithProviders(<Search onPressEnter={onPressEnter} />);
    const field = screen.getByRole('searchbox');

    fireEvent.keyDown(field, { key: 'Enter', isComposing: true });
    expect(onPressEnter).not.toHaveBeenCalled();

    await user.type(field, 'kruh{Enter}');
    expect(onPressEnter).toHaveBeenCalledTimes(1);
    expect(field).toHaveValue('kruh');
  });

  it('keeps the label, maxLength and an error status on the native field', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <label htmlFor="qty">Količina</label>
        <TextInput id="qty" size="large" maxLength={5} status="error" value="" />
      </>,
    );
    const field = screen.getByLabelText('Količina');
    expect(field).toHaveAttribute('maxLength', '5');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.click(field);
    expect(field).toHaveFocus();
  });
});
