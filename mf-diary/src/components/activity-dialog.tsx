import { ACTIVITY_NAME_MAX, type Activity } from '@organizator/shared/contract';
import {
  Dialog,
  Field,
  fieldMessageId,
  TextInput,
  useOpeningDraft,
  useSubmitGuard,
} from '@organizator/shared/ui';
import { type FormEvent, useId } from 'react';
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
  /** Sends the activity; this opening adds nothing more until what this returns has settled. */
  onAdd: (activity: Activity) => Promise<unknown>;
}) {
  const id = useId();
  const formId = `${id}-form`;
  // Every opening starts with empty fields, and a double click on "Dodaj" adds one activity.
  const [form, setForm, opening] = useOpeningDraft(open, () => ({
    values: emptyActivityForm,
    errors: {} as ActivityFormErrors,
  }));
  const { values, errors } = form;
  const guard = useSubmitGuard(opening);

  const change = (field: ActivityField, value: string) =>
    setForm((now) => {
      const next = { ...now.values, [field]: value };
      return {
        values: next,
        errors: { ...now.errors, [field]: activityFieldError(field, next) },
      };
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = activityFormErrors(values);
    setForm((now) => ({ ...now, errors: found }));
    if (Object.keys(found).length === 0) guard(() => onAdd(toActivity(values)));
  };

  return (
    <Dialog
      open={open}
      title={t.diary.addActivity}
      okText={t.diary.add}
      cancelText={t.common.cancel}
      okButtonProps={{ htmlType: 'submit', form: formId }}
      onCancel={onCancel}
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
