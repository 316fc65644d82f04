import { lazyDialog } from '@organizator/shared/ui';

/**
 * The delete dialog is only needed once a delete is asked for: it loads then, and `preload` fetches
 * it ahead when the pointer or focus reaches a delete button.
 */
export const { Dialog: ConfirmDeleteLazy, preload: preloadConfirmDelete } = lazyDialog(
  async () => (await import('./confirm-delete-module')).ConfirmDelete,
);
