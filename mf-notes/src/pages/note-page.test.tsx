import type { Note, NoteBody } from '@organizator/shared/contract';
import { createQueryClient, queries } from '@organizator/shared/query';
import { toastBus } from '@organizator/shared/runtime';
import { makeNote, mockApi, renderWithProviders } from '@organizator/tooling/test';
import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { type Ref, useImperativeHandle } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { BlockEditorHandle } from '../components/block-editor';
import { AUTOSAVE_DELAY_MS } from '../hooks/use-note-saver';
import { NotePage } from './note-page';

const editedBody: NoteBody = {
  blocks: [{ id: 'b1', type: 'header', data: { text: 'Novi naslov bloka', level: 2 } }],
};

// Editor.js needs a real browser (Playwright covers it); here a stand-in with the same contract.
jest.mock('../components/block-editor', () => ({
  BlockEditor: ({
    onChange,
    ref,
    initialBody,
  }: {
    onChange: () => void;
    ref?: Ref<BlockEditorHandle>;
    initialBody: NoteBody | null;
  }) => {
    useImperativeHandle(ref, () => ({ save: async () => editedBody }));
    const first = initialBody?.blocks[0]?.data;
    return (
      <>
        <output aria-label="editor starts with">
          {first && 'text' in first ? first.text : ''}
        </output>
        <button type="button" onClick={onChange}>
          edit body
        </button>
      </>
    );
  },
}));

const note = makeNote({
  body: { blocks: [{ type: 'paragraph', data: { text: 'stari tekst' } }] },
});

function setup(put: () => { status?: number; data?: unknown; message?: string }) {
  const api = mockApi({
    'GET /notes/n1': () => ({ data: { note } }),
    'PUT /notes/n1': put,
    'GET /notes': () => ({ data: { notes: [note] } }),
  });
  renderWithProviders(
    <Routes>
      <Route path="/notes/:id" element={<NotePage />} />
      <Route path="/notes" element={<p>notes list</p>} />
    </Routes>,
    { route: '/notes/n1' },
  );
  return { puts: () => api.calls.filter((c) => c.method === 'PUT') };
}

const saved = (title = note.title) => ({ data: { note: { ...note, title, body: editedBody } } });
const titleField = () => screen.getByRole('textbox', { name: 'Naslov bilješke' });
const saveButton = () => screen.getByRole('button', { name: /Spremi/ });

// The shared 2-core machine makes the first antd render slow.

describe('note page: saving', () => {
  beforeEach(() => toastBus.dismiss());
  afterEach(() => jest.useRealTimers());

  it('saves title and body on the button, with a spinner, then says "Note saved"', async () => {
    let answer: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { puts } = setup(() => saved());
    // Hold the PUT open to see the spinner.
    const realFetch = global.fetch;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') await gate;
      return realFetch(input, init);
    }) as typeof fetch;

    expect(await screen.findByDisplayValue('Moja bilješka')).toBeInTheDocument();
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveButton()).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByTestId('save-status')).toHaveTextContent('Spremanje...');
    answer();
    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    expect(saveButton()).not.toHaveAttribute('aria-busy');
    expect(puts()).toHaveLength(1);
    expect(puts()[0]?.body).toEqual({ title: 'Moja bilješka', body: editedBody });
  });

  it('says "Note not saved, please try again" when the save fails and stays unsaved', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    setup(() => ({ status: 500, message: 'boom' }));
    await screen.findByDisplayValue('Moja bilješka');
    fireEvent.change(titleField(), { target: { value: 'Novi naslov' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Note not saved, please try again')).toBeInTheDocument();
    expect(screen.queryByText('Note saved')).not.toBeInTheDocument();
    expect(screen.getByTestId('save-status')).toHaveTextContent('Nije spremljeno');
  });

  it('autosaves once, 1.5 s after the last title change', async () => {
    const { puts } = setup(() => saved('Treći'));
    await screen.findByDisplayValue('Moja bilješka');
    jest.useFakeTimers();

    fireEvent.change(titleField(), { target: { value: 'Prvi' } });
    await act(async () => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS - 100));
    fireEvent.change(titleField(), { target: { value: 'Drugi' } });
    await act(async () => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS - 100));
    fireEvent.change(titleField(), { target: { value: 'Treći' } });
    await act(async () => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS - 100));
    expect(puts()).toHaveLength(0);
    expect(screen.getByTestId('save-status')).toHaveTextContent('Nije spremljeno');

    await act(async () => jest.advanceTimersByTime(100));
    await act(async () => jest.advanceTimersByTime(10));
    expect(puts()).toHaveLength(1);
    expect(puts()[0]?.body).toEqual({ title: 'Treći', body: editedBody });
    // Autosave is quiet on success: no toast, just the status.
    await act(async () => jest.advanceTimersByTime(10));
    expect(screen.getByTestId('save-status')).toHaveTextContent('Spremljeno');
    expect(screen.queryByText('Note saved')).not.toBeInTheDocument();
  });

  it('autosaves after a body edit as well', async () => {
    const { puts } = setup(() => saved());
    await screen.findByDisplayValue('Moja bilješka');
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'edit body' }));
    await act(async () => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    await act(async () => jest.advanceTimersByTime(10));
    expect(puts()).toHaveLength(1);
    expect(puts()[0]?.body).toEqual({ title: 'Moja bilješka', body: editedBody });
  });

  it('does not save an empty title and says why', async () => {
    const { puts } = setup(() => saved());
    await screen.findByDisplayValue('Moja bilješka');
    jest.useFakeTimers();
    fireEvent.change(titleField(), { target: { value: '   ' } });
    expect(screen.getByText('Naslov mora imati barem 1 znak')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS * 2));
    fireEvent.click(saveButton());
    await act(async () => jest.advanceTimersByTime(10));
    expect(puts()).toHaveLength(0);
  });
});

describe('note page: opening', () => {
  it('starts the editor from the server copy, not from an older saved cache (after a reload)', async () => {
    mockApi({ 'GET /notes/n1': () => ({ data: { note } }) });
    const client = createQueryClient();
    const older: Note = {
      ...note,
      body: { blocks: [{ type: 'paragraph', data: { text: 'prije spremanja' } }] },
    };
    client.setQueryData(queries.notes.detail('n1').queryKey, older);
    // What restoring the saved session does: everything restored counts as stale.
    await client.invalidateQueries();
    renderWithProviders(
      <Routes>
        <Route path="/notes/:id" element={<NotePage />} />
      </Routes>,
      { route: '/notes/n1', client },
    );
    // The saved copy is on screen at once, but not editable until the server answers.
    const saved = await screen.findByRole('status', { name: 'editor starts with' });
    expect(saved).toHaveTextContent('prije spremanja');
    expect(saved.closest('[inert]')).not.toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'editor starts with' })).toHaveTextContent(
        'stari tekst',
      ),
    );
    expect(
      screen.getByRole('status', { name: 'editor starts with' }).closest('[inert]'),
    ).toBeNull();
  });

  it('offline, starts from the saved copy', async () => {
    mockApi({ 'GET /notes/n1': () => ({ data: { note } }) });
    const client = createQueryClient();
    client.setQueryData(queries.notes.detail('n1').queryKey, note);
    await client.invalidateQueries();
    onlineManager.setOnline(false);
    try {
      renderWithProviders(
        <Routes>
          <Route path="/notes/:id" element={<NotePage />} />
        </Routes>,
        { route: '/notes/n1', client },
      );
      expect(await screen.findByRole('status', { name: 'editor starts with' })).toHaveTextContent(
        'stari tekst',
      );
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
