import type { List } from '@organizator/shared/contract';
import { titledWithToday } from '@organizator/shared/i18n';
import { CreateOnVisit } from '@organizator/shared/ui';
import { useCallback } from 'react';
import { useCreateList } from '../api/lists';
import { t } from '../texts';

const toEditor = (list: List) => `/editor/${list.id}`;

/** /lists/new (docs/product.md#screens-lists): creates "<default title> <today>" and opens it. */
export function NewListPage() {
  const { mutateAsync } = useCreateList();
  const create = useCallback(
    () => mutateAsync(titledWithToday(t.lists.defaultTitle)),
    [mutateAsync],
  );
  return (
    <CreateOnVisit
      create={create}
      destination={toEditor}
      creatingText={t.lists.creating}
      errorText={t.lists.createError}
      back={{ to: '/dashboard', text: t.nav.lists }}
    />
  );
}
