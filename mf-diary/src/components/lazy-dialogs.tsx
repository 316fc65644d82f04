import type { DiaryMeal } from '@organizator/shared/contract';
import {
  type ComponentProps,
  lazy,
  type Ref,
  Suspense,
  useEffect,
  useImperativeHandle,
  useState,
} from 'react';
import type { Food } from '../diary-edits';

// The dialogs (antd Modal and Form) are not fetched with the day: the grocery picker, the one used
// most, is fetched once the day is shown and the browser is idle, so its first opening is not a
// download; the others when first opened.
const loadGroceryPicker = () => import('./grocery-picker');
const GroceryPicker = lazy(() => loadGroceryPicker().then((m) => ({ default: m.GroceryPicker })));
const ActivityDialog = lazy(() =>
  import('./activity-dialog').then((m) => ({ default: m.ActivityDialog })),
);

/** True from the first time `open` is true, so a loaded dialog stays mounted for its close animation. */
function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export function LazyGroceryPicker(props: ComponentProps<typeof GroceryPicker>) {
  if (!useOpenedOnce(props.meal !== null)) return null;
  return (
    <Suspense fallback={null}>
      <GroceryPicker {...props} />
    </Suspense>
  );
}

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
    idle(() => void loadGroceryPicker());
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

export function LazyActivityDialog(props: ComponentProps<typeof ActivityDialog>) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <ActivityDialog {...props} />
    </Suspense>
  );
}
