import { rmSync } from 'node:fs';

/** The smoke run's throwaway database folder goes with it. */
export default function teardown() {
  const dir = process.env.DEV_SMOKE_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
