import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { chromiumLaunch } from '../chromium.mjs';
import { data } from './support/api';
import { writeBarcodeVideo } from './support/barcode-video';
import { expect, FIRST_LOAD, settledDialog, test } from './support/fixtures';

/**
 * Barcodes (issue 30): Chromium's fake camera plays a printed EAN-13; the scanner reads it (the
 * WASM reader: desktop Linux Chromium has no BarcodeDetector), the server's lookup asks the local
 * fake of Open Food Facts the e2e server runs (e2e/fake-food-api.mjs), the create form opens
 * prefilled, and once saved the same code finds the food.
 */

/** Sardines in the fake product API, with nutrition per 100 g. */
const SARDINES = '3850104006142';
/** A product the fake knows without any nutrition data. */
const NO_NUTRITION = '4006381333931';
/** A valid EAN-13 nobody knows. */
const UNKNOWN = '5901234123457';
/** Products the fake answers past the form's limits, with a NUL in the name, or misbehaving. */
const CLAMPED = '3859999990024';
const WITH_NUL = '3859999990017';
const REDIRECTED = '3859999990031';

const video = path.join(tmpdir(), `organizator-barcode-${SARDINES}-${process.pid}.y4m`);
writeBarcodeVideo(SARDINES, video);

// The fake camera plays the printed code to every page of this file; whether a page may use it is
// the context's camera permission (granted by the first group, not by the second).
test.use({
  launchOptions: {
    ...chromiumLaunch,
    args: [
      ...chromiumLaunch.args,
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
});

const scanner = (page: Page) => page.getByRole('dialog', { name: 'Skeniranje barkoda' });

test.describe('barcodes from the camera', () => {
  test.use({ permissions: ['camera'] });

  test('a scanned product opens the create form prefilled from the lookup; saved, scanning finds it again @phone', async ({
    signedIn: { api, page },
  }) => {
    await page.goto('/groceries');
    await page.getByRole('button', { name: 'Skeniraj barkod' }).click(FIRST_LOAD);
    await expect(scanner(page).getByTestId('barcode-camera')).toBeVisible();

    // The camera reads the code; nobody's food has it, so the lookup's draft opens to be checked.
    await expect(page).toHaveURL(new RegExp(`/groceries/create\\?barcode=${SARDINES}$`), {
      timeout: 30_000,
    });
    await expect(page.getByLabel('Naziv')).toHaveValue('Sardine u maslinovom ulju');
    await expect(page.getByLabel('Energija (kcal)')).toHaveValue('208');
    await expect(page.getByLabel('Masti (g)')).toHaveValue('13');
    await expect(page.getByLabel('Bjelančevine (g)')).toHaveValue('22');
    await expect(page.getByLabel('Barkod')).toHaveValue(SARDINES);
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await expect(page).toHaveURL(/\/groceries$/);
    const { groceries } = await data<{ groceries: { name: string; barcode: string | null }[] }>(
      api.get('/api/groceries/my'),
    );
    expect(groceries).toEqual([
      expect.objectContaining({ name: 'Sardine u maslinovom ulju', barcode: SARDINES }),
    ]);

    // Scanning the same code again opens the saved food.
    await page.getByRole('button', { name: 'Skeniraj barkod' }).click();
    await expect(page.getByLabel('Naziv')).toHaveValue('Sardine u maslinovom ulju', {
      timeout: 30_000,
    });
    await expect(page).toHaveURL(/\/groceries\/[\w-]+$/);

    // The diary's picker scans too: the known food is picked at once.
    await page.goto('/food-diary/day/today');
    await page.getByRole('button', { name: 'Dodaj u obrok: Doručak' }).click(FIRST_LOAD);
    const picker = await settledDialog(page);
    await picker.getByRole('button', { name: 'Skeniraj barkod' }).click();
    await expect(page.getByTestId('picked-grocery')).toContainText('Sardine u maslinovom ulju', {
      timeout: 30_000,
    });
  });
});

test.describe('barcodes without the camera', () => {
  test.use({ permissions: [] });

  test('typed digits always work; a product without data or unknown still lets the user type the food', async ({
    signedIn: { page },
  }) => {
    await page.goto('/groceries');
    await page.getByRole('button', { name: 'Skeniraj barkod' }).click(FIRST_LOAD);
    const dialog = scanner(page);
    // The camera refused: the scanner says so and the digits are the way in.
    await expect(dialog).toContainText('Pristup kameri nije dopušten');
    const digits = dialog.getByLabel('Brojevi ispod barkoda');
    // A wrong check digit is refused with the contract's message.
    await digits.fill('4006381333932');
    await dialog.getByRole('button', { name: 'Pronađi' }).click();
    await expect(dialog).toContainText('kontrolnom znamenkom');

    await digits.fill(NO_NUTRITION);
    await dialog.getByRole('button', { name: 'Pronađi' }).click();
    await expect(page).toHaveURL(new RegExp(`barcode=${NO_NUTRITION}$`));
    await expect(page.getByLabel('Naziv')).toHaveValue('Flomaster');
    await expect(page.getByLabel('Energija (kcal)')).toHaveValue('');

    await page.goto(`/groceries/create?barcode=${UNKNOWN}`);
    await expect(page.getByTestId('lookup-note')).toContainText(
      'Proizvod s tim barkodom nije pronađen',
    );
    await expect(page.getByLabel('Barkod')).toHaveValue(UNKNOWN);
    await expect(page.getByLabel('Naziv')).toHaveValue('');
  });
});

test.describe('what the service answers is checked', () => {
  test("a draft past the form's limits opens within them, its changed fields flagged until edited; a broken answer lets the user type @phone", async ({
    signedIn: { page },
  }) => {
    await page.goto(`/groceries/create?barcode=${CLAMPED}`);
    const name = page.getByLabel('Naziv');
    await expect(name).toHaveValue(/^Čokolada vrlo/, FIRST_LOAD);
    expect((await name.inputValue()).length).toBeLessThanOrEqual(120);
    await expect(name).toHaveAccessibleDescription(
      'Naziv je bio predug pa je skraćen: provjerite ga.',
    );
    const energy = page.getByLabel('Energija (kcal)');
    await expect(energy).toHaveValue('1000');
    await expect(energy).toHaveAccessibleDescription(
      'Vrijednost s pakiranja bila je prevelika pa je smanjena: provjerite je.',
    );
    await expect(page.getByLabel('Masti (g)')).toHaveAccessibleDescription('');
    await energy.fill('539');
    await expect(energy).toHaveAccessibleDescription('');
    await page.getByLabel('Ugljikohidrati (g)').fill('58');
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await expect(page).toHaveURL(/\/groceries$/);

    await page.goto(`/groceries/create?barcode=${WITH_NUL}`);
    await expect(page.getByLabel('Naziv')).toHaveValue('Keksi s čokoladom');

    await page.goto(`/groceries/create?barcode=${REDIRECTED}`);
    await expect(page.getByTestId('lookup-note')).toContainText('neispravan odgovor');
    await expect(page.getByLabel('Barkod')).toHaveValue(REDIRECTED);
  });
});
