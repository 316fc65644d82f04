import { t } from '@organizator/shared/i18n';
import { useNavigate } from '@organizator/shared/router';
import { MutedText } from '@organizator/shared/ui';
import { Button, Checkbox, Flex, Form } from 'antd';
import {
  amountRules,
  emptyGroceryForm,
  type GroceryFormValues,
  type Nutrient,
  nameRules,
} from '../grocery-form-values';
import { FormTextInput } from './form-text-input';

interface GroceryFormProps {
  initialValues?: GroceryFormValues;
  submitText: string;
  submitting: boolean;
  /** Someone else's public grocery: shown, never editable (SPEC §6). */
  readOnly?: boolean;
  onSubmit: (values: GroceryFormValues) => void;
}

const NUTRIENT_FIELDS: { name: Nutrient; label: string }[] = [
  { name: 'energy', label: t.groceries.energy },
  { name: 'protein', label: t.groceries.protein },
  { name: 'carb', label: t.groceries.carb },
  { name: 'fat', label: t.groceries.fat },
];

/** Name, energy (kcal), protein, carbohydrate and fat (g) per 100g/100ml, and sharing (SPEC §2). */
export function GroceryForm({
  initialValues = emptyGroceryForm,
  submitText,
  submitting,
  readOnly = false,
  onSubmit,
}: GroceryFormProps) {
  const navigate = useNavigate();
  return (
    <Form<GroceryFormValues>
      name="grocery"
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      disabled={readOnly}
      requiredMark={false}
      style={{ maxWidth: 560 }}
    >
      <Form.Item name="name" label={t.groceries.name} rules={nameRules} validateFirst>
        <FormTextInput autoComplete="off" maxLength={120} disabled={readOnly} />
      </Form.Item>
      <p style={{ marginTop: 0 }}>
        <MutedText>{t.groceries.per100Hint}</MutedText>
      </p>
      <Flex wrap style={{ columnGap: 16 }}>
        {NUTRIENT_FIELDS.map(({ name, label }) => (
          <Form.Item
            key={name}
            name={name}
            label={label}
            rules={amountRules(name)}
            style={{ flex: '1 1 180px' }}
          >
            <FormTextInput inputMode="decimal" autoComplete="off" disabled={readOnly} />
          </Form.Item>
        ))}
      </Flex>
      <Form.Item name="isPublic" valuePropName="checked">
        <Checkbox>{t.groceries.isPublic}</Checkbox>
      </Form.Item>
      <Flex gap={8} wrap>
        {readOnly ? null : (
          <Button type="primary" htmlType="submit" loading={submitting}>
            {submitText}
          </Button>
        )}
        <Button disabled={false} onClick={() => navigate('/groceries')}>
          {readOnly ? t.common.back : t.common.cancel}
        </Button>
      </Flex>
    </Form>
  );
}
