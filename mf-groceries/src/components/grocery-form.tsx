import { GROCERY_NAME_MAX } from '@organizator/shared/contract';
import { t } from '@organizator/shared/i18n';
import { useNavigate } from '@organizator/shared/router';
import { Field, fieldMessageId, MutedText, TextInput } from '@organizator/shared/ui';
import { Button, Flex, theme } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import {
  amountError,
  emptyGroceryForm,
  type GroceryFormErrors,
  type GroceryFormValues,
  groceryFormErrors,
  type Nutrient,
  nameError,
} from '../domain/grocery-form-values';

interface GroceryFormProps {
  initialValues?: GroceryFormValues;
  submitText: string;
  submitting: boolean;
  /** Someone else's public grocery: shown, never editable (docs/product.md#permissions). */
  readOnly?: boolean;
  onSubmit: (values: GroceryFormValues) => void;
}

const NUTRIENT_FIELDS: { name: Nutrient; label: string }[] = [
  { name: 'energy', label: t.groceries.energy },
  { name: 'protein', label: t.groceries.protein },
  { name: 'carb', label: t.groceries.carb },
  { name: 'fat', label: t.groceries.fat },
];

const fieldError = (field: 'name' | Nutrient, value: string) =>
  field === 'name' ? nameError(value) : amountError(field, value);

/**
 * Name, energy (kcal), protein, carbohydrate and fat (g) per 100g/100ml, and sharing (docs/product.md#screens).
 * A native form checked against the contract (not antd Form: its field engine and async-validator
 * kept /groceries/create over the JS budget). Like antd's default, a field is checked as it changes
 * and every field on submit.
 */
export function GroceryForm({
  initialValues = emptyGroceryForm,
  submitText,
  submitting,
  readOnly = false,
  onSubmit,
}: GroceryFormProps) {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const id = useId();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<GroceryFormErrors>({});

  const change = (field: 'name' | Nutrient, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: fieldError(field, value) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    const found = groceryFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  const input = (
    field: 'name' | Nutrient,
    extra: { inputMode?: 'decimal'; maxLength?: number },
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
      <Field htmlFor={`${id}-name`} label={t.groceries.name} error={errors.name}>
        {input('name', { maxLength: GROCERY_NAME_MAX })}
      </Field>
      <p style={{ marginTop: 0 }}>
        <MutedText>{t.groceries.per100Hint}</MutedText>
      </p>
      <Flex wrap style={{ columnGap: 16 }}>
        {NUTRIENT_FIELDS.map(({ name, label }) => (
          <Field
            key={name}
            htmlFor={`${id}-${name}`}
            label={label}
            error={errors[name]}
            style={{ flex: '1 1 180px' }}
          >
            {input(name, { inputMode: 'decimal' })}
          </Field>
        ))}
      </Flex>
      <label
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 8,
          marginBottom: token.marginLG,
          color: readOnly ? token.colorTextDisabled : token.colorText,
          cursor: readOnly ? 'not-allowed' : 'pointer',
        }}
      >
        <input
          type="checkbox"
          name="isPublic"
          checked={values.isPublic}
          disabled={readOnly}
          onChange={(e) => setValues((v) => ({ ...v, isPublic: e.target.checked }))}
          style={{ width: 16, height: 16, margin: 0, accentColor: token.colorPrimary }}
        />
        {t.groceries.isPublic}
      </label>
      <Flex gap={8} wrap>
        {readOnly ? null : (
          <Button type="primary" htmlType="submit" loading={submitting}>
            {submitText}
          </Button>
        )}
        <Button onClick={() => navigate('/groceries')}>
          {readOnly ? t.common.back : t.common.cancel}
        </Button>
      </Flex>
    </form>
  );
}
