import { PlusOutlined } from '@ant-design/icons';
import type { List } from '@organizator/shared/contract';
import { t } from '@organizator/shared/i18n';
import { queries } from '@organizator/shared/query';
import { EmptyState, LinkButton, StaleNotice } from '@organizator/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Spin } from 'antd';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useDeleteList } from '../api';
import { ListRow } from '../components/list-row';
import { LoadError } from '../components/load-error';
import { Heading } from '../components/text';
import { TokenProvider } from '../components/tokens';

// The dialog (antd Modal, ~13 KB gzip) loads when a delete is first asked for.
const ConfirmDelete = lazy(() =>
  import('@organizator/shared/ui').then((m) => ({ default: m.ConfirmDelete })),
);

const AddListButton = () => (
  <LinkButton to="/lists/new" type="primary" icon={<PlusOutlined aria-hidden />}>
    {t.lists.addList}
  </LinkButton>
);

/** /dashboard (SPEC §2 Lists overview): refetched on window focus by `queries.lists()`. */
export function DashboardPage() {
  const lists = useQuery(queries.lists());
  const deleteList = useDeleteList();
  const [pendingDelete, setPendingDelete] = useState<List | null>(null);
  const askDelete = useCallback((list: List) => setPendingDelete(list), []);

  const confirmDelete = () => {
    if (pendingDelete) deleteList.mutate(pendingDelete);
    setPendingDelete(null);
  };

  return (
    <TokenProvider>
      <div style={{ maxWidth: 800 }}>
        <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
          <Heading level={2} style={{ margin: 0 }}>
            {t.lists.title}
          </Heading>
          <AddListButton />
        </Flex>
        <StaleNotice query={lists} />
        {lists.data === undefined ? (
          lists.isError ? (
            <LoadError
              title={t.lists.loadError}
              text={lists.error.message}
              actions={<Button onClick={() => lists.refetch()}>{t.common.retry}</Button>}
            />
          ) : (
            <Flex justify="center" style={{ padding: 48 }}>
              <Spin />
            </Flex>
          )
        ) : lists.data.length === 0 ? (
          <EmptyState text={t.lists.empty} action={<AddListButton />} />
        ) : (
          <ul aria-label={t.lists.title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {lists.data.map((list) => (
              <li key={list.id}>
                <ListRow list={list} onDelete={askDelete} />
              </li>
            ))}
          </ul>
        )}
        {pendingDelete ? (
          <Suspense fallback={null}>
            <ConfirmDelete
              open
              title={t.lists.confirmDeleteTitle}
              text={t.lists.confirmDeleteText(pendingDelete.name)}
              onCancel={() => setPendingDelete(null)}
              onConfirm={confirmDelete}
            />
          </Suspense>
        ) : null}
      </div>
    </TokenProvider>
  );
}
