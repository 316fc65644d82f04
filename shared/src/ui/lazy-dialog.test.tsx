import { render, screen } from '@testing-library/react';
import { lazyDialog } from './lazy-dialog';

function Note({ open, text }: { open: boolean; text: string }) {
  return <p data-open={open}>{text}</p>;
}

function Picker({ meal }: { meal: string | null }) {
  return <p>{meal}</p>;
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
});
