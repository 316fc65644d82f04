/** Lengths of the retail barcodes a grocery may carry: EAN-8, UPC-A and EAN-13. */
const BARCODE_LENGTHS = new Set([8, 12, 13]);

/** What was typed or read, without the spaces and dashes printed between digit groups. */
export function normaliseBarcode(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/**
 * True for an EAN-8, UPC-A or EAN-13 whose last digit is its check digit (GS1: the other digits
 * weighted 3 and 1 alternately from the right, the check digit tops the sum up to a multiple of 10).
 */
export function isValidBarcode(code: string): boolean {
  if (!/^\d+$/.test(code) || !BARCODE_LENGTHS.has(code.length)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop();
  const sum = digits
    .reverse()
    .reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}
