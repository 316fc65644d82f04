import { SEARCH_MIN_LENGTH } from './constants';

/**
 * docs/product.md#validation: a grocery search term needs at least 3 characters and matches the start of the name,
 * case-insensitively. Used by the groceries lists and the food diary's picker.
 */
export const isSearchTermLongEnough = (term: string) => term.trim().length >= SEARCH_MIN_LENGTH;

function matchesNamePrefix(name: string, term: string) {
  return name.trim().toLocaleLowerCase('hr').startsWith(term.trim().toLocaleLowerCase('hr'));
}

/** Items whose name starts with `term`; a term shorter than 3 characters filters nothing. */
export function filterByNamePrefix<T extends { name: string }>(items: readonly T[], term: string) {
  if (!isSearchTermLongEnough(term)) return [...items];
  return items.filter((item) => matchesNamePrefix(item.name, term));
}
