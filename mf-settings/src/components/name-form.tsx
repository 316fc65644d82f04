import type { User } from '@organizator/shared/contract';
import { Field, KitButton, TextInput } from '@organizator/shared/ui';
import { type FormEvent, useId, useState } from 'react';
import { useUpdateMe } from '../api/me';
import { t } from '../texts';

const s = t.settings;

interface NameFormProps {
  me: User;
  /** The onboarding step says "next" here and moves on after a successful save. */
  submitText?: string;
  onSaved?: () => void;
}

/**
 * The user's name (docs/product.md#screens): save disabled while the field is empty or a save runs. A native form
 * (antd Form's field engine is heavy for one field); the API's length rule answers a too-long
 * name with its own toast.
 */
export function NameForm({ me, submitText = s.saveName, onSaved }: NameFormProps) {
  const id = useId();
  const [name, setName] = useState(me.name ?? '');
  const update = useUpdateMe('name');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || update.isPending) return;
    update.mutate({ name: trimmed }, { onSuccess: () => onSaved?.() });
  };

  return (
    <form name="user-name" noValidate onSubmit={submit}>
      <Field htmlFor={id} label={s.nameLabel}>
        <TextInput
          id={id}
          name="name"
          value={name}
          onChange={setName}
          placeholder={s.namePlaceholder}
          autoComplete="name"
          autoFocus={!me.name}
        />
      </Field>
      <KitButton
        type="primary"
        htmlType="submit"
        loading={update.isPending}
        disabled={!name.trim() || update.isPending}
      >
        {submitText}
      </KitButton>
    </form>
  );
}
