import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { groceries } from './schema';

/**
 * The app's own starter catalogue: common foods of a Croatian table, so a new user can log a meal
 * at once. Values per 100 g (or 100 ml), rounded to whole numbers like every grocery (docs/product.md#data), from
 * standard food composition tables (typical values; brands differ a little). Owned by nobody
 * (user_id null), public, editable by nobody.
 *
 * Ids are fixed: they are what makes the seed idempotent, and a diary entry keeps pointing at the
 * same food across restarts. Never reuse an id for another food; to retire one, leave it here.
 */
interface StarterGrocery {
  id: string;
  name: string;
  energy: number;
  protein: number;
  carb: number;
  fat: number;
  /** Grams of one piece, for the foods counted in pieces (an egg, an apple). */
  pieceGrams: number | null;
  /** Grams per millilitre, for the foods measured in spoons, cups and decilitres. */
  density: number | null;
}

const food = (
  slug: string,
  name: string,
  energy: number,
  protein: number,
  carb: number,
  fat: number,
  measures: { pieceGrams?: number; density?: number } = {},
): StarterGrocery => ({
  id: `starter-${slug}`,
  name,
  energy,
  protein,
  carb,
  fat,
  pieceGrams: measures.pieceGrams ?? null,
  density: measures.density ?? null,
});

export const starterGroceries: readonly StarterGrocery[] = [
  food('mlijeko', 'Mlijeko 2,8 % m. m.', 57, 3, 5, 3, { density: 1.03 }),
  food('jogurt', 'Jogurt 2,8 % m. m.', 61, 3, 4, 3, { density: 1.03 }),
  food('kiselo-vrhnje', 'Kiselo vrhnje 12 % m. m.', 136, 3, 4, 12, { density: 1.0 }),
  food('svjezi-sir', 'Svježi kravlji sir', 95, 11, 3, 4),
  food('gauda', 'Gauda sir', 356, 25, 2, 27),
  food('jaja', 'Jaja', 143, 13, 1, 10, { pieceGrams: 60 }),
  food('maslac', 'Maslac', 717, 1, 0, 81, { density: 0.91 }),
  food('bijeli-kruh', 'Bijeli kruh', 265, 9, 49, 3),
  food('polubijeli-kruh', 'Polubijeli kruh', 250, 8, 48, 2),
  food('razeni-kruh', 'Raženi kruh', 259, 9, 48, 3),
  food('burek-sir', 'Burek sa sirom', 294, 9, 24, 18),
  food('zobene-pahuljice', 'Zobene pahuljice', 379, 13, 68, 7, { density: 0.41 }),
  food('riza-kuhana', 'Riža, kuhana', 130, 3, 28, 0),
  food('tjestenina-kuhana', 'Tjestenina, kuhana', 158, 6, 31, 1),
  food('palenta-kuhana', 'Palenta, kuhana', 70, 2, 15, 0),
  food('krumpir-kuhani', 'Krumpir, kuhani', 87, 2, 20, 0),
  food('grah-kuhani', 'Grah, kuhani', 127, 9, 23, 1),
  food('pileca-prsa', 'Pileća prsa, pečena', 165, 31, 0, 4),
  food('svinjski-kotlet', 'Svinjski kotlet, pečeni', 231, 26, 0, 14),
  food('junetina-mljevena', 'Mljevena junetina', 250, 26, 0, 15),
  food('prsut', 'Pršut', 251, 29, 0, 15),
  food('hrenovke', 'Hrenovke', 290, 11, 3, 26, { pieceGrams: 50 }),
  food('tuna', 'Tuna u vlastitom soku', 116, 26, 0, 1),
  food('oslic', 'Oslić, file', 82, 18, 0, 1),
  food('jabuka', 'Jabuka', 52, 0, 14, 0, { pieceGrams: 180 }),
  food('banana', 'Banana', 89, 1, 23, 0, { pieceGrams: 120 }),
  food('narance', 'Naranča', 47, 1, 12, 0, { pieceGrams: 200 }),
  food('mandarina', 'Mandarina', 53, 1, 13, 0, { pieceGrams: 80 }),
  food('rajcica', 'Rajčica', 18, 1, 4, 0, { pieceGrams: 120 }),
  food('krastavac', 'Krastavac', 15, 1, 4, 0, { pieceGrams: 300 }),
  food('mrkva', 'Mrkva', 41, 1, 10, 0, { pieceGrams: 70 }),
  food('kupus', 'Kupus', 25, 1, 6, 0),
  food('blitva', 'Blitva', 19, 2, 4, 0),
  food('ajvar', 'Ajvar', 80, 1, 8, 5, { density: 1.05 }),
  food('maslinovo-ulje', 'Maslinovo ulje', 884, 0, 0, 100, { density: 0.92 }),
  food('orasi', 'Orasi', 654, 15, 14, 65),
  food('med', 'Med', 304, 0, 82, 0, { density: 1.42 }),
  food('secer', 'Šećer', 387, 0, 100, 0, { density: 0.85 }),
  food('mlijecna-cokolada', 'Mliječna čokolada', 535, 8, 59, 30),
  food('sok-naranca', 'Sok od naranče', 45, 1, 10, 0, { density: 1.04 }),
  food('pivo', 'Pivo', 43, 0, 4, 0, { density: 1.01 }),
  food('crno-vino', 'Crno vino', 85, 0, 3, 0, { density: 0.99 }),
];

/**
 * Writes the catalogue: run after every migration at start-up, on both backends. An upsert by the
 * fixed ids, so a restart (or several instances starting at once) never duplicates a food, and a
 * corrected value in a new version reaches every database.
 */
export async function seedStarterGroceries(db: Db): Promise<void> {
  await db
    .insert(groceries)
    .values(starterGroceries.map((g) => ({ ...g, userId: null, isPublic: true })))
    .onConflictDoUpdate({
      target: groceries.id,
      set: {
        name: sql`excluded.name`,
        energy: sql`excluded.energy`,
        protein: sql`excluded.protein`,
        carb: sql`excluded.carb`,
        fat: sql`excluded.fat`,
        pieceGrams: sql`excluded.piece_grams`,
        density: sql`excluded.density`,
        userId: sql`null`,
        isPublic: sql`true`,
      },
    });
}
