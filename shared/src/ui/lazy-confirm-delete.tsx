import { lazyDialog } from './lazy-dialog';

/**
 * ConfirmDelete (and with it the kit's Dialog) fetched when a delete is first asked for, not with
 * the page; `preloadConfirmDelete` fetches it ahead when the pointer or focus reaches a delete
 * button.
 */
export const { Dialog: LazyConfirmDelete, preload: preloadConfirmDelete } = lazyDialog(
  async () => (await import('./confirm-delete')).ConfirmDelete,
);
