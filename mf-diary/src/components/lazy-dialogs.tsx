import { lazyDialog } from '@organizator/shared/ui';
import type { ComponentProps } from 'react';
import type { GroceryPicker } from './grocery-picker';

export type GroceryPickerProps = ComponentProps<typeof GroceryPicker>;

// The dialogs (the kit's Dialog, the picker's search) are not fetched with the day: the grocery
// picker, the one used most, is fetched once the day is shown and the browser is idle
// (meal-picker.tsx), so its first opening is not a download; the activity dialog when first opened.

/** The picker's code; the bundler fetches it once, however often this is called. */
export const loadGroceryPicker = async () => (await import('./grocery-picker')).GroceryPicker;

export const groceryPicker = lazyDialog(
  loadGroceryPicker,
  (props: GroceryPickerProps) => props.meal !== null,
);

export const LazyGroceryPicker = groceryPicker.Dialog;

export const { Dialog: LazyActivityDialog } = lazyDialog(
  async () => (await import('./activity-dialog')).ActivityDialog,
);
