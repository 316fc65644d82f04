import type { ComponentProps } from 'react';
import { lazy, Suspense } from 'react';

// The dialog (antd Modal) is fetched on the first delete, not with the list.
const ConfirmDelete = lazy(() =>
  import('@organizator/shared/ui').then(({ ConfirmDelete }) => ({ default: ConfirmDelete })),
);

type Props = ComponentProps<typeof ConfirmDelete>;

/** The shared ConfirmDelete, loaded only once it is first opened. */
export function LazyConfirmDelete(props: Props) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDelete {...props} />
    </Suspense>
  );
}
