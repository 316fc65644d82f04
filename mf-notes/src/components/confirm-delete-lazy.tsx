import { type ComponentProps, lazy, Suspense } from 'react';

type ConfirmDeleteProps = ComponentProps<typeof import('@organizator/shared/ui')['ConfirmDelete']>;

/**
 * The delete dialog (antd Modal) is only needed once a delete is asked for: it loads
 * then, and `preloadConfirmDelete` fetches it ahead when the pointer or focus reaches a delete button.
 */
const load = () => import('./confirm-delete-module');
export const preloadConfirmDelete = () => void load();
const LazyConfirmDelete = lazy(async () => ({ default: (await load()).ConfirmDelete }));

export function ConfirmDeleteLazy(props: ConfirmDeleteProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LazyConfirmDelete {...props} />
    </Suspense>
  );
}
