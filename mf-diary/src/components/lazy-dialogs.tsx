import { lazyDialog } from '@organizator/shared/ui';

// The dialogs (antd Modal, the picker's search) are fetched when first opened, not with the day.
export const { Dialog: LazyGroceryPicker } = lazyDialog(
  async () => (await import('./grocery-picker')).GroceryPicker,
  (props) => props.meal !== null,
);
export const { Dialog: LazyActivityDialog } = lazyDialog(
  async () => (await import('./activity-dialog')).ActivityDialog,
);
