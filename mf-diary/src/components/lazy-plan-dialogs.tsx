import { lazyDialog } from '@organizator/shared/ui';

// The week's dialogs (the kit's Dialog, the food search, the list chooser) are not fetched with the week:
// pointing at or focusing the week or the list button fetches them ahead of the first opening.
// Each is mounted only while open.
const open = () => true;

export const entryDialog = lazyDialog(
  async () => (await import('./entry-dialog')).EntryDialog,
  open,
);

export const toListDialog = lazyDialog(
  async () => (await import('./to-list-dialog')).ToListDialog,
  open,
);
