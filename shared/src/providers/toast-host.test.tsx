import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast, toastBus } from '../runtime/toast-bus';
import { ToastHost } from './toast-host';

// jsdom has no PointerEvent: without one, the pointer position of a synthetic event is lost.
if (!('PointerEvent' in window)) {
  Object.defineProperty(window, 'PointerEvent', { value: class extends MouseEvent {} });
}

afterEach(() => {
  act(() => toastBus.dismiss());
  jest.useRealTimers();
});

const swipe = (element: HTMLElement, dx: number) => {
  fireEvent.pointerDown(element, { clientX: 100 });
  fireEvent.pointerMove(element, { clientX: 100 + dx });
  fireEvent.pointerUp(element, { clientX: 100 + dx });
};

describe('toast host', () => {
  it('shows one toast at a time: the newest replaces the one on screen', () => {
    render(<ToastHost />);
    act(() => {
      toast.success('Prvi');
      toast.error('Greška', 'Opis');
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast')).toHaveTextContent('GreškaOpis');
    expect(screen.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
  });

  it('closes by itself after 5 seconds', () => {
    jest.useFakeTimers();
    render(<ToastHost />);
    act(() => {
      toast({ title: 'Spremljeno' });
    });
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('closes with the close button', () => {
    render(<ToastHost />);
    act(() => {
      toast({ title: 'Spremljeno' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Zatvori' }));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('closes on a swipe of 50 px, and stays after a shorter one', () => {
    render(<ToastHost />);
    act(() => {
      toast({ title: 'Spremljeno' });
    });
    swipe(screen.getByTestId('toast'), 30);
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    swipe(screen.getByTestId('toast'), -50);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('offers one action button that runs its action and closes the toast', () => {
    const undo = jest.fn();
    render(<ToastHost />);
    act(() => {
      toast({ title: 'Item removed', action: { label: 'Poništi', onClick: undo } });
    });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Poništi' }));
    });
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });
});
