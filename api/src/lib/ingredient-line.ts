import type { IngredientUnit } from '@organizator/shared/contract';

/**
 * One ingredient line of a recipe, read: its amount, unit and the food's name. Croatian and English,
 * as recipes write them ('200 g brašna', '1 1/2 cups flour', 'Sol po ukusu', 'Brašno, 200 g').
 */
export interface ParsedLine {
  line: string;
  name: string;
  /** A range counts as its upper end (enough is bought); null when the line gives no amount. */
  amount: number | null;
  /** Null with an amount: a count of pieces ('2 jaja'). */
  unit: IngredientUnit | null;
}

const FRACTIONS: Record<string, number> = {
  '½': 0.5,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 0.25,
  '¾': 0.75,
  '⅕': 0.2,
  '⅛': 0.125,
  '⅜': 0.375,
  '⅝': 0.625,
  '⅞': 0.875,
};

/** Amounts written as words, Croatian and English, in the forms a line starts with. */
const NUMBER_WORDS: Record<string, number> = {
  pola: 0.5,
  polovica: 0.5,
  polovicu: 0.5,
  half: 0.5,
  jedan: 1,
  jedna: 1,
  jedno: 1,
  jednu: 1,
  one: 1,
  a: 1,
  an: 1,
  dva: 2,
  dvije: 2,
  two: 2,
  tri: 3,
  three: 3,
  četiri: 4,
  four: 4,
  pet: 5,
  five: 5,
  šest: 6,
  six: 6,
};

/**
 * Every spelling of a unit (lower case, without a trailing dot), longest first when matched. The
 * Croatian forms cover the cases a unit takes after a number ('1 žlica', '2 žlice', '5 žlica').
 */
const UNIT_WORDS: [IngredientUnit, string[]][] = [
  ['g', ['g', 'gr', 'grm', 'gram', 'grama', 'grami', 'grams']],
  ['dag', ['dag', 'dkg', 'deka', 'dekagram', 'dekagrama']],
  ['kg', ['kg', 'kila', 'kile', 'kilo', 'kilogram', 'kilograma', 'kilograms', 'kilos']],
  ['mg', ['mg', 'miligram', 'miligrama', 'milligram', 'milligrams']],
  ['oz', ['oz', 'ounce', 'ounces']],
  ['lb', ['lb', 'lbs', 'pound', 'pounds']],
  ['floz', ['fl oz', 'fl. oz', 'fluid ounce', 'fluid ounces']],
  [
    'ml',
    [
      'ml',
      'mililitar',
      'mililitra',
      'mililitara',
      'milliliter',
      'milliliters',
      'millilitre',
      'millilitres',
    ],
  ],
  ['dl', ['dl', 'decilitar', 'decilitra', 'decilitara', 'deciliter', 'deciliters']],
  ['l', ['l', 'lit', 'litra', 'litre', 'litara', 'liter', 'liters', 'litres', 'litar']],
  [
    'žličica',
    [
      'žličica',
      'žličice',
      'žličicu',
      'žličicom',
      'žličica',
      'zlicica',
      'zlicice',
      'žlč',
      'kž',
      'kavena žličica',
      'kavene žličice',
      'mala žlica',
      'male žlice',
      'tsp',
      'tsps',
      'teaspoon',
      'teaspoons',
      'tl',
    ],
  ],
  [
    'žlica',
    [
      'žlica',
      'žlice',
      'žlicu',
      'žlicom',
      'žl',
      'zlica',
      'zlice',
      'jušna žlica',
      'jušne žlice',
      'velika žlica',
      'velike žlice',
      'tbsp',
      'tbsps',
      'tbs',
      'tablespoon',
      'tablespoons',
      'el',
    ],
  ],
  ['šalica', ['šalica', 'šalice', 'šalicu', 'salica', 'salice', 'cup', 'cups', 'c']],
  ['prstohvat', ['prstohvat', 'prstohvata', 'pinch', 'pinches']],
  [
    'kom',
    [
      'kom',
      'komad',
      'komada',
      'komadi',
      'komadić',
      'piece',
      'pieces',
      'pc',
      'pcs',
      'glavica',
      'glavice',
      'glavicu',
      'head',
      'heads',
    ],
  ],
  ['češanj', ['češanj', 'češnja', 'češnjeva', 'cesanj', 'cesnja', 'clove', 'cloves']],
  [
    'pakiranje',
    [
      'pakiranje',
      'pakiranja',
      'pak',
      'paket',
      'paketa',
      'paketić',
      'paketića',
      'vrećica',
      'vrećice',
      'vrećicu',
      'limenka',
      'limenke',
      'limenku',
      'konzerva',
      'konzerve',
      'konzervu',
      'package',
      'packages',
      'pack',
      'packs',
      'packet',
      'packets',
      'can',
      'cans',
      'tin',
      'tins',
      'sachet',
      'sachets',
    ],
  ],
];

