import type { DiaryMeal } from '@organizator/shared/contract';
import { lazyDialog } from '@organizator/shared/ui';
import { type ComponentProps, type Ref, useEffect, useImperativeHandle, useState } from 'react';
import type { Food } from '../diary-edits';
import type { GroceryPicker, GroceryPickerStyles } from './grocery-picker';

type GroceryPickerProps = ComponentProps<typeof GroceryPicker>;

// The dialogs (antd Modal, the picker's search) are not fetched with the day: the grocery picker, the
// one used most, is fetched once the day is shown and the browser is idle, so its first opening is
// not a download; the activity dialog when first opened.
let PickerStyles: typeof GroceryPickerStyles | null = null;
const groceryPicker = lazyDialog(
  async () => {
    const module = await import('./grocery-picker');
    PickerStyles = module.GroceryPickerStyles;
    return module.GroceryPicker;
  },
  (props: GroceryPickerProps) => props.meal !== null,
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
 *
 * Once its code is here, each opening mounts a new picker (the previous one stays mounted until
 * then, for antd's close animation): a dialog closed with `destroyOnHidden` and opened again renders
 * nothing in the render that opens it, and its content only in a second render (antd's dialog
 * learns in an effect that it is visible again), a frame later; a new one has it in the first.
 */
export function MealPicker({
  ref,
  onAdd,
}: {
  ref: Ref<MealPickerHandle>;
  onAdd: (food: Food, quantity: number, meal: DiaryMeal) => void;
}) {
  const [state, setState] = useState({ meal: null as DiaryMeal | null, opened: 0, loaded: false });
  useImperativeHandle(
    ref,
    () => ({ open: (meal) => setState((now) => ({ ...now, meal, opened: now.opened + 1 })) }),
    [],
  );
  useEffect(() => {
    let live = true;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    // The closed picker is mounted again, now the loaded one, and the picker's styles are held:
    // antd's Modal generates its styles here, while the day is idle, not in the first opening, nor
    // again in each opening (a new picker replacing the last one dropped them, their last user gone,
    // and generated them again). Opened before its code was here, the picker stays the one it is:
    // mounting it again would lose what was typed.
    const loaded = () =>
      live && setState((now) => (now.meal === null ? { ...now, loaded: true } : now));
    idle(() => void groceryPicker.preload().then(loaded));
    return () => {
      live = false;
    };
  }, []);
  const close = () => setState((now) => ({ ...now, meal: null }));
  return (
    <>
      {state.loaded && PickerStyles ? <PickerStyles /> : null}
      <LazyGroceryPicker
        key={state.loaded ? state.opened : 'lazy'}
        meal={state.meal}
        onCancel={close}
        onAdd={(food, quantity, chosen) => {
          onAdd(food, quantity, chosen);
          close();
        }}
      />
    </>
  );
}
