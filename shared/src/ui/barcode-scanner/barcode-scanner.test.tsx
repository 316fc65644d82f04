import { fireEvent, render, screen } from '@testing-library/react';
import { BarcodeScanner } from './barcode-scanner';

function renderScanner(onCode = jest.fn()) {
  render(<BarcodeScanner open onCancel={jest.fn()} onCode={onCode} />);
  return onCode;
}

test('without a camera it says so and the typed digits still find the food', async () => {
  const onCode = renderScanner();
  expect(await screen.findByText(/Kamera nije dostupna/)).toBeInTheDocument();
  expect(screen.queryByTestId('barcode-camera')).not.toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Brojevi ispod barkoda'), {
    target: { value: '3850104 006142' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Pronađi' }));
  expect(onCode).toHaveBeenCalledWith('3850104006142');
});

test('digits with a wrong check digit are refused with a Croatian message', async () => {
  const onCode = renderScanner();
  fireEvent.change(await screen.findByLabelText('Brojevi ispod barkoda'), {
    target: { value: '3850104006143' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Pronađi' }));
  expect(await screen.findByText(/kontrolnom znamenkom/)).toBeInTheDocument();
  expect(onCode).not.toHaveBeenCalled();
});

test('a refused camera permission is named, with the digits as the way in', async () => {
  const getUserMedia = jest.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  try {
    renderScanner();
    expect(await screen.findByText(/Pristup kameri nije dopušten/)).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'environment' },
      audio: false,
    });
  } finally {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  }
});
