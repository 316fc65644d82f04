import { PlusOutlined } from '@ant-design/icons';
import type { List } from '@organizator/shared/contract';
import { queries } from '@organizator/shared/query';
import {
  EmptyState,
  LazyConfirmDelete,
  LinkButton,
  PageFrame,
  PageHeader,
  QueryView,
} from '@organizator/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useDeleteList } from '../api/lists';
import { ListRow } from '../components/list-row';
import { TokenProvider } from '../components/tokens';
import { t } from '../texts';

const AddListButton = () => (
  <LinkButton to="/lists/new" type="primary" icon={<PlusOutlined aria-hidden />}>
    {t.lists.addList}
  </LinkButton>
);

/** /dashboard (docs/product.md#screens-lists): refetched on window focus by `queries.lists.overview()`. */
export function DashboardPage() {
  const lists = useQuery(queries.lists.overview());
  const deleteList = useDeleteList();
  const [pendingDelete, setPendingDelete] = useState<List | null>(null);
  const askDelete = useCallback((list: List) => setPendingDelete(list), []);

  const confirmDelete = () => {
    if (pendingDelete) deleteList.mutate(pendingDelete);
    setPendingDelete(null);
  };

  return (
    <TokenProvider>
      <PageFrame>
        <PageHeader title={t.titles.lists} actions={<AddListButton />} />
        <QueryView
          query={lists}
          errorTitle={t.lists.loadError}
          errorText={(error) => error.message}
        >
          {(data) =>
            data.length === 0 ? (
              <EmptyState text={t.lists.empty} action={<AddListButton />} />
            ) : (
              <ul aria-label={t.titles.lists} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {data.map((list) => (
                  <li key={list.id}>
                    <ListRow list={list} onDelete={askDelete} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
        <LazyConfirmDelete
          open={pendingDelete !== null}
          title={t.lists.confirmDeleteTitle}
          text={pendingDelete ? t.lists.confirmDeleteText(pendingDelete.name) : undefined}
          onCancel={() => setPendingDelete(null)}
          onConfirm={confirmDelete}
        />
      </PageFrame>
    </TokenProvider>
  );
}
