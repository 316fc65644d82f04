import { defineAreaRoutes } from '@organizator/shared/domain';
import { AntdScope } from '@organizator/shared/ui';
import { lazy, Suspense } from 'react';
import { NotesPage } from './pages/notes-page';

// The editor pages are their own chunks: /notes downloads neither them nor Editor.js.
const NewNotePage = lazy(async () => ({
  default: (await import('./pages/new-note-page')).NewNotePage,
}));
const NotePage = lazy(async () => ({ default: (await import('./pages/note-page')).NotePage }));

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
      <Suspense fallback={null}>
        <NotePage />
      </Suspense>
    </AntdScope>
  ),
});
