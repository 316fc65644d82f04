import type { DiaryMeal } from '@organizator/shared/contract';
import { whenIdle } from '@organizator/shared/runtime';
import { type Ref, startTransition, useEffect, useImperativeHandle, useState } from 'react';
import type { Food } from '../domain/diary-edits';
import type { GroceryPicker } from './grocery-picker';
import {
  type GroceryPickerProps,
  groceryPicker,
  LazyGroceryPicker,
  loadGroceryPicker,
} from './lazy-dialogs';

/** A page that is never idle still gets its picker ready, a little later. */
const PRELOAD_WITHIN_MS = 3000;

export interface MealPickerHandle {
  open: (meal: DiaryMeal) => void;
}

interface PickerState {
  /** The meal the picker is open for; null while closed. */
  meal: DiaryMeal | null;
  /** The picker's component once its code is here and it is kept mounted (closed) in the page. */
  Kept: typeof GroceryPicker | null;
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
  onAdd: (food: Food, quantity: number, meal: DiaryMeal) => Promise<unknown>;
}) {
  const [state, setState] = useState<PickerState>({ meal: null, Kept: null });
  useImperativeHandle(ref, () => ({ open: (meal) => setState((now) => ({ ...now, meal })) }), []);
  // Tried again once a picker opened before its code was here has closed.
  const closed = state.meal === null;
  const kept = state.Kept !== null;
  useEffect(() => {
    if (kept || !closed) return;
    let live = true;
    // A transition: React renders the closed picker in slices, between the page's other work.
    const keep = (Picker: typeof GroceryPicker) =>
      live &&
      startTransition(() =>
        setState((now) => (now.meal === null ? { ...now, Kept: Picker } : now)),
      );
    const cancel = whenIdle(
      () =>
        void groceryPicker
          .preload()
          .then(loadGroceryPicker)
          .then(keep, () => undefined),
      PRELOAD_WITHIN_MS,
    );
    return () => {
      live = false;
      cancel();
    };
  }, [kept, closed]);
  const close = () => setState((now) => ({ ...now, meal: null }));
  const props: GroceryPickerProps = {
    meal: state.meal,
    onCancel: close,
    onAdd: (food, quantity, chosen) => {
      const sent = onAdd(food, quantity, chosen);
      close();
      return sent;
    },
  };
  return state.Kept ? <state.Kept {...props} keptMounted /> : <LazyGroceryPicker {...props} />;
}
