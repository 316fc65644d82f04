// `pnpm --filter @organizator/api bench:ingredients`: reads and matches the ingredient-line corpus
// (bench/ingredient-corpus.ts) on an in-memory PGlite holding the starter catalogue and the corpus'
// own groceries, and writes docs/benchmarks/ingredient-lines.md.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from '../src/db/client';
import { groceries } from '../src/db/schema';
import { isWeight, parseIngredientLine } from '../src/lib/ingredient-line';
import { matchLines } from '../src/lib/ingredient-match';
import { corpus, corpusCatalogue } from './ingredient-corpus';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const idOf = (key: string) =>
  key.startsWith('starter:') ? `starter-${key.slice(8)}` : `bench-${key}`;

const database = await openPglite(undefined);
await database.db.insert(groceries).values(
  Object.entries(corpusCatalogue).map(([key, name]) => ({
    id: `bench-${key}`,
    userId: null,
    name,
    energy: 100,
    fat: 1,
    protein: 1,
    carb: 1,
    isPublic: true,
  })),
);
const viewer = { userId: 'bench-reader', teamId: 'bench-team' };
const parsed = corpus.map(([line]) => parseIngredientLine(line));
// One line at a time: a draft holds at most a recipe's worth of lines, and drops nameless ones.
const matched = [];
for (const line of parsed) matched.push((await matchLines(database.db, viewer, [line]))[0]);
await database.close();

let measured = 0;
let parsedRight = 0;
let weighed = 0;
let weighedToGrams = 0;
let matchedRight = 0;
const misses: string[] = [];
corpus.forEach(([line, amount, unit, food], i) => {
  const got = parsed[i];
  const answer = matched[i];
  if (!got || !answer) return;
  const right =
    got.amount !== null &&
    amount !== null &&
    Math.abs(got.amount - amount) < 1e-6 &&
    got.unit === unit;
  // Lines with a weight or a count: what the goal is measured on.
  if (amount !== null && (unit === null || isWeight(unit) || unit === 'kom')) {
    measured += 1;
    if (right) parsedRight += 1;
    else misses.push(`parsed: \`${line}\` → ${got.amount} ${got.unit ?? '(count)'}`);
  }
  if (amount !== null && isWeight(unit)) {
    weighed += 1;
    if (answer.grams !== null) weighedToGrams += 1;
  }
  const expected = food ? idOf(food) : null;
  if (answer.groceryId === expected) matchedRight += 1;
  else
    misses.push(
      `matched: \`${line}\` → ${answer.groceryId ?? 'nothing'} (expected ${expected ?? 'nothing'})`,
    );
});

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;
const report = `## Ingredient lines (recipe import)

Produced by \`pnpm --filter @organizator/api bench:ingredients\` (api/bench/ingredient-lines.ts) over
${corpus.length} lines (Croatian and English, api/bench/ingredient-corpus.ts), matched against the
starter catalogue and ${Object.keys(corpusCatalogue).length} more groceries. The goal is at least 90 %
of the lines with a weight or a count parsed right.

| measure | lines | share |
| --- | --- | --- |
| weight or count parsed right (amount and unit) | ${parsedRight} / ${measured} | ${pct(parsedRight, measured)} |
| weights turned into grams | ${weighedToGrams} / ${weighed} | ${pct(weighedToGrams, weighed)} |
| matched to the right grocery (or to none when none fits) | ${matchedRight} / ${corpus.length} | ${pct(matchedRight, corpus.length)} |

${misses.length ? `Lines read or matched wrong:\n\n${misses.map((m) => `- ${m}`).join('\n')}\n` : ''}`;
writeFileSync(path.join(root, 'docs/benchmarks/ingredient-lines.md'), report);
console.log(report);
