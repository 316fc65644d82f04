import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The environment `scripts/dev.mjs` reads, from one base port (the shell's). */
export function devPorts() {
  const base = Number(process.env.DEV_SMOKE_PORT ?? 3600);
  const dataDir =
    process.env.DEV_SMOKE_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'organizator-dev-'));
  process.env.DEV_SMOKE_DATA_DIR = dataDir;
  return {
    SHELL_PORT: String(base),
    MF_LISTS_PORT: String(base + 1),
    MF_NOTES_PORT: String(base + 2),
    MF_GROCERIES_PORT: String(base + 3),
    MF_DIARY_PORT: String(base + 4),
    MF_SETTINGS_PORT: String(base + 5),
    API_PORT: String(base + 6),
    DATA_DIR: dataDir,
    DEV_OUTBOX: '1',
  };
}
