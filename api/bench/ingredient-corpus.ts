import type { IngredientUnit } from '@organizator/shared/contract';

/**
 * Ingredient lines as recipes write them, Croatian and English, each with what a reader takes from
 * it: the amount, the unit (null: a count of pieces, or no amount), and the grocery it should match
 * (a key of `corpusCatalogue`, or null when none fits). Written for the bench from the shapes real
 * recipe pages use: weights, spoons and cups, pieces, ranges, fractions, amounts after the name,
 * notes in brackets and after commas, words for numbers.
 */
export type CorpusLine = [
  line: string,
  amount: number | null,
  unit: IngredientUnit | null,
  food: string | null,
];

/** The catalogue the lines are matched against, besides the app's starter groceries. */
export const corpusCatalogue: Record<string, string> = {
  brasno: 'Pšenično brašno T-550',
  sol: 'Sol',
  luk: 'Crveni luk',
  cesnjak: 'Češnjak',
  papar: 'Crni papar',
  riza: 'Riža',
  krumpir: 'Krumpir',
  paprika: 'Paprika',
  vrhnje: 'Vrhnje za kuhanje',
  parmezan: 'Parmezan',
  kvasac: 'Suhi kvasac',
  prasak: 'Prašak za pecivo',
  kakao: 'Kakao',
  flour: 'Flour',
  sugar: 'Sugar',
  eggs: 'Eggs',
  butter: 'Butter',
  milk: 'Milk',
  salt: 'Salt',
  onion: 'Onion',
  garlic: 'Garlic',
  oliveoil: 'Olive oil',
  tomatoes: 'Tomatoes',
  rice: 'Rice',
  potatoes: 'Potatoes',
  carrots: 'Carrots',
  chicken: 'Chicken breast',
  honey: 'Honey',
  cheese: 'Cheddar cheese',
  oats: 'Rolled oats',
};

/** The starter catalogue's foods by the key the lines use (db/starter-groceries.ts ids). */
const starter = (slug: string) => `starter:${slug}`;

// Croatian foods in the cases recipes use, with the food they are.
const hrFoods: [string, string][] = [
  ['brašna', 'brasno'],
  ['glatkog brašna', 'brasno'],
  ['šećera', starter('secer')],
  ['maslaca', starter('maslac')],
  ['mlijeka', starter('mlijeko')],
  ['jogurta', starter('jogurt')],
  ['kiselog vrhnja', starter('kiselo-vrhnje')],
  ['svježeg sira', starter('svjezi-sir')],
  ['gauda sira', starter('gauda')],
  ['maslinova ulja', starter('maslinovo-ulje')],
  ['meda', starter('med')],
  ['oraha', starter('orasi')],
  ['zobenih pahuljica', starter('zobene-pahuljice')],
  ['mljevene junetine', starter('junetina-mljevena')],
  ['pršuta', starter('prsut')],
  ['riže', 'riza'],
  ['krumpira', 'krumpir'],
  ['soli', 'sol'],
  ['papra', 'papar'],
  ['luka', 'luk'],
  ['crvenog luka', 'luk'],
  ['češnjaka', 'cesnjak'],
  ['parmezana', 'parmezan'],
  ['vrhnja za kuhanje', 'vrhnje'],
  ['suhog kvasca', 'kvasac'],
  ['praška za pecivo', 'prasak'],
  ['kakaa', 'kakao'],
  ['blitve', starter('blitva')],
  ['kupusa', starter('kupus')],
  ['ajvara', starter('ajvar')],
];
const hrCounted: [string, string][] = [
  ['jaja', starter('jaja')],
  ['jabuke', starter('jabuka')],
  ['banane', starter('banana')],
  ['mrkve', starter('mrkva')],
  ['rajčice', starter('rajcica')],
  ['krastavca', starter('krastavac')],
  ['naranče', starter('narance')],
  ['mandarine', starter('mandarina')],
  ['paprike', 'paprika'],
  ['hrenovke', starter('hrenovke')],
];
const enFoods: [string, string][] = [
  ['flour', 'flour'],
  ['all-purpose flour', 'flour'],
  ['sugar', 'sugar'],
  ['granulated sugar', 'sugar'],
  ['butter', 'butter'],
  ['unsalted butter', 'butter'],
  ['milk', 'milk'],
  ['whole milk', 'milk'],
  ['salt', 'salt'],
  ['olive oil', 'oliveoil'],
  ['extra virgin olive oil', 'oliveoil'],
  ['rice', 'rice'],
  ['honey', 'honey'],
  ['cheddar cheese', 'cheese'],
  ['rolled oats', 'oats'],
  ['chicken breast', 'chicken'],
];
const enCounted: [string, string][] = [
  ['eggs', 'eggs'],
  ['large eggs', 'eggs'],
  ['onions', 'onion'],
  ['tomatoes', 'tomatoes'],
  ['potatoes', 'potatoes'],
  ['carrots', 'carrots'],
  ['garlic cloves', 'garlic'],
];

