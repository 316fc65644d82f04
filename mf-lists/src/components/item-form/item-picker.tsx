import type { ItemOption } from '@organizator/shared/contract';
import { queries } from '@organizator/shared/query';
import { Combobox, type ComboboxOption } from '@organizator/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { usePickerHeight } from '../../hooks/use-picker-height';
import { t } from '../../texts';

/** The "add a new name" option's key, apart from the suggestions' (their ids). */
const NEW_KEY = 'new';
/**
 * Suggestions listed at once, best ranked first: the team may have hundreds of names, and listing
 * them all made every keystroke rebuild hundreds of options; typing narrows to the rest.
 */
export const SHOWN_SUGGESTIONS = 50;

/** A suggestion with its name in the form searched, worked out once per answer, not per keystroke. */
export interface SearchableOption {
  option: ItemOption;
  key: string;
}

export const searchable = (options: readonly ItemOption[]): SearchableOption[] =>
  options.map((option) => ({ option, key: option.name.toLocaleLowerCase('hr') }));

/** A line of the picker: the name it stands for, and what the line says. */
export interface PickerOption extends ComboboxOption {
  value: string;
}

export function pickerOptions(
  options: readonly SearchableOption[],
  search: string,
): PickerOption[] {
  const query = search.trim().toLocaleLowerCase('hr');
  // The API already ranks suggestions by how often and how recently the team used them.
  const matches: PickerOption[] = [];
  let exact: ItemOption | undefined;
  for (const { option, key } of options) {
    if (query && exact === undefined && key === query) exact = option;
    if (matches.length < SHOWN_SUGGESTIONS && (!query || key.includes(query)))
      matches.push({ key: option.id, value: option.name, label: option.name });
    else if (matches.length === SHOWN_SUGGESTIONS && (!query || exact)) break;
  }
  // The name typed exactly is always offered, even when better-ranked names fill the list.
  if (exact && !matches.some((m) => m.key === exact.id))
    matches.unshift({ key: exact.id, value: exact.name, label: exact.name });
  return query && !exact
    ? [...matches, { key: NEW_KEY, value: search.trim(), label: t.lists.pickerNew(search.trim()) }]
    : matches;
}

interface ItemPickerProps {
  id: string;
  listId: string;
  /**
   * The search as the view has it, which the suggestions list: the field starts with it, then shows
   * each key at once, while the view hears of it in a transition (see `onSearch`).
   */
  search: string;
  /** Each change of the text; the view keeps it in a transition, so a key paints before it renders. */
  onSearch: (search: string) => void;
  /** The chosen name, and the suggestion it came from (none for a new name). */
  onPick: (name: string, option?: ItemOption) => void;
}

/**
 * Search existing item names from the team's other lists, or take the typed text as a new name.
 *
 * The field is uncontrolled (the combobox keeps its text), so a key renders the field alone and is
 * painted at once; the view (quick picks, category, images, buttons) and the suggestions follow in
 * a transition, which React renders after that paint and drops when the next key comes first.
 */
export function ItemPicker({ id, listId, search, onSearch, onPick }: ItemPickerProps) {
  const typed = useRef(search);
  const suggestions = useQuery(queries.lists.itemOptions(listId));
  const listHeight = usePickerHeight();
  const names = useMemo(() => searchable(suggestions.data ?? []), [suggestions.data]);
  const options = useMemo(() => pickerOptions(names, search), [names, search]);
  const select = ({ key, value }: PickerOption) => {
    if (key === NEW_KEY) onPick(value);
    else
      onPick(
        value,
        suggestions.data?.find((option) => option.id === key),
      );
  };
  return (
    <div
      // Enter or Tab chooses the first suggestion for what is typed. While the list is still a key
      // behind, its first option is not that one: choose from the up-to-date list instead.
      onKeyDownCapture={(event) => {
        if (typed.current === search || (event.key !== 'Enter' && event.key !== 'Tab')) return;
        const first = pickerOptions(names, typed.current)[0];
        if (!first) return;
        event.preventDefault();
        event.stopPropagation();
        select(first);
      }}
    >
      <Combobox
        id={id}
        label={t.lists.pickerLabel}
        listLabel={t.lists.pickerSuggestions}
        defaultInputValue={search}
        options={options}
        onInputChange={(value) => {
          typed.current = value;
          onSearch(value);
        }}
        onSelect={select}
        placeholder={t.lists.pickerPlaceholder}
        listHeight={listHeight}
        notFoundContent={search ? undefined : t.lists.pickerEmpty}
        autoFocus
        size="large"
        data-testid="item-picker"
      />
    </div>
  );
}
