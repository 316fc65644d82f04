import type { Note } from '@organizator/shared/contract';
import { titledWithToday } from '@organizator/shared/i18n';
import { CreateOnVisit } from '@organizator/shared/ui';
import { useCallback } from 'react';
import { useCreateNote } from '../api/notes';
import { t } from '../texts';

const toEditor = (note: Note) => `/notes/${note.id}`;

/** /notes/new (docs/product.md#screens-notes): creates "<default title> <today>" and opens it. */
export function NewNotePage() {
  const { mutateAsync } = useCreateNote();
  const create = useCallback(
    () => mutateAsync(titledWithToday(t.notes.defaultTitle)),
    [mutateAsync],
  );
  return (
    <CreateOnVisit
      create={create}
      destination={toEditor}
      creatingText={t.notes.creating}
      errorText={t.notes.createError}
      back={{ to: '/notes', text: t.notes.back }}
    />
  );
}
