import {
  BookOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  GlobalOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { Grocery } from '@organizator/shared/contract';
import { filterByNamePrefix } from '@organizator/shared/domain';
import { queries } from '@organizator/shared/query';
import { useNavigate } from '@organizator/shared/router';
import {
  EmptyState,
  KitButton,
  LazyBarcodeScanner,
  LazyConfirmDelete,
  PageFrame,
  PageHeader,
  QueryView,
  ScanButton,
  useBarcodeScan,
} from '@organizator/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeleteGrocery } from '../api/groceries';
import { GroceryRows } from '../components/grocery-rows';
import { GrocerySearch } from '../components/grocery-search';
import { t } from '../texts';

/** /groceries: my groceries with edit and delete (confirmed, optimistic), add and public links. */
export function MyGroceriesPage() {
  const navigate = useNavigate();
  const groceries = useQuery(queries.groceries.my());
  const deleteGrocery = useDeleteGrocery();
  const [term, setTerm] = useState('');
  const [toDelete, setToDelete] = useState<Grocery | null>(null);
  // A scanned food that is already in the catalogue opens at once.
  const { openScanner, scanner } = useBarcodeScan((grocery) =>
    navigate(`/groceries/${grocery.id}`),
  );

  const addButton = (
    <KitButton type="primary" icon={<PlusOutlined />} onClick={() => navigate('/groceries/create')}>
      {t.groceries.add}
    </KitButton>
  );
  const shown = filterByNamePrefix(groceries.data ?? [], term);

  return (
    <PageFrame>
      <PageHeader
        title={t.titles.groceries}
        actions={
          <>
            <KitButton icon={<BookOutlined />} onClick={() => navigate('/groceries/recipes')}>
              {t.recipes.toRecipes}
            </KitButton>
            <KitButton icon={<GlobalOutlined />} onClick={() => navigate('/groceries/public')}>
              {t.groceries.toPublic}
            </KitButton>
            <ScanButton onClick={openScanner} />
            {addButton}
          </>
        }
      />
      <QueryView query={groceries} errorTitle={t.groceries.loadError}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState text={t.groceries.empty} action={addButton} />
          ) : (
            <>
              <GrocerySearch value={term} onChange={setTerm} />
              {shown.length === 0 ? (
                <EmptyState text={t.groceries.noMatches} />
              ) : (
                <GroceryRows
                  groceries={shown}
                  showVisibility
                  actions={(grocery) =>
                    // A teammate's team food is shown here too, but only its owner changes it.
                    grocery.userId === null ? (
                      <KitButton
                        type="text"
                        icon={<EyeOutlined />}
                        aria-label={t.groceries.viewAction(grocery.name)}
                        title={t.groceries.viewAction(grocery.name)}
                        onClick={() => navigate(`/groceries/${grocery.id}`)}
                      />
                    ) : (
                      <>
                        <KitButton
                          type="text"
                          icon={<EditOutlined />}
                          aria-label={t.groceries.editAction(grocery.name)}
                          title={t.common.edit}
                          onClick={() => navigate(`/groceries/${grocery.id}`)}
                        />
                        <KitButton
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t.groceries.deleteAction(grocery.name)}
                          title={t.common.delete}
                          onClick={() => setToDelete(grocery)}
                        />
                      </>
                    )
                  }
                />
              )}
            </>
          )
        }
      </QueryView>
      <LazyBarcodeScanner {...scanner} />
      <LazyConfirmDelete
        open={toDelete !== null}
        title={t.groceries.confirmDeleteTitle}
        text={toDelete ? t.groceries.confirmDeleteText(toDelete.name) : null}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) deleteGrocery.mutate(toDelete.id);
          setToDelete(null);
        }}
      />
    </PageFrame>
  );
}
