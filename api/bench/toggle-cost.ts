/**
 * `pnpm --filter @organizator/api bench:toggle-cost`: the API's CPU per item toggle, this api/src
 * against another one (BENCH_BASE_SRC: an older commit's api/src, extracted with its api/ folder
 * and an api/node_modules link so its imports resolve), in one process and one run, alternating
 * rounds so a busy neighbour on the machine hurts both alike. Each side has its own database: a
 * PGlite data folder, or with DATABASE_URL a database of its own on that server (toggle-setup.ts).
 * BENCH_CLIENTS (20) clients toggle items of one list for BENCH_SECONDS (5) per round, BENCH_ROUNDS
 * (5) rounds per side; no streams open. Prints a line per round and a JSON line of medians per side.
 *
 *   git archive main api | tar -x -C /tmp/base && ln -s $PWD/node_modules /tmp/base/api/
 *   BENCH_BASE_SRC=/tmp/base/api/src tsx bench/toggle-cost.ts
 *   BENCH_BASE_SRC=/tmp/base/api/src bash ../scripts/with-postgres.sh tsx bench/toggle-cost.ts
 */
import os from 'node:os';
import path from 'node:path';
import { median, round } from './harness';
import {
  apiAt,
  databaseLabel,
  seedToggleList,
  startApi,
  type ToggleList,
  toggleRound,
} from './toggle-setup';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const baseSrc = process.env.BENCH_BASE_SRC;
if (!baseSrc) throw new Error('BENCH_BASE_SRC: the api/src to compare with');

const log = (...args: unknown[]) => console.error('[toggle-cost]', ...args);

interface Side {
  name: string;
  port: number;
  list: ToggleList;
  close: () => Promise<void>;
  cpuMs: number[];
  rps: number[];
}

async function startSide(name: string, src: string): Promise<Side> {
  const api = await startApi(await apiAt(src), `toggle_cost_${name}`);
  const list = await seedToggleList(api.app);
  return { name, port: api.port, list, close: api.close, cpuMs: [], rps: [] };
}

const label = databaseLabel();
const sides = [
  await startSide('base', path.resolve(baseSrc)),
  await startSide('branch', path.resolve(import.meta.dirname, '../src')),
];
try {
  for (const side of sides) await toggleRound(side.port, side.list, CLIENTS, 2); // warm-up
  for (let r = 0; r < ROUNDS; r++) {
    // Alternating which side goes first, so neither always follows the other.
    for (const side of r % 2 === 0 ? sides : [...sides].reverse()) {
      const load = round(os.loadavg()[0] ?? 0, 2);
      const result = await toggleRound(side.port, side.list, CLIENTS, SECONDS);
      side.cpuMs.push(result.cpuMs);
      side.rps.push(result.rps);
      log(
        `${label} ${side.name} round ${r + 1}: ${Math.round(result.rps)} toggles/s, ${result.cpuMs} ms CPU/toggle, non-2xx ${result.non2xx + result.errors}, load ${load}`,
      );
    }
  }
  for (const side of sides) {
    process.stdout.write(
      `${JSON.stringify({
        database: label,
        side: side.name,
        rounds: ROUNDS,
        clients: CLIENTS,
        cpuMsPerToggle: median(side.cpuMs),
        togglesPerSecond: Math.round(median(side.rps)),
        eachRound: side.cpuMs,
      })}\n`,
    );
  }
} finally {
  for (const side of sides) await side.close();
}
