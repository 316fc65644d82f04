import { ACTIVITY_NAME_MAX, type Activity, activity } from '@organizator/shared/contract';
import { parseNumber } from '@organizator/shared/i18n';
import { t } from '../texts';

/** What the form holds: the numbers as typed, so "abc" can be answered in words. */
export interface ActivityFormValues {
  name: string;
  duration: string;
  energy: string;
}
export type ActivityField = keyof ActivityFormValues;
export type ActivityFormErrors = Partial<Record<ActivityField, string>>;

export const emptyActivityForm: ActivityFormValues = { name: '', duration: '', energy: '' };

export function toActivity(values: ActivityFormValues): Activity {
  return {
    name: values.name.trim(),
    duration: parseNumber(values.duration),
    energy: Math.round(parseNumber(values.energy)),
  };
}

/** A field's message, from the contract's `activity` so the dialog and the API refuse the same input. */
export function activityFieldError(field: ActivityField, values: ActivityFormValues) {
  const value = toActivity(values)[field];
  if (typeof value === 'number' && Number.isNaN(value)) return t.diary.numberRequired;
  if (activity.shape[field].safeParse(value).success) return undefined;
  if (field !== 'name') return t.diary.numberRequired;
  return values.name.trim()
    ? t.diary.activityNameTooLong(ACTIVITY_NAME_MAX)
    : t.diary.activityNameRequired;
}

/** Every field's message; empty when the activity may be added. */
export function activityFormErrors(values: ActivityFormValues): ActivityFormErrors {
  const errors: ActivityFormErrors = {};
  for (const field of ['name', 'duration', 'energy'] as const) {
    const error = activityFieldError(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}
