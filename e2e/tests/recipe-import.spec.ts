import { recipeSitePort } from '../fake-recipe-site.mjs';
import { data } from './support/api';
import { expect, test } from './support/fixtures';

/**
 * Recipe import (issue 52): a recipe page read by the server (a local site: nothing reaches the
 * internet), its lines reviewed (one fixed by hand, one left out) and saved; pasted text on a phone.
 */
const site = `http://127.0.0.1:${recipeSitePort(process.env.E2E_PORT ?? 3100)}`;

test.describe('recipe import', () => {
  test('a page is read, an unmatched line is answered, another left out, and the recipe saved with its source', async ({
    signedIn: { page, api },
  }) => {
    // The user's own flour, under a name no line of the page resembles. The journeys share one
    // server: no other journey makes a public grocery a line of this page resembles (a public
    // flour would answer the flour line for everyone).
    await data(
      api.post('/api/groceries', {
        data: { name: 'Pekarski mix T-550', energy: 350, fat: 1, protein: 10, carb: 72 },
      }),
    );
    await page.goto('/groceries/recipes');
    await page.getByRole('link', { name: 'Uvezi recept' }).click();
    await page.getByLabel('Adresa web stranice').fill(`${site}/jsonld-object.html`);
    await page.getByRole('button', { name: 'Pročitaj stranicu' }).click();

    await expect(page.getByLabel('Naziv recepta')).toHaveValue('Palačinke kao kod bake');
    await expect(page.getByLabel('Broj porcija')).toHaveValue('4');
    const lines = page.getByTestId('import-line');
    await expect(lines).toHaveCount(6);
    // Eggs are matched and weighed by the catalogue; flour and salt ask for an answer.
    const eggs = lines.filter({ hasText: '2 jaja' });
    await expect(eggs).toHaveAttribute('data-needs-answer', 'false');
    await expect(eggs.getByLabel('Grami za redak: 2 jaja')).toHaveValue('120');
    const flour = lines.filter({ hasText: '200 g brašna' });
    await expect(flour).toHaveAttribute('data-needs-answer', 'true');
    await expect(page.getByRole('status')).toContainText('traže odgovor (2)');

    // Saving is refused while a line needs an answer.
    await page.getByRole('button', { name: 'Spremi recept' }).click();
    await expect(page.getByRole('alert')).toHaveText('Neki sastojci još traže odgovor.');

    await flour.getByRole('searchbox', { name: 'Dodaj sastojak' }).fill('Pek');
    await flour.getByRole('button', { name: /Pekarski mix T-550/ }).click();
    await expect(flour).toHaveAttribute('data-needs-answer', 'false');
    await expect(flour.getByLabel('Grami za redak: 200 g brašna')).toHaveValue('200');
    await page.getByRole('button', { name: 'Izostavi redak: prstohvat soli' }).click();
    await expect(page.getByRole('status')).toContainText('Svi sastojci su prepoznati');

    await page.getByRole('button', { name: 'Spremi recept' }).click();
    await expect(page).toHaveURL(/\/groceries\/recipes\/[\w-]+$/);
    await expect(page.getByRole('heading', { name: 'Palačinke kao kod bake' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Izvorni recept' })).toHaveAttribute(
      'href',
      `${site}/jsonld-object.html`,
    );
    await expect(page.getByText('Pekarski mix T-550')).toBeVisible();
  });

  test('pasted text becomes a recipe @phone', async ({ signedIn: { page } }) => {
    await page.goto('/groceries/recipes/import');
    await page
      .getByLabel('Tekst recepta')
      .fill('Kajgana\nZa 2 osobe\n4 jaja\n1 dl mlijeka\n\nUmutite jaja s mlijekom i ispecite.');
    await page.getByRole('button', { name: 'Pročitaj tekst' }).click();
    await expect(page.getByLabel('Naziv recepta')).toHaveValue('Kajgana');
    await expect(page.getByRole('status')).toContainText('Svi sastojci su prepoznati');
    await expect(page.getByLabel('Grami za redak: 1 dl mlijeka')).toHaveValue('103');
    await page.getByRole('button', { name: 'Spremi recept' }).click();
    await expect(page.getByRole('heading', { name: 'Kajgana' })).toBeVisible();
    await expect(page.getByText('Umutite jaja s mlijekom i ispecite.')).toBeVisible();
  });
});
