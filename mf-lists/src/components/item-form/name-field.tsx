import { ITEM_NAME_MAX } from '@organizator/shared/contract';
import { Field, TextInput } from '@organizator/shared/ui';
import type { ReactNode } from 'react';
import { t } from '../../texts';

/** An item's name, up to the contract's limit; Enter submits the view it is in. */
export function NameField({
  id,
  value,
  onChange,
  onSubmit,
  suffix,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  suffix?: ReactNode;
}) {
  return (
    <Field label={t.lists.nameLabel} htmlFor={id}>
      <TextInput
        id={id}
        size="large"
        value={value}
        maxLength={ITEM_NAME_MAX}
        onChange={onChange}
        onPressEnter={onSubmit}
        suffix={suffix}
      />
    </Field>
  );
}
