import { renderWithProviders } from '@organizator/tooling/test';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextArea, type TextAreaProps } from './text-area';

/** antd's default theme: 14 px text on 22 px lines, 4 px padding and a 1 px border above and below. */
const LINE = 22;
const FRAME = 2 * 4 + 2 * 1;

function Lines(props: Omit<TextAreaProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="lines">Stavke</label>
      <TextArea id="lines" value={value} onChange={setValue} {...props} />
    </>
  );
}

describe('TextArea', () => {
  // jsdom lays nothing out: a text's height is its lines times the line height, plus the padding.
  let scrollHeight: jest.SpyInstance;
  beforeEach(() => {
    scrollHeight = jest
      .spyOn(HTMLElement.prototype, 'scrollHeight', 'get')
      .mockImplementation(function (this: HTMLElement) {
        const lines = (this as HTMLTextAreaElement).value?.split('\n').length ?? 1;
        return lines * LINE + 8;
      });
  });
  afterEach(() => scrollHeight.mockRestore());

  it('takes several lines of typed text, Enter making a new line', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Lines />);
    const field = screen.getByLabelText('Stavke');
    expect(field.tagName).toBe('TEXTAREA');
    await user.type(field, 'jabuke{Enter}Kruh 2 kom');
    expect(field).toHaveValue('jabuke\nKruh 2 kom');
  });

  it('grows with its text from minRows to maxRows, then scrolls', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Lines autoSize={{ minRows: 2, maxRows: 4 }} />);
    const field = screen.getByLabelText('Stavke');
    expect(field).toHaveStyle({ height: `${2 * LINE + FRAME}px`, overflowY: 'hidden' });

    await user.type(field, 'a{Enter}b{Enter}c');
    expect(field).toHaveStyle({ height: `${3 * LINE + FRAME}px`, overflowY: 'hidden' });

    await user.type(field, '{Enter}d{Enter}e{Enter}f');
    expect(field).toHaveStyle({ height: `${4 * LINE + FRAME}px`, overflowY: 'auto' });

    await user.clear(field);
    expect(field).toHaveStyle({ height: `${2 * LINE + FRAME}px`, overflowY: 'hidden' });
  });

  it('without autoSize shows a fixed number of rows the user may resize', () => {
    renderWithProviders(<Lines rows={5} />);
    const field = screen.getByLabelText('Stavke');
    expect(field).toHaveAttribute('rows', '5');
    expect(field).toHaveStyle({ resize: 'vertical' });
  });

  it('marks an error status as invalid and keeps maxLength, autoFocus and aria-describedby', () => {
    renderWithProviders(
      <>
        <Lines status="error" maxLength={50} aria-describedby="hint" autoFocus />
        <p id="hint">Jedna stavka u retku</p>
      </>,
    );
    const field = screen.getByLabelText('Stavke');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAttribute('maxLength', '50');
    expect(field).toHaveAccessibleDescription('Jedna stavka u retku');
    expect(field).toHaveFocus();
  });
});
