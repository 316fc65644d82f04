import { type FoodDraftField, GROCERY_NAME_MAX } from '@organizator/shared/contract';
import { useNavigate } from '@organizator/shared/router';
import {
  Field,
  FlexBox,
  fieldMessageId,
  KitButton,
  MutedText,
  TextInput,
  useSubmitGuard,
} from '@organizator/shared/ui';
import { type FormEvent, useId, useState } from 'react';
import {
  amountError,
  barcodeError,
  emptyGroceryForm,
  type GroceryFormErrors,
  type GroceryFormValues,
  groceryFormErrors,
  type Measure,
  measureError,
  type Nutrient,
  nameError,
} from '../domain/grocery-form-values';
import { t } from '../texts';
import { VisibilityField } from './visibility-field';

interface GroceryFormProps {
  initialValues?: GroceryFormValues;
  submitText: string;
  submitting: boolean;
  /** Someone else's public grocery: shown, never editable (docs/product.md#permissions). */
  readOnly?: boolean;
  /** Fields a barcode lookup had to cut or lower to fit: flagged for checking until edited. */
  clamped?: readonly FoodDraftField[];
  /** Sends the values; the form sends nothing more until what this returns has settled. */
  onSubmit: (values: GroceryFormValues) => Promise<unknown>;
}

const NUTRIENT_FIELDS: { name: Nutrient; label: string }[] = [
  { name: 'energy', label: t.groceries.energy },
  { name: 'protein', label: t.groceries.protein },
  { name: 'carb', label: t.groceries.carb },
  { name: 'fat', label: t.groceries.fat },
];

type TextField = 'name' | 'barcode' | Nutrient | Measure;

const fieldError = (field: TextField, value: string) =>
  field === 'name'
    ? nameError(value)
    : field === 'barcode'
      ? barcodeError(value)
      : field === 'pieceGrams' || field === 'density'
        ? measureError(field, value)
        : amountError(field, value);

/**
 * Name, energy (kcal), protein, carbohydrate and fat (g) per 100g/100ml, the barcode, and who sees
 * it (docs/product.md#screens; private, the team or everyone).
 * A native form checked against the contract (not antd Form: its field engine and async-validator
 * kept /groceries/create over the JS budget). Like antd's default, a field is checked as it changes
 * and every field on submit.
 */
export function GroceryForm({
  initialValues = emptyGroceryForm,
  submitText,
  submitting,
  readOnly = false,
  clamped = [],
  onSubmit,
}: GroceryFormProps) {
  const navigate = useNavigate();
  const id = useId();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<GroceryFormErrors>({});
  const guard = useSubmitGuard();

  const checkHint = (field: FoodDraftField) =>
    clamped.includes(field) && values[field] === initialValues[field]
      ? field === 'name'
        ? t.barcodes.clampedName
        : t.barcodes.clampedValue
      : undefined;

  const change = (field: TextField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: fieldError(field, value) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    const found = groceryFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length === 0) guard(() => onSubmit(values));
  };

  const input = (
    field: TextField,
    extra: { inputMode?: 'decimal' | 'numeric'; maxLength?: number; placeholder?: string },
  ) => {
    const inputId = `${id}-${field}`;
    return (
      <TextInput
        id={inputId}
        name={field}
        autoComplete="off"
        disabled={readOnly}
        value={values[field]}
        onChange={(value) => change(field, value)}
        status={errors[field] ? 'error' : ''}
        aria-describedby={fieldMessageId(inputId)}
        {...extra}
      />
    );
  };

  return (
    <form name="grocery" noValidate onSubmit={submit} style={{ maxWidth: 560 }}>
      <Field
        htmlFor={`${id}-name`}
        label={t.groceries.name}
        error={errors.name}
        help={checkHint('name')}
      >
        {input('name', { maxLength: GROCERY_NAME_MAX })}
      </Field>
      <p style={{ marginTop: 0 }}>
        <MutedText>{t.groceries.per100Hint}</MutedText>
      </p>
      <FlexBox wrap style={{ columnGap: 16 }}>
        {NUTRIENT_FIELDS.map(({ name, label }) => (
          <Field
            key={name}
            htmlFor={`${id}-${name}`}
            label={label}
            error={errors[name]}
            help={checkHint(name)}
            style={{ flex: '1 1 180px' }}
          >
            {input(name, { inputMode: 'decimal' })}
          </Field>
        ))}
      </FlexBox>
      <FlexBox wrap style={{ columnGap: 16 }}>
        <Field
          htmlFor={`${id}-pieceGrams`}
          label={t.groceries.pieceGrams}
          help={t.groceries.pieceGramsHelp}
          error={errors.pieceGrams}
          style={{ flex: '1 1 180px' }}
        >
          {input('pieceGrams', { inputMode: 'decimal' })}
        </Field>
        <Field
          htmlFor={`${id}-density`}
          label={t.groceries.density}
          help={t.groceries.densityHelp}
          error={errors.density}
          style={{ flex: '1 1 180px' }}
        >
          {input('density', { inputMode: 'decimal' })}
        </Field>
      </FlexBox>
      <Field htmlFor={`${id}-barcode`} label={t.barcodes.barcode} error={errors.barcode}>
        {input('barcode', { inputMode: 'numeric', placeholder: t.barcodes.digitsPlaceholder })}
      </Field>
      <VisibilityField
        value={values.visibility}
        disabled={readOnly}
        onChange={(visibility) => setValues((v) => ({ ...v, visibility }))}
      />
      <FlexBox gap={8} wrap>
        {readOnly ? null : (
          <KitButton type="primary" htmlType="submit" loading={submitting}>
            {submitText}
          </KitButton>
        )}
        <KitButton onClick={() => navigate('/groceries')}>
          {readOnly ? t.common.back : t.common.cancel}
        </KitButton>
      </FlexBox>
    </form>
  );
}
