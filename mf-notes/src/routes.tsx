import { defineAreaRoutes } from '@organizator/shared/domain';
import { useParams } from '@organizator/shared/router';
import { AntdScope } from '@organizator/shared/ui';
import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { noteQuery } from './api';
import { NotesPage } from './pages/notes-page';

// The editor pages are their own chunks: /notes downloads neither them nor Editor.js.
const NewNotePage = lazy(async () => ({
  default: (await import('./pages/new-note-page')).NewNotePage,
}));
const NotePage = lazy(async () => ({ default: (await import('./pages/note-page')).NotePage }));

/**
 * /notes/:id asks for the page chunk (Suspense) and the note itself together instead of one after
 * the other. Editor.js follows once the page has painted (block-editor.tsx).
 */
function NoteRoute() {
  const { id = '' } = useParams();
  usePrefetchQuery(noteQuery(id));
  return (
    <Suspense fallback={null}>
      <NotePage />
    </Suspense>
  );
}

export const { area, routes } = defineAreaRoutes('mf_notes', {
  '/notes': () => (
    <AntdScope>
      <NotesPage />
    </AntdScope>
  ),
  '/notes/new': () => (
    <AntdScope>
      <Suspense fallback={null}>
        <NewNotePage />
      </Suspense>
    </AntdScope>
  ),
  '/notes/:id': () => (
    <AntdScope>
      <NoteRoute />
    </AntdScope>
  ),
});
