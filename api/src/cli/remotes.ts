import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { configFromEnv } from '../config';
import { openDatabase } from '../db/client';
import { readRemotesMap } from '../http/remotes-map';
import { setRemotes } from '../http/remotes-source';
import { createEventBus } from '../live/bus';

/**
 * `pnpm --filter @organizator/api remotes set FILE`: stores FILE as the deployment's remotes map
 * (REMOTES_SOURCE=database) and announces it, so every running process serves it within moments.
 * `remotes show` prints the stored map. Uses DATABASE_URL like the server.
 */
const [command, file] = process.argv.slice(2);
const say = (text: string) => process.stdout.write(`${text}\n`);
const log = {
  info: () => undefined,
  warn: (...args: unknown[]) => process.stderr.write(`${JSON.stringify(args)}\n`),
};

if (command !== 'set' && command !== 'show') {
  say('usage: remotes set <remotes.json> | remotes show');
  process.exit(2);
}
const database = await openDatabase(configFromEnv());
try {
  if (command === 'show') {
    const rows = await database.rows<{ value: unknown }>(
      sql`select value from deployment_settings where name = 'remotes'`,
    );
    say(JSON.stringify(rows[0]?.value ?? null, null, 2));
  } else {
    if (!file) throw new Error('remotes set: name the remotes.json file');
    const map = readRemotesMap(readFileSync(file, 'utf8'));
    const bus = await createEventBus(database, log);
    try {
      await setRemotes(database, bus, map);
    } finally {
      await bus.close();
    }
    say(`remotes map stored: ${Object.keys(map).length} remotes`);
  }
} catch (error) {
  // Said plainly: the person deploying fixes the file and runs it again.
  process.stderr.write(`remotes: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
