import { act, render, screen } from '@testing-library/react';
import { useOpeningDraft } from './use-opening-draft';

function Picker({ open, start = '' }: { open: boolean; start?: string }) {
  const [draft, setDraft] = useOpeningDraft(open, () => ({ term: start }));
  return (
    <div>
      <output aria-label="term">{draft.term}</output>
      <button type="button" onClick={() => setDraft({ term: 'Jabuka' })}>
        choose
      </button>
    </div>
  );
}

const painted: string[] = [];

function Counter({ open }: { open: boolean }) {
  const [, , opening] = useOpeningDraft(open, () => null);
  return <output aria-label="opening">{opening}</output>;
}

function Spy({ open }: { open: boolean }) {
  const [draft, setDraft] = useOpeningDraft(open, () => 'fresh');
  painted.push(draft);
  return (
    <button type="button" onClick={() => setDraft('old')}>
      {draft}
    </button>
  );
}

describe('useOpeningDraft', () => {
  it('keeps what was chosen while the dialog stays open', () => {
    render(<Picker open />);
    act(() => screen.getByRole('button', { name: 'choose' }).click());
    expect(screen.getByLabelText('term')).toHaveTextContent('Jabuka');
  });

  it('starts afresh when opened again, even right after closing', () => {
    const { rerender } = render(<Picker open />);
    act(() => screen.getByRole('button', { name: 'choose' }).click());
    rerender(<Picker open={false} />);
    // Closed: the last choice may stay drawn while the dialog animates away.
    expect(screen.getByLabelText('term')).toHaveTextContent('Jabuka');
    rerender(<Picker open />);
    expect(screen.getByLabelText('term')).toHaveTextContent('');
  });

  it('starts from the initial values given at the opening', () => {
    const { rerender } = render(<Picker open={false} start="Kruška" />);
    expect(screen.getByLabelText('term')).toHaveTextContent('Kruška');
    act(() => screen.getByRole('button', { name: 'choose' }).click());
    rerender(<Picker open start="Šljiva" />);
    expect(screen.getByLabelText('term')).toHaveTextContent('Šljiva');
  });

  it('counts the openings', () => {
    const { rerender } = render(<Counter open={false} />);
    expect(screen.getByLabelText('opening')).toHaveTextContent('0');
    rerender(<Counter open />);
    rerender(<Counter open />);
    expect(screen.getByLabelText('opening')).toHaveTextContent('1');
    rerender(<Counter open={false} />);
    rerender(<Counter open />);
    expect(screen.getByLabelText('opening')).toHaveTextContent('2');
  });

  it('paints no frame with the old choice when opening', () => {
    painted.length = 0;
    const { rerender } = render(<Spy open />);
    act(() => screen.getByRole('button').click());
    rerender(<Spy open={false} />);
    painted.length = 0;
    rerender(<Spy open />);
    // The render that saw the old draft is thrown away before commit; the DOM shows only the fresh one.
    expect(screen.getByRole('button')).toHaveTextContent('fresh');
    expect(painted.at(-1)).toBe('fresh');
  });
});
