import { ITEM_QUANTITY_MAX } from '@organizator/shared/contract';
import { Field, TextInput } from '@organizator/shared/ui';
import { t } from '../../texts';

/** An item's optional quantity with its unit ("2 l", "500 g"), free text up to the contract's limit. */
export function QuantityField({
  id,
  value,
  onChange,
  onSubmit,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
}) {
  return (
    <Field label={t.lists.quantityLabel} htmlFor={id}>
      <TextInput
        id={id}
        size="large"
        value={value}
        maxLength={ITEM_QUANTITY_MAX}
        placeholder={t.lists.quantityPlaceholder}
        onChange={onChange}
        onPressEnter={onSubmit}
      />
    </Field>
  );
}
