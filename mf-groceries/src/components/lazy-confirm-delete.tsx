import { lazyDialog } from '@organizator/shared/ui';

/** The shared ConfirmDelete, fetched when a delete is first asked for, not with the list. */
export const { Dialog: LazyConfirmDelete } = lazyDialog(
  async () => (await import('./confirm-delete-module')).ConfirmDelete,
);
