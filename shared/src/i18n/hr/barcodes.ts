/** The barcode scanner (catalogue and diary picker) and what a scanned code leads to. */
export const barcodes = {
  scan: 'Skeniraj',
  scanLabel: 'Skeniraj barkod',
  title: 'Skeniranje barkoda',
  cameraHint: 'Usmjerite kameru prema barkodu na pakiranju.',
  cameraStarting: 'Pokrećem kameru…',
  cameraScanning: 'Tražim barkod…',
  cameraUnavailable: 'Kamera nije dostupna. Upišite brojeve ispod barkoda.',
  cameraDenied: 'Pristup kameri nije dopušten. Upišite brojeve ispod barkoda.',
  decoderFailed: 'Čitač barkoda se nije učitao. Upišite brojeve ispod barkoda.',
  digitsLabel: 'Brojevi ispod barkoda',
  digitsPlaceholder: 'npr. 3850104006142',
  find: 'Pronađi',
  found: (code: string) => `Pročitan barkod ${code}`,
  searching: 'Tražim namirnicu…',
  /** The create form opened from a code nobody's food has yet. */
  lookupDraft: 'Podaci s pakiranja: provjerite ih i spremite.',
  lookupFailed: 'Podaci za ovaj barkod nisu pronađeni automatski. Upišite ih s pakiranja.',
  /** Under a field whose value from the product's page did not fit the form and was changed. */
  clampedName: 'Naziv je bio predug pa je skraćen: provjerite ga.',
  clampedValue: 'Vrijednost s pakiranja bila je prevelika pa je smanjena: provjerite je.',
  barcode: 'Barkod',
  lookupError: 'Pretraga barkoda nije uspjela',
} as const;
