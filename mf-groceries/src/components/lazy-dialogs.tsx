import { lazyDialog } from '@organizator/shared/ui';

/** The recipe page's dialog is fetched when first opened (or its button pointed at). */
export const { Dialog: LazyAddToListDialog, preload: preloadAddToListDialog } = lazyDialog(
  async () => (await import('./add-to-list-dialog')).AddToListDialog,
);
