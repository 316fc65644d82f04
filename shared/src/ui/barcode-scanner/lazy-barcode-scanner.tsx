import { lazyDialog } from '../lazy-dialog';

/** The scanner dialog, fetched when first opened (or when its button is pointed at). */
export const { Dialog: LazyBarcodeScanner, preload: preloadBarcodeScanner } = lazyDialog(
  async () =>
    (await import(/* webpackChunkName: "barcode-scanner" */ './barcode-scanner')).BarcodeScanner,
);
