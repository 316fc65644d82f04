import { type Grocery, type GroceryBody, groceryBody } from '@organizator/shared/contract';
import { t } from '@organizator/shared/i18n';
import type { FormRule as Rule } from 'antd';

/** What the form holds: the numbers as typed (text), so "abc" can be answered with "Must be a number". */
export interface GroceryFormValues {
  name: string;
  energy: string;
  protein: string;
  carb: string;
  fat: string;
  isPublic: boolean;
}

export const NUTRIENTS = ['energy', 'protein', 'carb', 'fat'] as const;
export type Nutrient = (typeof NUTRIENTS)[number];

export const emptyGroceryForm: GroceryFormValues = {
  name: '',
  energy: '',
  protein: '',
  carb: '',
  fat: '',
  isPublic: false,
};

/** Typed text -> number; a Croatian decimal comma is accepted. Empty or not numeric -> NaN. */
export function parseAmount(text: string | number | null | undefined): number {
  if (typeof text === 'number') return text;
  const trimmed = (text ?? '').trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** SPEC §5: nutrition values are sent as integers. */
export function toGroceryBody(values: GroceryFormValues): GroceryBody {
  return {
    name: values.name.trim(),
    energy: Math.round(parseAmount(values.energy)),
    protein: Math.round(parseAmount(values.protein)),
    carb: Math.round(parseAmount(values.carb)),
    fat: Math.round(parseAmount(values.fat)),
    isPublic: values.isPublic,
  };
}

export const toFormValues = (grocery: Grocery): GroceryFormValues => ({
  name: grocery.name,
  energy: String(grocery.energy),
  protein: String(grocery.protein),
  carb: String(grocery.carb),
  fat: String(grocery.fat),
  isPublic: grocery.isPublic,
});

/** Rules derived from the contract's `groceryBody`, so the form and the API refuse the same input. */
export const nameRules: Rule[] = [
  {
    validator: async (_, value: string | undefined) => {
      if (!value?.trim()) throw new Error(t.groceries.nameRequired);
      const result = groceryBody.shape.name.safeParse(value);
      if (!result.success) {
        const issue = result.error.issues[0];
        throw new Error(issue?.code === 'too_small' ? t.groceries.nameTooShort : issue?.message);
      }
    },
  },
];

export const amountRules = (field: Nutrient): Rule[] => [
  {
    validator: async (_, value: string | undefined) => {
      const amount = parseAmount(value);
      if (Number.isNaN(amount)) throw new Error(t.groceries.mustBeNumber);
      const result = groceryBody.shape[field].safeParse(Math.round(amount));
      if (!result.success) {
        const issue = result.error.issues[0];
        throw new Error(issue?.code === 'too_small' ? t.groceries.notNegative : issue?.message);
      }
    },
  },
];
