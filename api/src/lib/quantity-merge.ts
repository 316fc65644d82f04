/** An amount in grams as a list item shows it: whole grams, or one decimal with a comma. */
export function gramsText(grams: number): string {
  const rounded = Math.round(grams * 10) / 10;
  return `${String(rounded).replace('.', ',')} g`;
}

/** The grams a quantity states ("300 g", "2,5 g", "300g"), or null for any other amount. */
export function gramsOf(quantity: string): number | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*g\s*$/i.exec(quantity);
  return match ? Number(match[1]!.replace(',', '.')) : null;
}

/**
 * The quantity of an open item after `grams` more of it are added: amounts in grams are summed
 * ("300 g" + 200 -> "500 g"); any other amount is kept and the grams are shown beside it
 * ("2 kom" + 200 -> "2 kom + 200 g"); no amount becomes the grams.
 */
export function mergeQuantity(existing: string | null, grams: number): string {
  const added = gramsText(grams);
  if (!existing?.trim()) return added;
  const before = gramsOf(existing);
  if (before !== null) return gramsText(before + grams);
  return `${existing.trim()} + ${added}`;
}
