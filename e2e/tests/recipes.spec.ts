import type { APIRequestContext, Page } from '@playwright/test';
import { data, joinTeamApi } from './support/api';
import {
  expect,
  FIRST_LOAD,
  liveStreamOpened,
  pageFor,
  settledDialog,
  test,
} from './support/fixtures';

/**
 * Recipes (issue 30): a dish made of groceries with its values per serving, shared with the team,
 * logged in the diary by servings, and its ingredients put on a shopping list.
 */

interface Food {
  name: string;
  energy: number;
  fat: number;
  protein: number;
  carb: number;
}
const PASTA: Food = { name: 'Tjestenina lazanje', energy: 350, fat: 2, protein: 12, carb: 72 };
const MINCE: Food = { name: 'Mljeveno meso', energy: 250, fat: 18, protein: 20, carb: 0 };
const TOMATO: Food = { name: 'Rajčica pasirana', energy: 20, fat: 0, protein: 1, carb: 4 };

/** The user's own groceries, made over the API (the catalogue's form has its own journey). */
async function seedGroceries(api: APIRequestContext) {
  const ids: Record<string, string> = {};
  for (const food of [PASTA, MINCE, TOMATO]) {
    const { grocery } = await data<{ grocery: { id: string } }>(
      api.post('/api/groceries', {
        data: { ...food, visibility: 'private' },
      }),
    );
    ids[food.name] = grocery.id;
  }
  return ids;
}

/** Lasagne for 4: 500 g pasta, 400 g mince, 300 g tomato. */
async function seedRecipe(api: APIRequestContext, visibility = 'private') {
  const ids = await seedGroceries(api);
  const { recipe } = await data<{ recipe: { id: string } }>(
    api.post('/api/recipes', {
      data: {
        name: 'Lazanje',
        servings: 4,
        visibility,
        ingredients: [
          { groceryId: ids[PASTA.name], grams: 500 },
          { groceryId: ids[MINCE.name], grams: 400 },
          { groceryId: ids[TOMATO.name], grams: 300 },
        ],
      },
    }),
  );
  return recipe;
}

async function addIngredient(page: Page, prefix: string, name: string, grams: string) {
  const search = page.getByRole('searchbox', { name: 'Dodaj sastojak' });
  await search.fill(prefix);
  await page.getByRole('list', { name: 'Dodaj sastojak' }).getByRole('button', { name }).click();
  await page.getByLabel(`Količina: ${name} (g)`).fill(grams);
}

const nutrition = (page: Page) => page.getByTestId('recipe-nutrition');

