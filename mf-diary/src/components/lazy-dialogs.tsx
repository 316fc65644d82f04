import { type ComponentProps, lazy, Suspense, useState } from 'react';

// The dialogs (antd Modal and Form) are fetched when first opened, not with the day.
const GroceryPicker = lazy(() =>
  import('./grocery-picker').then((m) => ({ default: m.GroceryPicker })),
);
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

export function LazyActivityDialog(props: ComponentProps<typeof ActivityDialog>) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <ActivityDialog {...props} />
    </Suspense>
  );
}