const UNIT_BY_WORD = new Map<string, IngredientUnit>();
for (const [unit, words] of UNIT_WORDS) for (const word of words) UNIT_BY_WORD.set(word, unit);
/** Longest first, so 'kavena žličica' wins over nothing and 'fl oz' over 'oz'. */
const UNIT_PATTERN = [...UNIT_BY_WORD.keys()]
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\.?\\s+'))
  .join('|');

/** A number: 2, 1,5, 1.5, 1/2, 1 1/2, 1½ (fraction characters are replaced before). */
const NUMBER = String.raw`\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?(?:\s+\d+\s*\/\s*\d+)?`;
const RANGE = String.raw`(${NUMBER})(?:\s*(?:-|–|—|do|to|or|ili)\s*(${NUMBER}))?`;
const LEADING = new RegExp(
  String.raw`^(?:${RANGE})\s*(?:(${UNIT_PATTERN})\.?(?![\p{L}\d]))?\s*`,
  'iu',
);
const TRAILING = new RegExp(
  String.raw`^(.+?)[\s,:–-]+(?:${RANGE})\s*(?:(${UNIT_PATTERN})\.?(?![\p{L}\d]))?\s*$`,
  'iu',
);
const UNIT_ONLY = new RegExp(String.raw`^(${UNIT_PATTERN})\.?(?![\p{L}\d])\s*`, 'iu');
/** '1 limenka (400 g) rajčice', '1 can (14 oz) tomatoes': the weight of the whole piece. */
const PIECE_WEIGHT = new RegExp(String.raw`\(\s*(${NUMBER})\s*(g|kg|dag|oz|lb|ml|l)\.?\s*\)`, 'iu');

/** Words that say how, not what: left out of the food's name. */
const NOT_THE_FOOD =
  /\b(?:po ukusu|po želji|prema ukusu|to taste|optional|ili po potrebi|po potrebi|as needed|for serving|za posluživanje|za ukrašavanje|for garnish)\b/giu;
/** Sizes before the food ('2 velika jaja', '1 large onion'). */
const SIZES =
  /^(?:veliki|velika|veliko|velikih|velike|srednji|srednja|srednje|srednjih|mali|mala|malo|malih|male|large|medium|small|big|heaped|level|zvrcasta|zvrcaste|ravna|ravne|puna|pune)\s+/iu;

function numberOf(text: string): number {
  const parts = text.trim().split(/\s+/);
  let total = 0;
  for (const part of parts) {
    const [top, bottom] = part.split('/');
    const value =
      bottom !== undefined
        ? Number(top?.replace(',', '.')) / Number(bottom)
        : Number(part.replace(',', '.'));
    total += value;
  }
  return total;
}

