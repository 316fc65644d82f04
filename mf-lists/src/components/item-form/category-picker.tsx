import { CATEGORIES } from '@organizator/shared/domain';
import { Combobox } from '@organizator/shared/ui';
import { useMemo, useState } from 'react';
import { usePickerHeight } from '../../hooks/use-picker-height';
import { t } from '../../texts';

type Category = (typeof CATEGORIES)[number] & { key: string };

const CHOICES: readonly Category[] = CATEGORIES.map((category) => ({
  ...category,
  key: category.value,
}));
const SEARCHED = CHOICES.map((choice) => choice.label.toLocaleLowerCase('hr'));

/** The 32 categories with search (docs/product.md (#screens, #data)): typing narrows by name. */
export function CategoryPicker({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  const listHeight = usePickerHeight();
  const [search, setSearch] = useState('');
  const selected = CHOICES.find((choice) => choice.value === value) ?? null;
  const options = useMemo(() => {
    const query = search.trim().toLocaleLowerCase('hr');
    return query ? CHOICES.filter((_, i) => SEARCHED[i]?.includes(query)) : CHOICES;
  }, [search]);
  return (
    <Combobox
      id={id}
      label={t.lists.categoryLabel}
      listLabel={t.lists.categoryChoices}
      options={options}
      selected={selected}
      onSelect={(choice) => onChange(choice.value)}
      onInputChange={setSearch}
      placeholder={t.lists.categoryPlaceholder}
      listHeight={listHeight}
      size="large"
      data-testid="category-picker"
    />
  );
}
