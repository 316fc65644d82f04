/**
 * The API bench's data (run.ts and memory.ts): one team with a 50-item and a 1000-item list, another
 * with TEAM_LISTS lists of ITEMS_PER_TEAM_LIST items, GROCERIES groceries, the first team's week of
 * meals (seed-plan.ts); direct inserts (setup, not
 * measured) after two sign-ins through the real login flow.
 */
import { CATEGORY_VALUES } from '@organizator/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { groceries, listItems, lists } from '../src/db/schema';
import { newId } from '../src/lib/ids';
import { signIn } from './harness';
import { seedPlan } from './seed-plan';

export const TEAM_LISTS = 100;
export const ITEMS_PER_TEAM_LIST = 10;
export const GROCERIES = 2000;
const GROCERY_WORDS = [
  'jabuka',
  'kruška',
  'šljiva',
  'banana',
  'naranča',
  'limun',
  'grožđe',
  'trešnja',
  'marelica',
  'breskva',
  'mrkva',
  'krumpir',
  'luk',
  'češnjak',
  'paprika',
  'rajčica',
  'krastavac',
  'tikvica',
  'kupus',
  'blitva',
  'špinat',
  'grah',
  'leća',
  'slanutak',
  'riža',
  'tjestenina',
  'kruh',
  'brašno',
  'mlijeko',
  'jogurt',
  'sir',
  'vrhnje',
  'maslac',
  'jaje',
  'piletina',
  'puretina',
  'svinjetina',
  'junetina',
  'riba',
  'tuna',
];
export const SEARCH = 'jabuka';

/** A list of `count` items (every third done) inserted directly: setup, not measured. */
export async function insertList(
  database: Database,
  teamId: string,
  userId: string,
  count: number,
) {
  const listId = newId();
  await database.db
    .insert(lists)
    .values({ id: listId, teamId, createdBy: userId, name: `Kupovina ${count}` });
  const ids: string[] = [];
  const start = Date.now() - count;
  for (let from = 0; from < count; from += 500) {
    const rows = [];
    for (let i = from; i < Math.min(count, from + 500); i++) {
      const id = newId();
      ids.push(id);
      rows.push({
        id,
        listId,
        name: `Stavka broj ${i + 1}`,
        category: CATEGORY_VALUES[i % 12] ?? 'ostalo',
        isDone: i % 3 === 0,
        createdAt: new Date(start + i),
      });
    }
    await database.db.insert(listItems).values(rows);
  }
  return { listId, items: ids };
}

export async function seed(app: FastifyInstance, database: Database) {
  const ana = await signIn(app, 'bench@example.com');
  const big = await signIn(app, 'bench-lists@example.com');
  const list50 = await insertList(database, ana.teamId, ana.userId, 50);
  const list1000 = await insertList(database, ana.teamId, ana.userId, 1000);
  for (let i = 0; i < TEAM_LISTS; i++) {
    await insertList(database, big.teamId, big.userId, ITEMS_PER_TEAM_LIST);
  }
  for (let from = 0; from < GROCERIES; from += 500) {
    const rows = [];
    for (let i = from; i < Math.min(GROCERIES, from + 500); i++) {
      rows.push({
        id: newId(),
        userId: i % 2 === 0 ? ana.userId : big.userId,
        name: `${GROCERY_WORDS[i % GROCERY_WORDS.length]} ${i}`,
        energy: 50 + (i % 400),
        fat: i % 30,
        protein: i % 25,
        carb: i % 60,
        isPublic: i % 4 !== 3,
      });
    }
    await database.db.insert(groceries).values(rows);
  }
  const plan = await seedPlan(database, ana.teamId, ana.userId);
  return { ana, big, list50, list1000, plan };
}

export type Setup = Awaited<ReturnType<typeof seed>>;
