import { SearchOutlined } from '@ant-design/icons';
import type { Grocery } from '@organizator/shared/contract';
import { isSearchTermLongEnough } from '@organizator/shared/domain';
import {
  KitButton,
  Loading,
  MutedText,
  StarterMark,
  TextInput,
  useFoodSearch,
  useThemeToken,
  VisibilityMark,
} from '@organizator/shared/ui';
import { useState } from 'react';
import { t } from '../texts';

/** Results shown at once; a longer prefix narrows the rest. */
const SHOWN = 8;

/**
 * Finds a grocery for a recipe with the diary picker's search (recent, then own and team foods,
 * then everyone's); picking one adds it and empties the field for the next.
 */
export function IngredientSearch({
  onPick,
  exclude,
}: {
  onPick: (grocery: Grocery) => void;
  /** Groceries already in the recipe. */
  exclude: ReadonlySet<string>;
}) {
  const token = useThemeToken();
  const [term, setTerm] = useState('');
  const searching = isSearchTermLongEnough(term);
  const { groceries, loading } = useFoodSearch(term, { enabled: true });
  const results = searching ? groceries.filter((g) => !exclude.has(g.id)).slice(0, SHOWN) : [];
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <TextInput
        type="search"
        allowClear
        aria-label={t.recipes.ingredientSearch}
        placeholder={t.recipes.ingredientSearchPlaceholder}
        prefix={<SearchOutlined />}
        value={term}
        onChange={setTerm}
      />
      {!searching ? null : loading ? (
        <Loading />
      ) : results.length === 0 ? (
        <MutedText>{t.common.noGroceryResults}</MutedText>
      ) : (
        <ul
          aria-label={t.recipes.ingredientSearch}
          style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}
        >
          {results.map((grocery) => (
            <li key={grocery.id}>
              <KitButton
                type="text"
                block
                onClick={() => {
                  onPick(grocery);
                  setTerm('');
                }}
                style={{ height: 'auto', padding: '6px 8px', justifyContent: 'space-between' }}
              >
                <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                  {grocery.name}
                  {grocery.isStarter ? (
                    <StarterMark />
                  ) : (
                    <VisibilityMark visibility={grocery.visibility} />
                  )}
                </span>
                <span style={{ color: token.colorTextSecondary }}>
                  {t.groceries.energyPer100(grocery.energy)}
                </span>
              </KitButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
