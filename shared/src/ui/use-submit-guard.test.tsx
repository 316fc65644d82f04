import { act, fireEvent, render, screen } from '@testing-library/react';
import { useSubmitGuard } from './use-submit-guard';

function Form({ save }: { save: () => Promise<unknown> }) {
  const guard = useSubmitGuard();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        guard(save);
      }}
    >
      <button type="submit">Dodaj</button>
    </form>
  );
}

function Thrower({ submit }: { submit: () => Promise<unknown> }) {
  const guard = useSubmitGuard();
  return (
    <button type="button" onClick={() => expect(() => guard(submit)).toThrow('invalid')}>
      Dodaj
    </button>
  );
}

/** A dialog kept mounted between openings, guarding each opening apart. */
function Kept({ opening, save }: { opening: number; save: () => Promise<unknown> }) {
  const guard = useSubmitGuard(opening);
  return (
    <button type="button" onClick={() => guard(save)}>
      Dodaj
    </button>
  );
}

/** A request whose answer the test gives. */
function request() {
  let answer: (ok: boolean) => void = () => {};
  const sent = jest.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        answer = (ok) => (ok ? resolve() : reject(new Error('Bad request')));
      }),
  );
  return { sent, answer: (ok: boolean) => answer(ok) };
}

describe('useSubmitGuard', () => {
  it('sends two clicks within one frame once', () => {
    const { sent } = request();
    render(<Form save={sent} />);
    const button = screen.getByRole('button', { name: 'Dodaj' });
    // Both clicks in one task: nothing React draws in between can disable the button.
    fireEvent.click(button);
    fireEvent.click(button);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while the request is on its way, then sends again once it succeeded', async () => {
    const { sent, answer } = request();
    render(<Form save={sent} />);
    const button = screen.getByRole('button', { name: 'Dodaj' });
    fireEvent.click(button);
    await act(async () => {});
    fireEvent.click(button);
    expect(sent).toHaveBeenCalledTimes(1);
    await act(async () => answer(true));
    fireEvent.click(button);
    expect(sent).toHaveBeenCalledTimes(2);
  });

  it('lets a failed submission be tried again, without an unhandled rejection', async () => {
    const { sent, answer } = request();
    render(<Form save={sent} />);
    const button = screen.getByRole('button', { name: 'Dodaj' });
    fireEvent.click(button);
    await act(async () => answer(false));
    fireEvent.click(button);
    expect(sent).toHaveBeenCalledTimes(2);
  });

  it('opens again when the submission throws before sending', () => {
    const failing = jest.fn(() => {
      throw new Error('invalid');
    });
    render(<Thrower submit={failing} />);
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('button'));
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('lets a new scope (a new opening of a kept dialog) submit while the last one is on its way', () => {
    const { sent } = request();
    const { rerender } = render(<Kept opening={1} save={sent} />);
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('button'));
    expect(sent).toHaveBeenCalledTimes(1);
    rerender(<Kept opening={2} save={sent} />);
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('button'));
    expect(sent).toHaveBeenCalledTimes(2);
  });
});
