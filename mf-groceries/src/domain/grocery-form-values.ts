import {
  type FoodDraft,
  type Grocery,
  type GroceryBody,
  groceryBody,
  type Visibility,
} from '@organizator/shared/contract';
import { formatNumber, parseNumber } from '@organizator/shared/i18n';
import { t } from '../texts';

/** What the form holds: the numbers as typed (text), so "abc" can be answered with "Must be a number". */
export interface GroceryFormValues {
  name: string;
  energy: string;
  protein: string;
  carb: string;
  fat: string;
  visibility: Visibility;
  /** The digits under the product's barcode; empty for none. */
  barcode: string;
  /** Grams of one piece, and grams per millilitre: empty when not known (both optional). */
  pieceGrams: string;
  density: string;
}

/** The optional measures that turn an imported recipe's pieces and spoons into grams. */
export const MEASURES = ['pieceGrams', 'density'] as const;
export type Measure = (typeof MEASURES)[number];

const measureOf = (text: string) => (text.trim() ? parseNumber(text) : null);
const measureText = (value: number | null | undefined) =>
  value == null ? '' : formatNumber(value, 3);

export const NUTRIENTS = ['energy', 'protein', 'carb', 'fat'] as const;
export type Nutrient = (typeof NUTRIENTS)[number];

export const emptyGroceryForm: GroceryFormValues = {
  name: '',
  energy: '',
  protein: '',
  carb: '',
  fat: '',
  visibility: 'private',
  barcode: '',
  pieceGrams: '',
  density: '',
};

/** docs/product.md#validation: nutrition values are sent as integers. */
export function toGroceryBody(values: GroceryFormValues): GroceryBody {
  return {
    name: values.name.trim(),
    energy: Math.round(parseNumber(values.energy)),
    protein: Math.round(parseNumber(values.protein)),
    carb: Math.round(parseNumber(values.carb)),
    fat: Math.round(parseNumber(values.fat)),
    visibility: values.visibility,
    barcode: values.barcode.trim() ? values.barcode.trim() : null,
    pieceGrams: measureOf(values.pieceGrams),
    density: measureOf(values.density),
  };
}

export const toFormValues = (grocery: Grocery): GroceryFormValues => ({
  name: grocery.name,
  energy: String(grocery.energy),
  protein: String(grocery.protein),
  carb: String(grocery.carb),
  fat: String(grocery.fat),
  visibility: grocery.visibility,
  barcode: grocery.barcode ?? '',
  pieceGrams: measureText(grocery.pieceGrams),
  density: measureText(grocery.density),
});

/** A product found by its barcode, for the user to check: a value the label lacks stays empty. */
export const draftFormValues = (draft: FoodDraft): GroceryFormValues => ({
  ...emptyGroceryForm,
  name: draft.name,
  energy: draft.energy === null ? '' : String(draft.energy),
  protein: draft.protein === null ? '' : String(draft.protein),
  carb: draft.carb === null ? '' : String(draft.carb),
  fat: draft.fat === null ? '' : String(draft.fat),
  barcode: draft.barcode,
});

/** The contract's message for a barcode (check digit, lengths); none for an empty field. */
export function barcodeError(value: string): string | undefined {
  if (!value.trim()) return undefined;
  const result = groceryBody.shape.barcode.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The field's message, derived from the contract's `groceryBody` so the form and the API refuse the same input. */
export function nameError(value: string): string | undefined {
  if (!value.trim()) return t.groceries.nameRequired;
  const result = groceryBody.shape.name.safeParse(value);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  return issue?.code === 'too_small' ? t.groceries.nameTooShort : issue?.message;
}

export function amountError(field: Nutrient, value: string): string | undefined {
  const amount = parseNumber(value);
  if (Number.isNaN(amount)) return t.groceries.mustBeNumber;
  const result = groceryBody.shape[field].safeParse(Math.round(amount));
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  return issue?.code === 'too_small' ? t.groceries.notNegative : issue?.message;
}

/** The contract's message for a measure; none for an empty field (it is optional). */
export function measureError(field: Measure, value: string): string | undefined {
  if (!value.trim()) return undefined;
  const amount = parseNumber(value);
  if (Number.isNaN(amount)) return t.groceries.mustBeNumber;
  const result = groceryBody.shape[field].safeParse(amount);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export type GroceryFormErrors = Partial<Record<'name' | 'barcode' | Nutrient | Measure, string>>;

/** Every field's message; empty when the form may be sent. */
export function groceryFormErrors(values: GroceryFormValues): GroceryFormErrors {
  const errors: GroceryFormErrors = {};
  const name = nameError(values.name);
  if (name) errors.name = name;
  const barcode = barcodeError(values.barcode);
  if (barcode) errors.barcode = barcode;
  for (const field of NUTRIENTS) {
    const error = amountError(field, values[field]);
    if (error) errors[field] = error;
  }
  for (const field of MEASURES) {
    const error = measureError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