/** The fraction characters as decimals ('1½' is '1.5', '½' is '0.5'); dashes and spaces unified. */
function normalised(line: string): string {
  return line
    .replace(/(\d)\s*([½⅓⅔¼¾⅕⅛⅜⅝⅞])/gu, (_, whole: string, f: string) =>
      String(Number(whole) + (FRACTIONS[f] ?? 0)),
    )
    .replace(/[½⅓⅔¼¾⅕⅛⅜⅝⅞]/gu, (f) => String(FRACTIONS[f] ?? 0))
    .replace(/⁄/g, '/')
    .replace(/\u00a0/g, ' ')
    .replace(/^\s*(?:[-–—•*·▪►✓]|\d+[.)]\s)\s*/u, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The food's name out of what remains after the amount: no notes, no sizes, no 'of'. */
function foodName(rest: string): string {
  let name = rest
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(NOT_THE_FOOD, ' ')
    .replace(/^\s*(?:of|od)\s+/iu, '');
  // What follows a comma says how to cut or cook it ('1 onion, chopped'), not what it is.
  const comma = name.indexOf(',');
  if (comma > 0) name = name.slice(0, comma);
  for (let i = 0; i < 2; i++) name = name.trim().replace(SIZES, '');
  return name
    .replace(/[;:*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.,-]+|[\s.,-]+$/g, '')
    .trim();
}

const upper = (from: string, to: string | undefined) =>
  to === undefined ? numberOf(from) : Math.max(numberOf(from), numberOf(to));

const unitOf = (word: string | undefined): IngredientUnit | null =>
  word ? (UNIT_BY_WORD.get(word.toLowerCase().replace(/\.?\s+/g, ' ')) ?? null) : null;

export function parseIngredientLine(raw: string): ParsedLine {
  const line = raw.replace(/\s+/g, ' ').trim();
  let text = normalised(line);
  // An amount in words ('pola žličice soli', 'two eggs'): the number it says.
  const word = /^(\p{L}+)\s+/u.exec(text);
  const spoken = word?.[1] ? NUMBER_WORDS[word[1].toLowerCase()] : undefined;
  if (spoken !== undefined && word) {
    const after = text.slice(word[0].length);
    // 'a' and 'an' are amounts only before a unit ('a pinch of salt'), never 'a' of a name.
    if (!['a', 'an'].includes(word[1]?.toLowerCase() ?? '') || UNIT_ONLY.test(after)) {
      text = `${spoken} ${after}`;
    }
  }
  let amount: number | null = null;
  let unit: IngredientUnit | null = null;
  let rest = text;
  const leading = LEADING.exec(text);
  const bareUnit = UNIT_ONLY.exec(text);
  if (leading?.[1]) {
    amount = upper(leading[1], leading[2]);
    unit = unitOf(leading[3]);
    rest = text.slice(leading[0].length);
    // '2 x 200 g', '1 x can': the multiplier's own amount follows.
    const times = /^[x×]\s*/iu.exec(rest);
    if (times) {
      const inner = LEADING.exec(rest.slice(times[0].length));
      if (inner?.[1]) {
        amount *= upper(inner[1], inner[2]);
        unit = unitOf(inner[3]);
        rest = rest.slice(times[0].length + inner[0].length);
      }
    }
  } else if (bareUnit?.[1] && bareUnit[1].length >= 4) {
    // A unit with no number is one of it ('prstohvat soli', 'pinch of salt'); short abbreviations
    // are left alone, they begin names too ('pak choi').
    amount = 1;
    unit = unitOf(bareUnit[1]);
    rest = text.slice(bareUnit[0].length);
  } else {
    const trailing = TRAILING.exec(text);
    if (trailing?.[1] && trailing[2] && /\p{L}/u.test(trailing[1])) {
      amount = upper(trailing[2], trailing[3]);
      unit = unitOf(trailing[4]);
      rest = trailing[1];
    }
  }
  // A count of packages or pieces that says what one weighs: the weight is the amount.
  const pieceWeight = PIECE_WEIGHT.exec(rest);
  if (amount !== null && pieceWeight?.[1] && pieceWeight[2] && (unit === null || isPiece(unit))) {
    const each = numberOf(pieceWeight[1]);
    const pieceUnit = unitOf(pieceWeight[2]);
    if (each > 0 && pieceUnit) {
      amount *= each;
      unit = pieceUnit;
      // '(14 oz) can tomatoes': the package's word is not the food's.
      rest = rest.replace(PIECE_WEIGHT, ' ').trim().replace(UNIT_ONLY, '');
    }
  }
  if (amount !== null && !(Number.isFinite(amount) && amount > 0)) {
    amount = null;
    unit = null;
  }
  return { line, name: foodName(rest), amount, unit };
}

const PIECES: readonly IngredientUnit[] = ['kom', 'pakiranje'];
export const isPiece = (unit: IngredientUnit | null) => unit === null || PIECES.includes(unit);

/** Grams of one unit, for the units that are weights ('češanj' and 'prstohvat' weigh about so much). */
const GRAMS_PER_UNIT: Partial<Record<IngredientUnit, number>> = {
  g: 1,
  dag: 10,
  kg: 1000,
  mg: 0.001,
  oz: 28.35,
  lb: 453.6,
  prstohvat: 0.5,
  češanj: 5,
};
/** Millilitres of one unit, for the volumes (a Croatian and a US cup are both about 240 ml). */
const ML_PER_UNIT: Partial<Record<IngredientUnit, number>> = {
  ml: 1,
  dl: 100,
  l: 1000,
  žlica: 15,
  žličica: 5,
  šalica: 240,
  floz: 29.57,
};

/** What one grocery says of itself that turns counts and volumes into grams. */
export interface GroceryMeasures {
  pieceGrams: number | null;
  density: number | null;
}

/**
 * The line's amount in grams, for the grocery it is matched to: weights always, volumes with the
 * grocery's density, pieces with its weight of one piece; null otherwise (the review asks).
 */
export function gramsOf(
  parsed: Pick<ParsedLine, 'amount' | 'unit'>,
  grocery: GroceryMeasures | null,
): number | null {
  const { amount, unit } = parsed;
  if (amount === null) return null;
  let grams: number | null = null;
  const perUnit = unit ? GRAMS_PER_UNIT[unit] : undefined;
  const ml = unit ? ML_PER_UNIT[unit] : undefined;
  if (perUnit !== undefined) grams = amount * perUnit;
  else if (ml !== undefined) grams = grocery?.density ? amount * ml * grocery.density : null;
  else if (isPiece(unit)) grams = grocery?.pieceGrams ? amount * grocery.pieceGrams : null;
  return grams === null ? null : Math.round(grams * 10) / 10;
}

/** The line's amount is a weight whatever it is matched to (no grocery needed). */
export const isWeight = (unit: IngredientUnit | null) =>
  unit !== null && GRAMS_PER_UNIT[unit] !== undefined;

/**
 * The name as the team's remembered choices key it: lower case, single spaces, no punctuation at the
 * ends. The same line from two pages ('Brašna', 'brašna ') is one key.
 */
export const nameKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%]+/gu, ' ')
    .trim();

/**
 * A word's stem for matching names in any grammatical case: the Croatian case endings and the
 * English plural cut off ('brašna' and 'brašno' are 'brašn', 'jaja' and 'jaje' 'jaj', 'eggs' 'egg').
 */
export function stemOf(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 3) return w;
  const cut = /(?:ama|ima|ovi|ove|eva|om|em|og|oj|ih|ia|ie|es|a|e|i|o|u|s)$/u.exec(w);
  if (!cut) return w;
  const stem = w.slice(0, w.length - cut[0].length);
  return stem.length >= 3 ? stem : w.slice(0, 3);
}

/** The stems of a name's words (letters only: '2,8 % m. m.' says nothing of what the food is). */
export const stemsOf = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 2)
    .map(stemOf);
