import { ACTIVITY_NAME_MAX, type Activity } from '@organizator/shared/contract';
import { Dialog, Field, fieldMessageId, TextInput } from '@organizator/shared/ui';
import { type FormEvent, useId, useState } from 'react';
import {
  type ActivityField,
  type ActivityFormErrors,
  activityFieldError,
  activityFormErrors,
  emptyActivityForm,
  toActivity,
} from '../domain/activity-form-values';
import { t } from '../texts';

const FIELDS: { name: ActivityField; label: string; numeric: boolean }[] = [
  { name: 'name', label: t.diary.activityName, numeric: false },
  { name: 'duration', label: t.diary.duration, numeric: true },
  { name: 'energy', label: t.diary.energySpent, numeric: true },
];

/**
 * Add-activity dialog: name, duration in minutes and energy spent (docs/product.md#screens). A native form checked
 * against the contract, like every form of the app: a field is checked as it changes, all on submit.
 */
export function ActivityDialog({
  open,
  onCancel,
  onAdd,
}: {
  open: boolean;
  onCancel: () => void;
  onAdd: (activity: Activity) => void;
}) {
  const id = useId();
  const formId = `${id}-form`;
  const [values, setValues] = useState(emptyActivityForm);
  const [errors, setErrors] = useState<ActivityFormErrors>({});

  const change = (field: ActivityField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors((e) => ({ ...e, [field]: activityFieldError(field, next) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = activityFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onAdd(toActivity(values));
  };

  return (
    <Dialog
      open={open}
      title={t.diary.addActivity}
      okText={t.diary.add}
      cancelText={t.common.cancel}
      okButtonProps={{ htmlType: 'submit', form: formId }}
      onCancel={onCancel}
      afterClose={() => {
        setValues(emptyActivityForm);
        setErrors({});
      }}
    >
      <form id={formId} name="activity" noValidate onSubmit={submit}>
        {FIELDS.map(({ name, label, numeric }) => {
          const inputId = `${id}-${name}`;
          return (
            <Field key={name} htmlFor={inputId} label={label} error={errors[name]}>
              <TextInput
                id={inputId}
                name={name}
                autoComplete="off"
                autoFocus={name === 'name'}
                inputMode={numeric ? 'numeric' : undefined}
                maxLength={numeric ? undefined : ACTIVITY_NAME_MAX}
                value={values[name]}
                onChange={(value) => change(name, value)}
                status={errors[name] ? 'error' : ''}
                aria-describedby={fieldMessageId(inputId)}
              />
            </Field>
          );
        })}
      </form>
    </Dialog>
  );
}
