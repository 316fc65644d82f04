import { data } from './support/api';
import { expect, FIRST_LOAD, test } from './support/fixtures';

/**
 * The diary's picker opens fresh (issue 49): whatever the last opening left (the food chosen, the
 * search, the meal), the next opening starts at the search for the meal whose plus was pressed,
 * also while the last one is still closing.
 */

// The closing animation is what the next opening raced: it plays here, as on a user's phone.
test.use({ reducedMotion: 'no-preference' });

test('opened again at once after adding Jabuka to Doručak, it starts at the search for the meal pressed @phone', async ({
  signedIn: { page, api },
}) => {
  const apple = `Jabuka ${Date.now().toString(36)}`;
  const pear = `Kruška ${Date.now().toString(36)}`;
  for (const name of [apple, pear])
    await data(
      api.post('/api/groceries', {
        data: { name, energy: 52, protein: 0, carb: 14, fat: 0, visibility: 'private' },
      }),
    );
  await page.goto('/food-diary/day/today');
  const plus = (meal: string) => page.getByRole('button', { name: `Dodaj u obrok: ${meal}` });
  const dialog = page.getByRole('dialog');

  for (const [index, meal] of ['Ručak', 'Večera', 'Doručak'].entries()) {
    await plus('Doručak').click(FIRST_LOAD);
    await dialog.getByRole('searchbox').fill('Jab');
    await dialog.getByRole('button', { name: new RegExp(apple) }).click();
    await expect(dialog.getByTestId('picked-grocery')).toContainText(apple);
    await dialog.getByRole('button', { name: 'Dodaj', exact: true }).click();
    // The next plus at once, while the picker is still closing (no wait for it to go).
    await plus(meal).dispatchEvent('click');
    await expect(page.getByRole('dialog', { name: `Dodaj namirnicu: ${meal}` })).toBeVisible();
    await expect(dialog.getByTestId('picked-grocery')).toHaveCount(0);
    await expect(dialog.getByRole('searchbox')).toBeVisible();
    await expect(dialog.getByRole('searchbox')).toHaveValue('');

    // What is logged next goes to the meal pressed.
    await dialog.getByRole('searchbox').fill('Kru');
    await dialog.getByRole('button', { name: new RegExp(pear) }).click();
    await dialog.getByRole('button', { name: 'Dodaj', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('region', { name: meal }).getByText(pear)).toHaveCount(1);
    const today = await page.evaluate(() => new Date().toLocaleDateString('sv-SE'));
    await expect
      .poll(async () => {
        const { foodDiary } = await data<{
          foodDiary: { groceries: { name: string; meal: string }[] } | null;
        }>(api.get(`/api/food-diaries/${today}`));
        return foodDiary?.groceries.length ?? 0;
      })
      .toBe(2 * (index + 1));
  }

  const today = await page.evaluate(() => new Date().toLocaleDateString('sv-SE'));
  const { foodDiary } = await data<{
    foodDiary: { groceries: { name: string; meal: string }[] } | null;
  }>(api.get(`/api/food-diaries/${today}`));
  const logged = (foodDiary?.groceries ?? []).map((g) => [g.meal, g.name === apple ? 'A' : 'P']);
  expect(logged).toEqual([
    ['breakfast', 'A'],
    ['lunch', 'P'],
    ['breakfast', 'A'],
    ['dinner', 'P'],
    ['breakfast', 'A'],
    ['breakfast', 'P'],
  ]);
});
