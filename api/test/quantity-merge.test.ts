import { ITEM_QUANTITY_MAX } from '@organizator/shared/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { gramsSql, mergedQuantity } from '../src/lib/quantity-merge';
import { openTestDatabase } from './helpers';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The quantity the merge writes for an item holding `quantity` when `grams` more are added. */
const merged = async (quantity: string | null, grams: number) => {
  const [row] = await database.rows<{ q: string }>(
    sql`select ${mergedQuantity(sql`${quantity}::text`, sql`${grams}::float8`)} as q`,
  );
  return row?.q;
};

describe('merging a recipe ingredient into an open list item', () => {
  it('sums amounts in grams', async () => {
    expect(await merged('300 g', 200)).toBe('500 g');
    expect(await merged('300g', 200)).toBe('500 g');
    expect(await merged(' 300 G ', 200)).toBe('500 g');
    expect(await merged('2,5 g', 1)).toBe('3,5 g');
  });

  it('shows both amounts when the units differ', async () => {
    expect(await merged('2 kom', 200)).toBe('2 kom + 200 g');
    expect(await merged('1 kg', 200)).toBe('1 kg + 200 g');
    expect(await merged('g', 200)).toBe('g + 200 g');
  });

  it('sums the grams after another amount instead of adding them again', async () => {
    expect(await merged('3 pakiranja + 10 g', 10)).toBe('3 pakiranja + 20 g');
    expect(await merged('2 kom+2,5G', 1)).toBe('2 kom + 3,5 g');
    let quantity = '3 pakiranja';
    for (let i = 0; i < 5; i++) quantity = (await merged(quantity, 10)) ?? '';
    expect(quantity).toBe('3 pakiranja + 50 g');
  });

  it('keeps a merged quantity within what an item accepts, shortening only the other amount', async () => {
    // Stored by the old merge: 25 characters, more than an item may hold.
    expect(await merged('3 pakiranja + 10 g + 10 g', 10)).toBe('3 pakiranja… + 20 g');
    expect(await merged('velika pakiranja 20x', 123456.7)).toBe('velika… + 123456,7 g');
    // Grams too long to stand beside anything: the other amount gives way, the grams are kept.
    expect(await merged('12345678901234567890', 1e13)).toBe('10000000000000 g');
    for (const [quantity, grams] of [
      ['velika pakiranja 20x', 123456.7],
      ['999999999999999999g', 5],
      ['aaaaaaaaaaaaaaaaaaaa', 0.1],
    ] as const) {
      expect((await merged(quantity, grams))?.length).toBeLessThanOrEqual(ITEM_QUANTITY_MAX);
    }
  });

  it('gives an item without an amount the grams', async () => {
    expect(await merged(null, 150)).toBe('150 g');
    expect(await merged('  ', 150)).toBe('150 g');
  });

  it('writes grams with a decimal comma, to one decimal', async () => {
    const [row] = await database.rows<{ a: string; b: string; c: string }>(
      sql`select ${gramsSql(sql`12.345::float8`)} as a, ${gramsSql(sql`250::float8`)} as b,
        ${gramsSql(sql`${200 / 3}::float8`)} as c`,
    );
    expect(row).toEqual({ a: '12,3 g', b: '250 g', c: '66,7 g' });
    expect(await merged(null, 0.000001)).toBe('0,1 g');
  });
});
