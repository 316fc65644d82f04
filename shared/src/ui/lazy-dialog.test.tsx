import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { lazyDialog } from './lazy-dialog';

function Note({ open, text }: { open: boolean; text: string }) {
  return <p data-open={open}>{text}</p>;
}

function Picker({ meal }: { meal: string | null }) {
  return <p>{meal}</p>;
}

let fieldMounts = 0;
function Field({ open }: { open: boolean }) {
  const [text] = useState(() => {
    fieldMounts += 1;
    return `unos ${fieldMounts}`;
  });
  return <input aria-label="polje" data-open={open} defaultValue={text} />;
}

describe('lazyDialog', () => {
  it('loads nothing until first opened, then stays mounted while closed (for the close animation)', async () => {
    const load = jest.fn(async () => Note);
    const { Dialog } = lazyDialog(load);
    const { rerender } = render(<Dialog open={false} text="Obriši?" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('Obriši?')).toBeNull();

    rerender(<Dialog open text="Obriši?" />);
    expect(await screen.findByText('Obriši?')).toHaveAttribute('data-open', 'true');

    rerender(<Dialog open={false} text="Obriši?" />);
    expect(screen.getByText('Obriši?')).toHaveAttribute('data-open', 'false');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads the open state from other props when told how', async () => {
    const { Dialog } = lazyDialog(
      async () => Picker,
      (props) => props.meal !== null,
    );
    const { rerender } = render(<Dialog meal={null} />);
    rerender(<Dialog meal="Doručak" />);
    expect(await screen.findByText('Doručak')).toBeInTheDocument();
  });

  it('renders a preloaded dialog in the render that opens it, not a frame or a Suspense hold later', async () => {
    const load = jest.fn(async () => Note);
    const { Dialog, preload } = lazyDialog(load);
    const { rerender } = render(<Dialog open={false} text="Odjava?" />);
    await preload();
    rerender(<Dialog open text="Odjava?" />);
    expect(screen.getByText('Odjava?')).toHaveAttribute('data-open', 'true');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a dialog opened before its code arrived mounted once it arrives (what was typed stays)', async () => {
    fieldMounts = 0;
    let arrive: (component: typeof Field) => void = () => undefined;
    const { Dialog, preload } = lazyDialog(
      () => new Promise<typeof Field>((resolve) => (arrive = resolve)),
    );
    const { rerender } = render(<Dialog open />);
    await act(async () => arrive(Field));
    expect(await screen.findByLabelText('polje')).toHaveValue('unos 1');
    await preload();
    rerender(<Dialog open={false} />);
    rerender(<Dialog open />);
    expect(screen.getByLabelText('polje')).toHaveValue('unos 1');
    expect(fieldMounts).toBe(1);
  });

  it('tries a failed download again at the next opening', async () => {
    const load = jest
      .fn<Promise<typeof Note>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Note);
    const { Dialog, preload } = lazyDialog(load);
    await expect(preload()).resolves.toBeUndefined();
    render(<Dialog open text="Ponovno" />);
    expect(await screen.findByText('Ponovno')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
