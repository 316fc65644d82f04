import { defineAreaRoutes } from '@organizator/shared/domain';
import { queries } from '@organizator/shared/query';
import { kitAreaPage } from '@organizator/shared/ui';
import { NotesPage } from './pages/notes-page';

// The editor pages are their own chunks: /notes downloads neither them nor Editor.js. /notes/:id
// asks for its note while its chunk downloads; Editor.js follows once the page has painted
// (block-editor.tsx).
export const { area, routes } = defineAreaRoutes('mf_notes', {
  '/notes': kitAreaPage({ page: NotesPage }),
  '/notes/new': kitAreaPage(() =>
    import('./pages/new-note-page').then((m) => ({ default: m.NewNotePage })),
  ),
  '/notes/:id': kitAreaPage(
    () => import('./pages/note-page').then((m) => ({ default: m.NotePage })),
    {
      prefetch: (client, { id }) => {
        if (id) void client.prefetchQuery(queries.notes.detail(id));
      },
    },
  ),
});