const lines: CorpusLine[] = [];
const weights: [string, number, IngredientUnit][] = [
  ['200 g', 200, 'g'],
  ['250g', 250, 'g'],
  ['1,5 kg', 1.5, 'kg'],
  ['10 dag', 10, 'dag'],
  ['½ kg', 0.5, 'kg'],
  ['100-150 g', 150, 'g'],
];
const volumes: [string, number, IngredientUnit][] = [
  ['2 žlice', 2, 'žlica'],
  ['1 žličica', 1, 'žličica'],
  ['2 dl', 2, 'dl'],
  ['1/2 šalice', 0.5, 'šalica'],
  ['pola žličice', 0.5, 'žličica'],
];
hrFoods.forEach(([food, key], i) => {
  const [text, amount, unit] = weights[i % weights.length] as [string, number, IngredientUnit];
  lines.push([`${text} ${food}`, amount, unit, key]);
  const [vText, vAmount, vUnit] = volumes[i % volumes.length] as [string, number, IngredientUnit];
  lines.push([`${vText} ${food}`, vAmount, vUnit, key]);
  lines.push([`- ${text} ${food} (po želji)`, amount, unit, key]);
  lines.push([`${vText} ${food}, sobne temperature`, vAmount, vUnit, key]);
});
hrCounted.forEach(([food, key], i) => {
  const n = (i % 4) + 2;
  lines.push([`${n} ${food}`, n, null, key]);
  lines.push([`${n} velike ${food}`, n, null, key]);
  lines.push([`${n}-${n + 1} ${food}`, n + 1, null, key]);
  lines.push([`${n} kom ${food}`, n, 'kom', key]);
});
const enWeights: [string, number, IngredientUnit][] = [
  ['100 g', 100, 'g'],
  ['8 oz', 8, 'oz'],
  ['1 lb', 1, 'lb'],
  ['2 cups', 2, 'šalica'],
  ['1 1/2 cups', 1.5, 'šalica'],
  ['3 tbsp', 3, 'žlica'],
  ['1 tsp', 1, 'žličica'],
  ['½ cup', 0.5, 'šalica'],
];
enFoods.forEach(([food, key], i) => {
  for (let k = 0; k < 5; k++) {
    const [text, amount, unit] = enWeights[(i + k) % enWeights.length] as [
      string,
      number,
      IngredientUnit,
    ];
    const note = k === 3 ? ', softened' : k === 4 ? ' (see note)' : '';
    lines.push([`${text} ${food}${note}`, amount, unit, key]);
  }
});
enCounted.forEach(([food, key], i) => {
  const n = (i % 3) + 1;
  lines.push([`${n} ${food}`, n, null, key]);
  lines.push([`${n} ${food}, finely chopped`, n, null, key]);
  lines.push([`${n}-${n + 2} ${food}`, n + 2, null, key]);
  lines.push([`${n} medium ${food}`, n, null, key]);
  lines.push([`• ${n} ${food} (about 100 g each)`, n, null, key]);
});
// Shapes of their own: amounts after the name, packages with their weight, words for numbers,
// pinches and no amounts at all.
lines.push(
  ['Brašno, 500 g', 500, 'g', 'brasno'],
  ['Šećer: 150 g', 150, 'g', starter('secer')],
  ['Mlijeko - 3 dl', 3, 'dl', starter('mlijeko')],
  ['Jaja 3', 3, null, starter('jaja')],
  ['1 limenka (400 g) rajčice', 400, 'g', starter('rajcica')],
  ['1 vrećica (7 g) suhog kvasca', 7, 'g', 'kvasac'],
  ['1 pakiranje (10 g) praška za pecivo', 10, 'g', 'prasak'],
  ['2 x 200 g jogurta', 400, 'g', starter('jogurt')],
  ['1 (14 oz) can tomatoes', 14, 'oz', 'tomatoes'],
  ['two eggs', 2, null, 'eggs'],
  ['jedno jaje', 1, null, starter('jaja')],
  ['dva jaja', 2, null, starter('jaja')],
  ['tri mrkve', 3, null, starter('mrkva')],
  ['prstohvat soli', 1, 'prstohvat', 'sol'],
  ['a pinch of salt', 1, 'prstohvat', 'salt'],
  ['2 češnja češnjaka', 2, 'češanj', 'cesnjak'],
  ['3 cloves garlic', 3, 'češanj', 'garlic'],
  ['1 glavica luka', 1, 'kom', 'luk'],
  ['Sol i papar po ukusu', null, null, 'sol'],
  ['Salt to taste', null, null, 'salt'],
  ['malo peršina za ukrašavanje', null, null, null],
  ['1½ žlica meda', 1.5, 'žlica', starter('med')],
  ['¾ cup honey', 0.75, 'šalica', 'honey'],
  ['1.5 l mlijeka', 1.5, 'l', starter('mlijeko')],
  ['500 ml milk', 500, 'ml', 'milk'],
  ['4 EL Olivenöl', 4, 'žlica', null],
  ['1 kg krumpira, oguljenog', 1, 'kg', 'krumpir'],
  ['300 g pilećih prsa', 300, 'g', starter('pileca-prsa')],
  ['200 g tune iz konzerve', 200, 'g', starter('tuna')],
  ['400 g oslića', 400, 'g', starter('oslic')],
);

export const corpus: readonly CorpusLine[] = lines;
