import { rankFoods } from './food-search';

const food = (id: string, name: string) => ({ id, name });
const foods = [
  food('public-1', 'Jogurt grčki'),
  food('own-1', 'Jogurt domaći'),
  food('recent-old', 'Jogurt voćni'),
  food('team-1', 'Jogurt kozji'),
  food('recent-new', 'Jogurt light'),
  food('other', 'Kruh'),
];

test('recent foods come first (newest first), then own and team foods, then everyone else', () => {
  const ranked = rankFoods(foods, 'jog', {
    recentIds: ['recent-new', 'recent-old'],
    ownIds: new Set(['own-1', 'team-1', 'recent-old']),
  });
  expect(ranked.map((f) => f.id)).toEqual([
    'recent-new',
    'recent-old',
    'own-1',
    'team-1',
    'public-1',
  ]);
});

test('only names starting with the term are offered', () => {
  expect(rankFoods(foods, 'kru', { recentIds: [], ownIds: new Set() }).map((f) => f.id)).toEqual([
    'other',
  ]);
});
