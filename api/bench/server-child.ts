/**
 * The API server as its own process for bench/memory.ts: what `pnpm start` (src/main.ts) does
 * (configuration from the environment, buildApp with the product's logger, listen), forked with an
 * IPC channel whose handler lives here, in bench code: nothing is added to the product. Forked with
 * `--expose-gc` so the parent can ask for a collected heap; the product never runs with it.
 *
 * BENCH_DB=memory keeps PGlite in memory (as the tests do); otherwise DATA_DIR (a data folder, as
 * `pnpm start` runs) or DATABASE_URL (PostgreSQL) decide, exactly as for `pnpm start`.
 *
 * Messages in: {id, cmd: 'memory', gc?} | {id, cmd: 'seed'} | {id, cmd: 'members', count, teamSize}.
 * Each is answered with {id, ...}; the first message out is {listening: port}.
 */
import { loggerOptions } from '../src/app';
import { configFromEnv } from '../src/config';
import { addMembers, buildApp, listen } from './harness';
import { type Setup, seed } from './seed';

type Message =
  | { id: number; cmd: 'memory'; gc?: boolean }
  | { id: number; cmd: 'seed' }
  | { id: number; cmd: 'members'; count: number; teamSize: number };

const send = (message: Record<string, unknown>) => process.send?.(message);

const config = configFromEnv();
if (process.env.BENCH_DB === 'memory') config.dataDir = undefined;
const app = await buildApp({ config, logger: loggerOptions() });
const port = await listen(app, 0);
let setup: Setup | undefined;

async function answer(message: Message): Promise<Record<string, unknown>> {
  switch (message.cmd) {
    case 'memory': {
      if (message.gc) {
        // Twice: the first pass may only queue finalisers whose objects the second frees.
        globalThis.gc?.();
        await new Promise((r) => setImmediate(r));
        globalThis.gc?.();
      }
      return { memory: process.memoryUsage(), streams: app.deps.hub.size };
    }
    case 'seed':
      setup = await seed(app, app.deps.database);
      return { setup };
    case 'members': {
      if (!setup) throw new Error('seed first');
      const lines = await addMembers(
        app.deps.database,
        setup.ana.teamId,
        message.count,
        message.teamSize,
      );
      return { lines };
    }
  }
}

process.on('message', (message: Message) => {
  answer(message).then(
    (reply) => send({ id: message.id, ...reply }),
    (error: unknown) => send({ id: message.id, error: String(error) }),
  );
});
process.once('disconnect', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
send({ listening: port });
