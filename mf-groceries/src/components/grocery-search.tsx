import { SearchOutlined } from '@ant-design/icons';
import { isSearchTermLongEnough } from '@organizator/shared/domain';
import { MutedText, TextInput } from '@organizator/shared/ui';
import { t } from '../texts';

/** Name-prefix search over a grocery list; it filters from the third character (docs/product.md#validation). */
export function GrocerySearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const tooShort = value.trim().length > 0 && !isSearchTermLongEnough(value);
  return (
    <div style={{ marginBottom: 16 }}>
      <TextInput
        type="search"
        allowClear
        aria-label={t.groceries.searchLabel}
        placeholder={t.groceries.searchPlaceholder}
        prefix={<SearchOutlined />}
        value={value}
        onChange={onChange}
      />
      {tooShort ? <MutedText small>{t.groceries.searchTooShort}</MutedText> : null}
    </div>
  );
}
