export type { BarcodeScannerProps } from './barcode-scanner';
export * from './lazy-barcode-scanner';
export * from './scan-button';
export * from './use-barcode-scan';
