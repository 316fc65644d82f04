import { PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { filterByNamePrefix } from '@organizator/shared/domain';
import { queries } from '@organizator/shared/query';
import { useNavigate } from '@organizator/shared/router';
import { EmptyState, KitButton, PageFrame, PageHeader, QueryView } from '@organizator/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GroceryRows } from '../components/grocery-rows';
import { GrocerySearch } from '../components/grocery-search';
import { t } from '../texts';

/** /groceries/public: everyone's shared groceries, read-only (docs/product.md (#screens, #permissions)). */
export function PublicGroceriesPage() {
  const navigate = useNavigate();
  const groceries = useQuery(queries.groceries.public());
  const [term, setTerm] = useState('');
  const shown = filterByNamePrefix(groceries.data ?? [], term);

  return (
    <PageFrame>
      <PageHeader
        title={t.titles.publicGroceries}
        actions={
          <>
            <KitButton icon={<UnorderedListOutlined />} onClick={() => navigate('/groceries')}>
              {t.groceries.toMine}
            </KitButton>
            <KitButton
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate('/groceries/create')}
            >
              {t.groceries.add}
            </KitButton>
          </>
        }
      />
      <QueryView query={groceries} errorTitle={t.groceries.loadError}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState text={t.groceries.emptyPublic} />
          ) : (
            <>
              <GrocerySearch value={term} onChange={setTerm} />
              {shown.length === 0 ? (
                <EmptyState text={t.groceries.noMatches} />
              ) : (
                <GroceryRows groceries={shown} />
              )}
            </>
          )
        }
      </QueryView>
    </PageFrame>
  );
}
