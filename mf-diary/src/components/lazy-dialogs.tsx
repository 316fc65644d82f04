import type { DiaryMeal } from '@organizator/shared/contract';
import { lazyDialog } from '@organizator/shared/ui';
import { type Ref, useEffect, useImperativeHandle, useState } from 'react';
import type { Food } from '../diary-edits';

// The dialogs (antd Modal, the picker's search) are not fetched with the day: the grocery picker, the
// one used most, is fetched once the day is shown and the browser is idle, so its first opening is
// not a download; the activity dialog when first opened.
const groceryPicker = lazyDialog(
  async () => (await import('./grocery-picker')).GroceryPicker,
  (props) => props.meal !== null,
);
export const LazyGroceryPicker = groceryPicker.Dialog;
export const { Dialog: LazyActivityDialog } = lazyDialog(
  async () => (await import('./activity-dialog')).ActivityDialog,
);

export interface MealPickerHandle {
  open: (meal: DiaryMeal) => void;
}

/**
 * The meals' plus opens this picker through its handle: which meal it is open for is its own state,
 * so opening or closing it renders the picker alone, not the day with all its entries.
 */
export function MealPicker({
  ref,
  onAdd,
}: {
  ref: Ref<MealPickerHandle>;
  onAdd: (food: Food, quantity: number, meal: DiaryMeal) => void;
}) {
  const [meal, setMeal] = useState<DiaryMeal | null>(null);
  useImperativeHandle(ref, () => ({ open: setMeal }), []);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => groceryPicker.preload());
  }, []);
  return (
    <LazyGroceryPicker
      meal={meal}
      onCancel={() => setMeal(null)}
      onAdd={(food, quantity, chosen) => {
        onAdd(food, quantity, chosen);
        setMeal(null);
      }}
    />
  );
}
