import { toastBus } from '@organizator/shared/runtime';
import { makeNote, mockApi, renderWithProviders } from '@organizator/tooling/test';
import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { NewNotePage } from './new-note-page';

const Opened = () => <p>opened {useParams().id}</p>;

describe('new note page', () => {
  beforeEach(() => toastBus.dismiss());

  it('creates exactly one note titled with the default title and today, then opens it', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T09:00:00Z'), advanceTimers: true });
    const { calls } = mockApi({
      'POST /notes': (init) => ({
        data: {
          note: makeNote({ id: 'n9', title: JSON.parse(String(init?.body)).title }),
        },
      }),
      'GET /notes': () => ({ data: { notes: [] } }),
    });
    renderWithProviders(
      <StrictMode>
        <Routes>
          <Route path="/notes/new" element={<NewNotePage />} />
          <Route path="/notes/:id" element={<Opened />} />
        </Routes>
      </StrictMode>,
      { route: '/notes/new' },
    );
    expect(await screen.findByText('opened n9')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ title: 'Moja bilješka 21. 11. 2026.' });
    jest.useRealTimers();
  });

  it('offers a retry when the note cannot be created', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'POST /notes': () => ({ status: 500, message: 'boom' }) });
    renderWithProviders(
      <Routes>
        <Route path="/notes/new" element={<NewNotePage />} />
      </Routes>,
      { route: '/notes/new' },
    );
    expect(await screen.findByRole('button', { name: 'Pokušaj ponovno' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bilješke' })).toHaveAttribute('href', '/notes');
  });
});
