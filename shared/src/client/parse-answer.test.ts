import { z } from 'zod/mini';
import { createItemBody, listResponse } from '../contract/lists';
import { parseAnswer } from './parse-answer';

const schema = listResponse.shape.data;
const item = (n: number) => ({
  id: `item-${n}`,
  listId: 'list-1',
  name: `Artikl ${n}`,
  category: 'mliječni proizvodi',
  quantity: n % 2 ? '2 l' : null,
  isDone: n % 3 === 0,
  images:
    n === 1 ? [{ id: 'img-1', url: '/api/images/x', description: null, listItemId: 'item-1' }] : [],
});
const answer = () => ({
  list: {
    id: 'list-1',
    name: 'Popis',
    createdAt: '2026-11-28T01:00:00.000Z',
    items: [item(1), item(2), item(3), { ...item(4), quantity: undefined }],
    categoriesOrder: ['voće i povrće'],
  },
});

/** What zod itself says of `data`: the same verdict, and an equal value when accepted. */
const agreesWithZod = (data: unknown, against: z.ZodMiniType = schema) => {
  const ours = parseAnswer(against, data);
  const zods = against.safeParse(data);
  expect(ours.success).toBe(zods.success);
  if (ours.success && zods.success) expect(ours.data).toStrictEqual(zods.data);
  return ours;
};

describe('parseAnswer', () => {
  it('hands a valid answer back as it came, equal to what zod builds', () => {
    const data = answer();
    const parsed = agreesWithZod(data);
    expect(parsed.success && parsed.data).toBe(data);
  });

  it('refuses whatever zod refuses', () => {
    const broken: ((a: ReturnType<typeof answer>) => unknown)[] = [
      (a) => ({ ...a, list: null }),
      (a) => ({ list: { ...a.list, items: 'none' } }),
      (a) => ({ list: { ...a.list, items: [...a.list.items, null] } }),
      (a) => ({ list: { ...a.list, items: [...a.list.items, [item(9)]] } }),
      (a) => ({ list: { ...a.list, items: [{ ...item(9), isDone: 'true' }] } }),
      (a) => ({ list: { ...a.list, items: [{ ...item(9), name: null }] } }),
      (a) => ({ list: { ...a.list, items: [{ ...item(9), quantity: 2 }] } }),
      (a) => ({ list: { ...a.list, items: [{ ...item(9), id: '' }] } }),
      (a) => ({ list: { ...a.list, items: [{ ...item(9), id: 'x'.repeat(65) }] } }),
      (a) => {
        const { category: _, ...rest } = item(9);
        return { list: { ...a.list, items: [rest] } };
      },
      (a) => ({ list: { ...a.list, items: [{ ...item(1), images: [{ id: 'i' }] }] } }),
      (a) => ({ list: { ...a.list, categoriesOrder: [1] } }),
    ];
    for (const change of broken) expect(agreesWithZod(change(answer())).success).toBe(false);
  });

  it('leaves unknown fields to zod, which drops them', () => {
    const data = { list: { ...answer().list, extra: 1, items: [{ ...item(1), secret: 'x' }] } };
    const parsed = agreesWithZod(data);
    expect(parsed.success && parsed.data).not.toBe(data);
  });

  it('counts a string’s length in characters, as zod does', () => {
    // Two UTF-16 units each: 40 characters fit an id of at most 64, 70 do not.
    agreesWithZod({ list: { ...answer().list, id: '🍎'.repeat(40) } });
    agreesWithZod({ list: { ...answer().list, id: '🍎'.repeat(70) } });
    const short = z.string().check(z.minLength(3));
    agreesWithZod('🍎🍎', short);
    agreesWithZod('🍎🍎🍎', short);
    agreesWithZod('ab', short);
  });

  it('lets zod transform and fill in defaults', () => {
    const parsed = agreesWithZod({ name: '  Mlijeko  ' }, createItemBody);
    expect(parsed.success && parsed.data).toEqual({ name: 'Mlijeko', category: '', images: [] });
  });
});
