import { CATEGORIES } from '@organizator/shared/domain';
import { Select } from 'antd';
import { usePickerHeight } from '../../hooks/use-picker-height';
import { t } from '../../texts';

/** The 32 categories with search (docs/product.md (#screens, #data)). */
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
  return (
    <Select
      id={id}
      aria-label={t.lists.categoryLabel}
      value={value}
      onChange={onChange}
      options={CATEGORIES}
      placeholder={t.lists.categoryPlaceholder}
      showSearch={{ optionFilterProp: 'label' }}
      listHeight={listHeight}
      style={{ width: '100%' }}
      size="large"
      data-testid="category-picker"
    />
  );
}
