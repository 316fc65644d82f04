import { PlusOutlined } from '@ant-design/icons';
import { isApiError } from '@organizator/shared/client';
import type { ListItem } from '@organizator/shared/contract';
import type { Category } from '@organizator/shared/domain';
import { queries } from '@organizator/shared/query';
import { useLocation, useNavigate, useParams, useSearchParams } from '@organizator/shared/router';
import {
  KitButton,
  LazyConfirmDelete,
  LinkButton,
  Loading,
  QueryView,
  useThemeToken,
} from '@organizator/shared/ui';
import { useQuery } from '@tanstack/react-query';
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
} from 'react';
import { canUndoRemoval, useRemoveItem, useUpdateItem } from '../api/items';
import { useResetList, useUpdateList } from '../api/lists';
import { EditorToolbar } from '../components/editor/editor-toolbar';
import { Instructions } from '../components/editor/instructions';
import { ItemList } from '../components/editor/item-list';
import { ListTitle } from '../components/editor/list-title';
import { ReorderPanel } from '../components/editor/reorder-panel';
import { TokenProvider } from '../components/tokens';
import { WaitingRecipes } from '../components/waiting-changes';
import { groupItems } from '../domain/grouping';
import { orderToSave } from '../domain/reorder';
import { t } from '../texts';

// The add and edit views (pickers, uploads) load on first use, prefetched when the add button is
// approached, so opening the list downloads only what the list needs.
const loadItemViews = () => import('../components/item-form/item-views');
const prefetchItemViews = () => void loadItemViews();
const AddItemView = lazy(() => loadItemViews().then((m) => ({ default: m.AddItemView })));
const EditItemView = lazy(() => loadItemViews().then((m) => ({ default: m.EditItemView })));

/** Actions that cannot be undone from a toast ask first. */
type Confirmation = { kind: 'reset' } | { kind: 'remove'; item: ListItem };

/** docs/product.md#behaviour editor views; back goes up one level. */
type View =
  | { kind: 'list' }
  | { kind: 'add'; category?: string }
  | { kind: 'edit'; itemId: string };
const LIST_VIEW: View = { kind: 'list' };

/**
 * The add and edit views are history entries (same URL, the view in the entry's state): the phone's
 * back gesture or the browser's back button closes them instead of leaving the list, as the app's
 * own back button does (docs/product.md#behaviour: back goes up one level).
 */
interface EditorHistoryState {
  editorView?: View;
}
function useEditorView(): View {
  const state = useLocation().state as EditorHistoryState | null;
  return state?.editorView ?? LIST_VIEW;
}
function useSetEditorView() {
  const navigate = useNavigate();
  const location = useLocation();
  // Read at call time, so the setter stays one function and memoised rows keep their props.
  const current = useRef(location);
  current.current = location;
  return useCallback(
    (next: View) => {
      const { pathname, search, state } = current.current;
      const inView = !!(state as EditorHistoryState | null)?.editorView;
      if (next.kind === 'list') {
        if (inView) navigate(-1);
        return;
      }
      const entry: EditorHistoryState = { editorView: next };
      navigate({ pathname, search }, { state: entry, replace: inView });
    },
    [navigate],
  );
}

