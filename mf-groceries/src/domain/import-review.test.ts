import type { RecipeDraft } from '@organizator/shared/contract';
import { lineProblem, toImportedRecipeBody, toReviewValues, unanswered } from './import-review';

const draft: RecipeDraft = {
  name: 'Palačinke',
  servings: 4,
  instructions: 'Umutite.',
  sourceUrl: 'https://recepti.example/palacinke',
  ingredients: [
    {
      line: '2 jaja',
      name: 'jaja',
      amount: 2,
      unit: null,
      grams: 120,
      groceryId: 'starter-jaja',
      candidates: [{ groceryId: 'starter-jaja', name: 'Jaja' }],
    },
    {
      line: '1,5 dl mlijeka',
      name: 'mlijeka',
      amount: 1.5,
      unit: 'dl',
      grams: 154.5,
      groceryId: 'starter-mlijeko',
      candidates: [{ groceryId: 'starter-mlijeko', name: 'Mlijeko' }],
    },
    {
      line: '200 g brašna',
      name: 'brašna',
      amount: 200,
      unit: 'g',
      grams: 200,
      groceryId: null,
      candidates: [],
    },
    {
      line: '1 šalica vode',
      name: 'vode',
      amount: 1,
      unit: 'šalica',
      grams: null,
      groceryId: 'g-voda',
      candidates: [{ groceryId: 'g-voda', name: 'Voda' }],
    },
  ],
};

describe('the review of an imported recipe', () => {
  test('starts from the draft: matched names shown, grams written the Croatian way, unknown grams empty', () => {
    const values = toReviewValues(draft);
    expect(values.servings).toBe('4');
    expect(values.lines.map((l) => [l.groceryName, l.grams])).toEqual([
      ['Jaja', '120'],
      ['Mlijeko', '154,5'],
      [null, '200'],
      ['Voda', ''],
    ]);
  });

  test('a line needs a grocery, then grams the contract takes; a left-out line needs nothing', () => {
    const values = toReviewValues(draft);
    expect(values.lines.map(lineProblem)).toEqual([null, null, 'grocery', 'grams']);
    expect(unanswered(values)).toBe(2);
    const [eggs, milk, flour, water] = values.lines;
    if (!eggs || !milk || !flour || !water) throw new Error('four lines');
    expect(lineProblem({ ...water, grams: '0' })).toBe('grams');
    expect(lineProblem({ ...water, grams: '240' })).toBeNull();
    expect(lineProblem({ ...flour, omitted: true })).toBeNull();
  });

  test('saves the kept lines with the name each grocery was chosen for, and the source', () => {
    const values = toReviewValues(draft);
    const lines = values.lines.map((l) =>
      l.key === 2
        ? { ...l, groceryId: 'g-flour', groceryName: 'Brašno' }
        : l.key === 3
          ? { ...l, omitted: true }
          : l,
    );
    expect(toImportedRecipeBody({ ...values, lines, visibility: 'team' })).toEqual({
      name: 'Palačinke',
      servings: 4,
      instructions: 'Umutite.',
      sourceUrl: 'https://recepti.example/palacinke',
      visibility: 'team',
      ingredients: [
        { groceryId: 'starter-jaja', grams: 120, importName: 'jaja' },
        { groceryId: 'starter-mlijeko', grams: 154.5, importName: 'mlijeka' },
        { groceryId: 'g-flour', grams: 200, importName: 'brašna' },
      ],
    });
  });
});
