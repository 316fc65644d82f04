/** The 32 list-item categories of docs/product.md#data: value is lower-case Croatian, label capitalised. */
export const CATEGORY_VALUES = [
  'mliječni proizvodi',
  'meso i perad',
  'riba i morski plodovi',
  'jaja',
  'pekarski proizvodi',
  'voće i povrće',
  'slatkiši i grickalice',
  'bezalkoholna pića',
  'alkoholna pića',
  'topli napitci',
  'začini i bilje',
  'smrznuta hrana',
  'higijenski proizvodi',
  'proizvodi za kućanstvo',
  'elektronika',
  'odjeća i obuća',
  'kućni ljubimci',
  'knjige i mediji',
  'zdravlje i ljepota',
  'kolači',
  'žitarice i tjestenina',
  'vege/vegan',
  'vrt i alati',
  'dječja oprema',
  'igračke',
  'građevinski materijal',
  'vozila',
  'sport i rekreacija',
  'posao',
  'lijekovi',
  'bijela tehnika',
  'ostalo',
] as const;

export type Category = (typeof CATEGORY_VALUES)[number];
const FALLBACK_CATEGORY: Category = 'ostalo';

const capitalise = (value: string) => value.charAt(0).toLocaleUpperCase('hr') + value.slice(1);
export const CATEGORIES = CATEGORY_VALUES.map((value) => ({ value, label: capitalise(value) }));

/** Category names are compared lower case; anything unknown or missing is "ostalo" (docs/product.md (#data, #validation)). */
export function normaliseCategory(input: string | null | undefined): Category {
  const key = (input ?? '').trim().toLocaleLowerCase('hr');
  return (CATEGORY_VALUES as readonly string[]).includes(key)
    ? (key as Category)
    : FALLBACK_CATEGORY;
}

export function categoryLabel(value: string): string {
  return capitalise(normaliseCategory(value));
}
