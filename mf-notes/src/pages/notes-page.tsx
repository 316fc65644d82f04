import { PlusOutlined } from '@ant-design/icons';
import type { Note } from '@organizator/shared/contract';
import {
  EmptyState,
  LazyConfirmDelete,
  LinkButton,
  PageFrame,
  PageHeader,
  Panel,
  QueryView,
} from '@organizator/shared/ui';
import { useState } from 'react';
import { useDeleteNote, useNotes } from '../api/notes';
import { NoteRow } from '../components/note-row';
import { t } from '../texts';

const AddNoteButton = () => (
  <LinkButton to="/notes/new" type="primary" icon={<PlusOutlined />}>
    {t.notes.addNote}
  </LinkButton>
);

/** /notes (shared layout): every note of the user, newest first, with edit and delete. */
export function NotesPage() {
  const notes = useNotes();
  const deleteNote = useDeleteNote();
  const [pending, setPending] = useState<Note | null>(null);

  const confirm = () => {
    if (pending) deleteNote.mutate(pending.id);
    setPending(null);
  };

  return (
    <PageFrame>
      <PageHeader title={t.titles.notes} actions={<AddNoteButton />} />
      <QueryView query={notes} errorTitle={t.notes.loadError}>
        {(list) =>
          list.length === 0 ? (
            <Panel>
              <EmptyState text={t.notes.empty} action={<AddNoteButton />} />
            </Panel>
          ) : (
            <Panel padding={0}>
              <ul aria-label={t.titles.notes} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {list.map((note) => (
                  <NoteRow key={note.id} note={note} onDelete={setPending} />
                ))}
              </ul>
            </Panel>
          )
        }
      </QueryView>
      <LazyConfirmDelete
        open={pending !== null}
        title={t.notes.deleteConfirmTitle}
        text={pending ? t.notes.deleteConfirmText(pending.title) : undefined}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </PageFrame>
  );
}