/** /editor/:listId (docs/product.md#screens-lists), a bare page: it draws its own frame. */
export function EditorPage() {
  const { listId = '' } = useParams();
  const list = useQuery(queries.lists.detail(listId));
  const token = useThemeToken();
  // A list that arrives while the page waits is rendered as a transition, in slices, not in one long
  // task (a query's updates are synchronous); one already in the cache renders at once, no flash.
  const [hadListOnMount] = useState(list.data !== undefined);
  const listShown = useDeferredValue(list.data !== undefined, hadListOnMount);

  const body = (
    <QueryView
      query={list}
      errorTitle={t.lists.listLoadError}
      // 404: deleted, or no longer this user's team's (e.g. they were removed from it).
      errorText={(error) =>
        isApiError(error) && error.status === 404 ? t.lists.notFound : error.message
      }
      errorActions={
        <LinkButton to="/dashboard" type="primary">
          {t.lists.toDashboard}
        </LinkButton>
      }
    >
      {() => (listShown ? <Editor listId={listId} /> : <Loading />)}
    </QueryView>
  );
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
  const list = useQuery(queries.lists.detail(listId)).data!;
  const view = useEditorView();
  const setView = useSetEditorView();
  const [reorder, setReorder] = useState<readonly Category[] | null>(null);
  const [instructionsOpen, setInstructionsOpen] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  // Back in the list from the add or edit view or reorder mode, focus lands on "add item" (ready
  // for the next one) instead of dropping to the page body with the view that held it.
  const addButton = useRef<HTMLButtonElement>(null);
  const inListView = view.kind === 'list' && !reorder;
  const wasInListView = useRef(inListView);
  useEffect(() => {
    if (inListView && !wasInListView.current) addButton.current?.focus();
    wasInListView.current = inListView;
  }, [inListView]);
  const updateList = useUpdateList(listId);
  const resetList = useResetList(listId);
  const updateItem = useUpdateItem(listId);
  const removeItem = useRemoveItem(listId);

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
  const onAdd = useCallback((category?: string) => setView({ kind: 'add', category }), [setView]);
  const onEdit = useCallback(
    (item: ListItem) => setView({ kind: 'edit', itemId: item.id }),
    [setView],
  );
  const { mutate: remove } = removeItem;
  // The dialog is unmounted when answered, so antd cannot give focus back: the trigger gets it here
  // (or "add item" when the trigger went with a removed row).
  const confirmTrigger = useRef<HTMLElement | null>(null);
  const ask = useCallback((next: Confirmation) => {
    confirmTrigger.current = document.activeElement as HTMLElement | null;
    setConfirmation(next);
  }, []);
  const closeConfirmation = () => {
    setConfirmation(null);
    requestAnimationFrame(() => {
      const trigger = confirmTrigger.current;
      (trigger?.isConnected ? trigger : addButton.current)?.focus();
    });
  };
  // A removal is undone from its toast; an item with photos asks first, as its photos cannot return.
  const onRemove = useCallback(
    (item: ListItem) => (canUndoRemoval(item) ? remove(item) : ask({ kind: 'remove', item })),
    [remove, ask],
  );
  const confirm = () => {
    if (confirmation?.kind === 'reset') resetList.mutate();
    else if (confirmation?.kind === 'remove') remove(confirmation.item);
    closeConfirmation();
  };

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
          // docs/product.md#errors: a failed item update reopens the edit view.
          updateItem.mutate(
            { itemId: item.id, ...changes },
            { onError: () => setView({ kind: 'edit', itemId: item.id }) },
          );
        }}
        onDelete={(item) => {
          setView(LIST_VIEW);
          onRemove(item);
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
        <WaitingRecipes listId={listId} />
        <ItemList
          list={list}
          showDone={showDone}
          onAdd={onAdd}
          onEdit={onEdit}
          onRemove={onRemove}
        />
        <KitButton
          ref={addButton}
          type="primary"
          size="large"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => onAdd()}
          onPointerEnter={prefetchItemViews}
          onFocus={prefetchItemViews}
          style={{ marginTop: 24, height: 48 }}
          block
        >
          {t.lists.addItem}
        </KitButton>
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
        // Grouped on demand: the list view groups its items itself, so the first render groups once.
        onReorder={() =>
          setReorder(groupItems(list.items, list.categoriesOrder).map((g) => g.category))
        }
        onReset={() => ask({ kind: 'reset' })}
      />
      <div style={{ margin: '8px 0 4px' }}>
        <ListTitle
          key={list.id}
          name={list.name}
          onRename={(name) => updateList.mutate({ name })}
        />
      </div>
      <Suspense fallback={<Loading />}>{content}</Suspense>
      {confirmation ? (
        <LazyConfirmDelete
          open
          title={
            confirmation.kind === 'reset'
              ? t.lists.resetConfirmTitle
              : t.lists.removeWithImagesTitle
          }
          text={
            confirmation.kind === 'reset'
              ? t.lists.resetConfirmText
              : t.lists.removeWithImagesText(confirmation.item.name)
          }
          confirmText={confirmation.kind === 'reset' ? t.lists.resetConfirm : t.lists.removeConfirm}
          onCancel={closeConfirmation}
          onConfirm={confirm}
        />
      ) : null}
    </>
  );
}
