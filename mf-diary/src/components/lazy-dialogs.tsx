import type { DiaryMeal } from '@organizator/shared/contract';
import { whenIdle } from '@organizator/shared/runtime';
import { lazyDialog } from '@organizator/shared/ui';
import {
  type ComponentProps,
  type Ref,
  startTransition,
  useEffect,
  useImperativeHandle,
  useState,
} from 'react';
import type { Food } from '../domain/diary-edits';
import type { GroceryPicker } from './grocery-picker';

type GroceryPickerProps = ComponentProps<typeof GroceryPicker>;

// The dialogs (antd Modal, the picker's search) are not fetched with the day: the grocery picker, the
// one used most, is fetched once the day is shown and the browser is idle, so its first opening is
// not a download; the activity dialog when first opened.
/** A page that is never idle still gets its picker ready, a little later. */
const PRELOAD_WITHIN_MS = 3000;
let LoadedPicker: typeof GroceryPicker | null = null;
const groceryPicker = lazyDialog(
  async () => {
    LoadedPicker = (await import('./grocery-picker')).GroceryPicker;
    return LoadedPicker;
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
 * Once its code is here (fetched while the day is idle), the picker is rendered closed and kept:
 * an opening shows a dialog already in the page (antd's `forceRender`), with its styles, instead of
 * mounting it in the click. Opened before its code was here, it is the lazy dialog, and stays the
 * one it is until closed (mounting the kept one instead would lose what was typed); the kept one
 * replaces it at the next idle moment after that.
 */
export function MealPicker({
  ref,
  onAdd,
}: {
  ref: Ref<MealPickerHandle>;
  onAdd: (food: Food, quantity: number, meal: DiaryMeal) => void;
}) {
  const [state, setState] = useState({ meal: null as DiaryMeal | null, kept: false });
  useImperativeHandle(ref, () => ({ open: (meal) => setState((now) => ({ ...now, meal })) }), []);
  // Tried again once a picker opened before its code was here has closed.
  const closed = state.meal === null;
  useEffect(() => {
    if (state.kept || !closed) return;
    let live = true;
    // A transition: React renders the closed picker in slices, between the page's other work.
    const keep = () =>
      live &&
      startTransition(() => setState((now) => (now.meal === null ? { ...now, kept: true } : now)));
    const cancel = whenIdle(() => void groceryPicker.preload().then(keep), PRELOAD_WITHIN_MS);
    return () => {
      live = false;
      cancel();
    };
  }, [state.kept, closed]);
  const close = () => setState((now) => ({ ...now, meal: null }));
  const props: GroceryPickerProps = {
    meal: state.meal,
    onCancel: close,
    onAdd: (food, quantity, chosen) => {
      onAdd(food, quantity, chosen);
      close();
    },
  };
  return state.kept && LoadedPicker ? (
    <LoadedPicker {...props} keptMounted />
  ) : (
    <LazyGroceryPicker {...props} />
  );
}
