/** Typed text -> number; a Croatian decimal comma is accepted. Empty or not numeric -> NaN. */
export function parseNumber(text: string | null | undefined): number {
  const trimmed = (text ?? '').trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}
