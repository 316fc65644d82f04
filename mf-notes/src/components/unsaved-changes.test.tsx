// The dialogs load on demand (a lazy chunk); a loaded machine may need more than 1 s for it.
import { AppProviders } from '@organizator/shared/providers';
import { createQueryClient } from '@organizator/shared/query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Link, MemoryRouter, RouterProvider } from 'react-router-dom';
import { useUnsavedChangesGuard } from './unsaved-changes';

function Editor({ dirty }: { dirty: boolean }) {
  const guard = useUnsavedChangesGuard(dirty);
  return (
    <>
      <Link to="/notes" onClick={guard.guardLink('/notes')}>
        back
      </Link>
      {guard.prompt}
    </>
  );
}

const wrap = (ui: React.ReactNode) => (
  <AppProviders client={createQueryClient()}>{ui}</AppProviders>
);

function renderInDataRouter(dirty: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/notes/:id', element: <Editor dirty={dirty} /> },
      { path: '/notes', element: <p>notes list</p> },
    ],
    { initialEntries: ['/notes', '/notes/n1'], initialIndex: 1 },
  );
  render(wrap(<RouterProvider router={router} />));
  return router;
}

describe('leaving a note with unsaved changes', () => {
  it('asks first in the app router; "Ostani" stays, "Napusti" leaves', async () => {
    const router = renderInDataRouter(true);
    fireEvent.click(screen.getByRole('link', { name: 'back' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 });
    expect(within(dialog).getByText('Napustiti bilješku?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ostani' }));
    expect(router.state.location.pathname).toBe('/notes/n1');

    // The browser's back button is held the same way.
    await act(() => router.navigate(-1));
    fireEvent.click(
      within(await screen.findByRole('dialog', {}, { timeout: 8000 })).getByRole('button', {
        name: 'Napusti',
      }),
    );
    expect(await screen.findByText('notes list')).toBeInTheDocument();
  });

  it('lets a saved note go without asking', async () => {
    renderInDataRouter(false);
    fireEvent.click(screen.getByRole('link', { name: 'back' }));
    expect(await screen.findByText('notes list')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks through the back link under a plain router too', async () => {
    render(
      wrap(
        <MemoryRouter initialEntries={['/notes/n1']}>
          <Editor dirty />
        </MemoryRouter>,
      ),
    );
    fireEvent.click(screen.getByRole('link', { name: 'back' }));
    expect(await screen.findByRole('dialog', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('arms the browser prompt for closing or reloading the tab only while dirty', () => {
    const add = jest.spyOn(window, 'addEventListener');
    const { rerender } = render(
      wrap(
        <MemoryRouter>
          <Editor dirty={false} />
        </MemoryRouter>,
      ),
    );
    expect(add.mock.calls.filter(([type]) => type === 'beforeunload')).toHaveLength(0);
    rerender(
      wrap(
        <MemoryRouter>
          <Editor dirty />
        </MemoryRouter>,
      ),
    );
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
