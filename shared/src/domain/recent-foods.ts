/** A diary day as far as recent foods are concerned (any day shape with its entries). */
interface DayEntries<E extends { id: string }> {
  date: string;
  groceries: readonly E[];
}

/**
 * The entries of the foods most recently logged, newest first, each food once (by id): the diary
 * picker's one-tap foods, and what every food search puts first.
 */
export function recentEntries<E extends { id: string }>(
  days: readonly DayEntries<E>[],
  limit: number,
): E[] {
  const seen = new Map<string, E>();
  // ISO dates sort as text; `localeCompare` would load the collator's ICU data for a plain order.
  const newestFirst = [...days].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  for (const day of newestFirst) {
    for (const entry of [...day.groceries].reverse()) {
      if (!seen.has(entry.id)) seen.set(entry.id, entry);
      if (seen.size >= limit) return [...seen.values()];
    }
  }
  return [...seen.values()];
}
