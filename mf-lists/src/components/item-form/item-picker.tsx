import type { ItemOption } from '@organizator/shared/contract';
import { t } from '@organizator/shared/i18n';
import { queries } from '@organizator/shared/query';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete } from 'antd';
import { useMemo } from 'react';
import { usePickerHeight } from '../../hooks/use-picker-height';

/** Marks the "add a new name" option apart from suggestion values (which are names). */
const NEW_PREFIX = '\u0000new:';
/**
 * Suggestions listed at once, best ranked first: the team may have hundreds of names, and listing
 * them all made every keystroke rebuild hundreds of options; typing narrows to the rest.
 */
export const SHOWN_SUGGESTIONS = 50;

export function pickerOptions(options: readonly ItemOption[], search: string) {
  const query = search.trim().toLocaleLowerCase('hr');
  // The API already ranks suggestions by how often and how recently the team used them.
  const matches: { key: string; value: string; label: string }[] = [];
  for (const o of options) {
    if (matches.length === SHOWN_SUGGESTIONS) break;
    if (!query || o.name.toLocaleLowerCase('hr').includes(query))
      matches.push({ key: o.id, value: o.name, label: o.name });
  }
  const exact = options.find((o) => o.name.toLocaleLowerCase('hr') === query);
  // The name typed exactly is always offered, even when better-ranked names fill the list.
  if (exact && !matches.some((m) => m.key === exact.id))
    matches.unshift({ key: exact.id, value: exact.name, label: exact.name });
  return query && !exact
    ? [
        ...matches,
        {
          key: 'new',
          value: `${NEW_PREFIX}${search.trim()}`,
          label: t.lists.pickerNew(search.trim()),
        },
      ]
    : matches;
}

interface ItemPickerProps {
  id: string;
  listId: string;
  search: string;
  onSearch: (search: string) => void;
  /** The chosen name, and the suggestion it came from (none for a new name). */
  onPick: (name: string, option?: ItemOption) => void;
}

/** Search existing item names from the team's other lists, or take the typed text as a new name. */
export function ItemPicker({ id, listId, search, onSearch, onPick }: ItemPickerProps) {
  const suggestions = useQuery(queries.lists.itemOptions(listId));
  const listHeight = usePickerHeight();
  const options = useMemo(
    () => pickerOptions(suggestions.data ?? [], search),
    [suggestions.data, search],
  );
  return (
    <AutoComplete
      id={id}
      aria-label={t.lists.pickerLabel}
      value={search}
      options={options}
      // Typing updates the search; choosing the "new" option must not put its marker in the field.
      onChange={(value: string) => {
        if (!value.startsWith(NEW_PREFIX)) onSearch(value);
      }}
      showSearch={{ filterOption: false }}
      onSelect={(value: string) => {
        if (value.startsWith(NEW_PREFIX)) onPick(value.slice(NEW_PREFIX.length));
        else
          onPick(
            value,
            suggestions.data?.find((option) => option.name === value),
          );
      }}
      placeholder={t.lists.pickerPlaceholder}
      listHeight={listHeight}
      notFoundContent={search ? undefined : t.lists.pickerEmpty}
      autoFocus
      size="large"
      style={{ width: '100%' }}
      data-testid="item-picker"
    />
  );
}
