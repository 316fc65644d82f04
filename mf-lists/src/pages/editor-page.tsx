import { PlusOutlined } from '@ant-design/icons';
import { isApiError } from '@organizator/shared/client';
import type { ListItem } from '@organizator/shared/contract';
import type { Category } from '@organizator/shared/domain';
import { t } from '@organizator/shared/i18n';
import { queries } from '@organizator/shared/query';
import { useNavigate, useParams, useSearchParams } from '@organizator/shared/router';
import { LinkButton, StaleNotice } from '@organizator/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Spin, theme } from 'antd';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { useRemoveItem, useResetList, useUpdateItem, useUpdateList } from '../api';
import { EditorToolbar } from '../components/editor/editor-toolbar';
import { Instructions } from '../components/editor/instructions';
import { ItemList } from '../components/editor/item-list';
import { ListTitle } from '../components/editor/list-title';
import { ReorderPanel } from '../components/editor/reorder-panel';
import { LoadError } from '../components/load-error';
import { TokenProvider } from '../components/tokens';
import { groupItems } from '../lib/grouping';
import { orderToSave } from '../lib/reorder';

// The add and edit views (pickers, uploads) load on first use, prefetched when the add button is
// approached, so opening the list downloads only what the list needs.
const loadItemViews = () => import('../components/item-form/item-views');
const prefetchItemViews = () => void loadItemViews();
const AddItemView = lazy(() => loadItemViews().then((m) => ({ default: m.AddItemView })));
const EditItemView = lazy(() => loadItemViews().then((m) => ({ default: m.EditItemView })));

/** SPEC §4 editor views; back goes up one level. */
type View =
  | { kind: 'list' }
  | { kind: 'add'; category?: string }
  | { kind: 'edit'; itemId: string };
const LIST_VIEW: View = { kind: 'list' };

/** /editor/:listId (SPEC §2 List editor), a bare page: it draws its own frame. */
export function EditorPage() {
  const { listId = '' } = useParams();
  const list = useQuery(queries.list(listId));
  const { token } = theme.useToken();

  let body: ReactNode;
  if (list.data !== undefined) {
    body = (
      <>
        <StaleNotice query={list} />
        <Editor listId={listId} />
      </>
    );
  } else if (!list.isError) {
    body = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  } else {
    body = (
      <LoadError
        title={t.lists.listLoadError}
        // 404: deleted, or no longer this user's team's (e.g. they were removed from it).
        text={
          isApiError(list.error) && list.error.status === 404
            ? t.lists.notFound
            : list.error.message
        }
        actions={
          <>
            <Button onClick={() => list.refetch()}>{t.common.retry}</Button>
            <LinkButton to="/dashboard" type="primary">
              {t.lists.toDashboard}
            </LinkButton>
          </>
        }
      />
    );
  }
  return (
    <TokenProvider>
      <div style={{ minHeight: '100vh', background: token.colorBgLayout, color: token.colorText }}>
        <main style={{ maxWidth: 720, margin: '0 auto', padding: '8px 12px 96px' }}>{body}</main>
      </div>
    </TokenProvider>
  );
}

function Editor({ listId }: { listId: string }) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const showDone = searchParams.has('showDone');
  const list = useQuery(queries.list(listId)).data!;
  const [view, setView] = useState<View>(LIST_VIEW);
  const [reorder, setReorder] = useState<readonly Category[] | null>(null);
  const [instructionsOpen, setInstructionsOpen] = useState(false);
  const updateList = useUpdateList(listId);
  const resetList = useResetList(listId);
  const updateItem = useUpdateItem(listId);
  const removeItem = useRemoveItem(listId);

  const shownCategories = useMemo(
    () => groupItems(list.items, list.categoriesOrder).map((g) => g.category),
    [list.items, list.categoriesOrder],
  );
  const editedItem =
    view.kind === 'edit' ? list.items.find((i) => i.id === view.itemId) : undefined;

  const back = () => {
    if (view.kind !== 'list') setView(LIST_VIEW);
    else if (reorder) setReorder(null);
    else navigate('/dashboard');
  };
  const toggleShowDone = () =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (next.has('showDone')) next.delete('showDone');
        else next.set('showDone', '');
        return next;
      },
      { replace: true },
    );
  const onAdd = useCallback((category?: string) => setView({ kind: 'add', category }), []);
  const onEdit = useCallback((item: ListItem) => setView({ kind: 'edit', itemId: item.id }), []);

  let content: ReactNode;
  if (view.kind === 'add') {
    content = (
      <AddItemView list={list} presetCategory={view.category} onDone={() => setView(LIST_VIEW)} />
    );
  } else if (view.kind === 'edit' && editedItem) {
    content = (
      <EditItemView
        key={editedItem.id}
        list={list}
        item={editedItem}
        onSave={(item, changes) => {
          setView(LIST_VIEW);
          // SPEC §8: a failed item update reopens the edit view.
          updateItem.mutate(
            { itemId: item.id, ...changes },
            { onError: () => setView({ kind: 'edit', itemId: item.id }) },
          );
        }}
        onDelete={(item) => {
          setView(LIST_VIEW);
          removeItem.mutate(item);
        }}
      />
    );
  } else if (reorder) {
    content = (
      <ReorderPanel
        order={reorder}
        onChange={setReorder}
        onCancel={() => setReorder(null)}
        onSave={() => {
          updateList.mutate({ categoriesOrder: orderToSave(reorder, list.categoriesOrder) });
          setReorder(null);
        }}
      />
    );
  } else {
    content = (
      <>
        {instructionsOpen ? <Instructions /> : null}
        <ItemList list={list} showDone={showDone} onAdd={onAdd} onEdit={onEdit} />
        <Button
          type="primary"
          size="large"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => onAdd()}
          onPointerEnter={prefetchItemViews}
          onFocus={prefetchItemViews}
          style={{ marginTop: 24 }}
          block
        >
          {t.lists.addItem}
        </Button>
      </>
    );
  }

  return (
    <>
      <EditorToolbar
        listView={view.kind === 'list' && !reorder}
        showDone={showDone}
        instructionsOpen={instructionsOpen}
        onBack={back}
        onToggleDone={toggleShowDone}
        onToggleInstructions={() => setInstructionsOpen((open) => !open)}
        onReorder={() => setReorder(shownCategories)}
        onReset={() => resetList.mutate()}
      />
      <div style={{ margin: '8px 0 4px' }}>
        <ListTitle
          key={list.id}
          name={list.name}
          onRename={(name) => updateList.mutate({ name })}
        />
      </div>
      <Suspense
        fallback={
          <Flex justify="center" style={{ padding: 24 }}>
            <Spin />
          </Flex>
        }
      >
        {content}
      </Suspense>
    </>
  );
}