test.describe('recipes', () => {
  test('a recipe from three groceries shows its values per serving and scales its amounts; shared with the team, a teammate sees it live @phone', async ({
    signedIn: owner,
  }) => {
    await seedGroceries(owner.api);
    const { team } = await data<{ team: { id: string } }>(owner.api.get('/api/my-team'));
    const member = await joinTeamApi(owner.api, team.id);
    const memberPage = await pageFor(owner.page, member.token);
    const stream = liveStreamOpened(memberPage);
    await memberPage.goto('/groceries/recipes');
    await stream;
    await expect(memberPage.getByRole('heading', { name: 'Recepti', level: 1 })).toBeVisible(
      FIRST_LOAD,
    );

    const page = owner.page;
    await page.goto('/groceries/recipes/new');
    await expect(page.getByRole('heading', { name: 'Novi recept' })).toBeVisible(FIRST_LOAD);
    await page.getByLabel('Naziv recepta').fill('Lazanje');
    await page.getByLabel('Broj porcija').fill('4');
    await addIngredient(page, 'Tje', PASTA.name, '500');
    await addIngredient(page, 'Mlj', MINCE.name, '400');
    await addIngredient(page, 'Raj', TOMATO.name, '300');
    // The values follow the ingredients before anything is saved: 2810 kcal in all, 702,5 a serving.
    await expect(nutrition(page)).toContainText('702,5 kcal');
    await expect(nutrition(page)).toContainText('2810 kcal');
    await page.getByRole('radio', { name: /^Moj tim/ }).check();
    await page.getByRole('button', { name: 'Spremi recept' }).click();

    await expect(page).toHaveURL(/\/groceries\/recipes\/[\w-]+$/);
    await expect(page.getByRole('heading', { name: /Lazanje/, level: 1 })).toBeVisible();
    const perServing = nutrition(page);
    await expect(perServing).toContainText('702,5 kcal');
    await expect(perServing).toContainText('20,5 g');
    await expect(perServing).toContainText('143 g');
    // The servings control scales the amounts shown: 5 servings of a dish for 4.
    const ingredients = page.getByRole('list', { name: 'Sastojci' });
    await expect(ingredients.getByTestId('recipe-ingredient').first()).toContainText('500 g');
    await page.getByRole('button', { name: 'Više porcija' }).click();
    await expect(page.getByTestId('servings-shown')).toHaveText('5 porcija');
    await expect(ingredients.getByTestId('recipe-ingredient').first()).toContainText('625 g');
    await expect(ingredients.getByTestId('recipe-ingredient').nth(2)).toContainText('375 g');

    // Shared with the team: the teammate's open page shows it without a reload, read-only.
    const row = memberPage.getByTestId('recipe-row').filter({ hasText: 'Lazanje' });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expect(row.getByTestId('visibility-mark')).toHaveText('Tim');
    await row.getByRole('link', { name: 'Lazanje' }).click();
    await expect(nutrition(memberPage)).toContainText('702,5 kcal');
    await expect(memberPage.getByRole('button', { name: 'Uredi' })).toHaveCount(0);
    await memberPage.context().close();
  });

  test('two servings of a recipe logged in the diary count twice its values per serving @phone', async ({
    signedIn: { api, page },
  }) => {
    await seedRecipe(api);
    await page.goto('/food-diary/day/today');
    await page.getByRole('button', { name: 'Dodaj u obrok: Ručak' }).click(FIRST_LOAD);
    const dialog = await settledDialog(page);
    await dialog.getByRole('searchbox', { name: 'Pretraga namirnica' }).fill('Laz');
    await dialog.getByRole('button', { name: /Lazanje/ }).click();
    await expect(dialog.getByTestId('picked-grocery')).toContainText('1 porcija');
    await dialog.getByLabel('Broj porcija recepta').fill('2');
    await expect(dialog.getByTestId('picked-total')).toContainText('1405 kcal');
    await dialog.getByRole('button', { name: 'Dodaj', exact: true }).click();

    const lunch = page.getByTestId('meal-lunch');
    await expect(lunch).toContainText('Lazanje');
    await expect(lunch).toContainText('2 × porcija recepta');
    await expect(lunch).toContainText('1405 kcal');
    const { foodDiaries } = await data<{
      foodDiaries: { groceries: { recipeId?: string; portion?: string; quantity: number }[] }[];
    }>(api.get('/api/food-diaries'));
    expect(foodDiaries.flatMap((d) => d.groceries)).toEqual([
      expect.objectContaining({ portion: 'serving', quantity: 2, energy: 702.5 }),
    ]);
  });

  test('its ingredients go onto a list, merged into the item already there @phone', async ({
    signedIn: { api, page },
  }) => {
    const recipe = await seedRecipe(api);
    const { list } = await data<{ list: { id: string } }>(
      api.post('/api/lists', { data: { name: 'Subota' } }),
    );
    await data(
      api.post(`/api/lists/${list.id}/items`, {
        data: { name: TOMATO.name, category: '', quantity: '200 g' },
      }),
    );

    await page.goto(`/groceries/recipes/${recipe.id}`);
    await page.getByRole('button', { name: 'Dodaj sastojke na popis' }).click(FIRST_LOAD);
    const dialog = await settledDialog(page);
    await dialog.getByRole('radio', { name: 'Subota' }).check();
    await dialog.getByLabel('Za koliko porcija').fill('4');
    const sent = page.waitForResponse(
      (r) => r.url().endsWith(`/api/lists/${list.id}/recipe-items`) && r.ok(),
    );
    await dialog.getByRole('button', { name: 'Dodaj na popis' }).click();
    await sent;

    await page.goto(`/editor/${list.id}`);
    const rows = page.getByTestId('item-row');
    await expect(rows.filter({ hasText: PASTA.name })).toContainText('500 g');
    await expect(rows.filter({ hasText: MINCE.name })).toContainText('400 g');
    // 200 g already on the list + 300 g of the recipe: one item, never a second one.
    await expect(rows.filter({ hasText: TOMATO.name })).toHaveCount(1);
    await expect(rows.filter({ hasText: TOMATO.name })).toContainText('500 g');
  });
});
